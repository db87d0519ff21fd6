-- Issue 19: a trade-in links the sell order a purchase brought along to that purchase order, one each
-- way (adapters/src/postgres/schema/tradeIns.ts).
CREATE TABLE "trade_ins" (
	"purchase_order_id" uuid PRIMARY KEY NOT NULL,
	"sell_order_id" uuid NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_ins_sell_order_unique" UNIQUE("sell_order_id")
);
--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_purchase_order_id_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_sell_order_id_sell_orders_id_fk" FOREIGN KEY ("sell_order_id") REFERENCES "public"."sell_orders"("id") ON DELETE no action ON UPDATE no action;