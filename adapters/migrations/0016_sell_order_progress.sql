-- Issue 18: staff move a sell order on (core sell/sellOrderStatus.ts): received with the courier or
-- locker reference, evaluated with an amount and a note, paid with the payout (method and account from
-- the seller's payment details, amount, reference, day), or cancelled. Each step's columns are all set
-- or all null; a payout is the evaluated amount; every status change is a row of `sell_order_events`.
-- The staff list reads newest first per market and status.
CREATE TABLE "sell_order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sell_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sell_order_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"note" text,
	CONSTRAINT "sell_order_events_from_status_check" CHECK ("from_status" in ('submitted', 'received', 'evaluated', 'paid', 'cancelled')),
	CONSTRAINT "sell_order_events_to_status_check" CHECK ("to_status" in ('submitted', 'received', 'evaluated', 'paid', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "received_via" text;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "received_reference" text;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "evaluated_amount" numeric;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "evaluation_note" text;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "evaluated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "payout_method" text;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "payout_account" text;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "payout_payee" text;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "payout_amount" numeric;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "payout_paid_on" date;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sell_order_events" ADD CONSTRAINT "sell_order_events_sell_order_id_sell_orders_id_fk" FOREIGN KEY ("sell_order_id") REFERENCES "public"."sell_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sell_order_events_order_idx" ON "sell_order_events" USING btree ("sell_order_id","id");--> statement-breakpoint
CREATE INDEX "sell_orders_staff_list_idx" ON "sell_orders" USING btree ("market","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sell_orders_created_idx" ON "sell_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "sell_orders" ADD CONSTRAINT "sell_orders_received_via_check" CHECK (received_via is null or received_via in ('courier', 'locker'));--> statement-breakpoint
ALTER TABLE "sell_orders" ADD CONSTRAINT "sell_orders_payout_method_check" CHECK (payout_method is null or payout_method in ('card', 'iban'));--> statement-breakpoint
ALTER TABLE "sell_orders" ADD CONSTRAINT "sell_orders_arrival_check" CHECK (num_nulls(received_via, received_reference, received_at) in (0, 3));--> statement-breakpoint
ALTER TABLE "sell_orders" ADD CONSTRAINT "sell_orders_evaluation_check" CHECK (num_nulls(evaluated_amount, evaluation_note, evaluated_at) in (0, 3) and (evaluated_amount is null or evaluated_amount > 0));--> statement-breakpoint
ALTER TABLE "sell_orders" ADD CONSTRAINT "sell_orders_payout_check" CHECK (num_nulls(payout_method, payout_account, payout_payee, payout_amount, payout_reference, payout_paid_on, paid_at) in (0, 7) and (payout_amount is null or payout_amount = evaluated_amount));--> statement-breakpoint
ALTER TABLE "sell_orders" ADD CONSTRAINT "sell_orders_paid_check" CHECK ((status = 'paid') = (paid_at is not null));