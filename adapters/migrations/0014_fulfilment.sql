-- Issue 18, orders, returns and warranty claims for the staff: every order's fulfilment (placed ->
-- packed -> shipped -> delivered, or cancelled before shipping; core orders/fulfilment.ts) with the
-- courier's tracking number and the history of its steps (who, when, from, to, note); payments refunded
-- (a new payment state, and the sandbox gateway's refunds, named by the shop so a retry refunds nothing
-- twice); how the staff handled each return request and warranty claim (core account/afterSales.ts:
-- open -> accepted | refused -> received -> refunded, the reason, the instants, the refund), one claim
-- being handled per order line. Orders delivered before (order_deliveries, the old staff call) start as
-- delivered.
CREATE TABLE "fulfilment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fulfilment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"note" text,
	"tracking_number" text
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_state_check";--> statement-breakpoint
ALTER TABLE "warranty_claims" DROP CONSTRAINT "warranty_claims_status_check";--> statement-breakpoint
DROP INDEX "warranty_claims_open_line_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_state" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_amount" numeric;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "refund_amount" numeric;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "fulfilment_events" ADD CONSTRAINT "fulfilment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfilment_events_order_idx" ON "fulfilment_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at");--> statement-breakpoint
CREATE INDEX "orders_fulfilment_placed_idx" ON "orders" USING btree ("fulfilment_state","placed_at");--> statement-breakpoint
CREATE INDEX "returns_status_created_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "warranty_claims_status_created_idx" ON "warranty_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_open_line_idx" ON "warranty_claims" USING btree ("order_id","line") WHERE "warranty_claims"."status" in ('open', 'accepted', 'received');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_state_check" CHECK ("fulfilment_state" in ('placed', 'packed', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_tracking_check" CHECK (fulfilment_state <> 'shipped' or tracking_number is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_state_check" CHECK ("payment_state" in ('created', 'processing', 'paid', 'failed', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_status_check" CHECK ("status" in ('open', 'accepted', 'refused', 'received', 'refunded'));--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_refund_method_check" CHECK (refund_method is null or refund_method in ('gateway', 'transfer'));--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_refund_check" CHECK ((status = 'refunded') = (refunded_at is not null and refund_amount is not null and refund_method is not null));--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_refund_method_check" CHECK (refund_method is null or refund_method in ('gateway', 'transfer'));--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_refund_check" CHECK ((status = 'refunded') = (refunded_at is not null and refund_amount is not null and refund_method is not null));--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_status_check" CHECK ("status" in ('open', 'accepted', 'refused', 'received', 'refunded'));;--> statement-breakpoint
UPDATE "orders" SET "fulfilment_state" = 'delivered' WHERE "id" IN (SELECT "order_id" FROM "order_deliveries");
