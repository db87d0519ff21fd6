-- Issue 19: the sell order's machine grows (core sell/sellOrderStatus.ts): the technician's inspection
-- (one jsonb document, decoded with core's SellOrderInspection), the counter-offer (amount, expiry, lapse
-- rule), the answer to it (the seller's or the lapse rule's), and the return of a declined device. Each
-- record's columns are all set or all null; a payout is exactly the amount due (the accepted counter-offer,
-- else the evaluated amount, else an instant-sell order's accepted offer); the lapse sweep reads open
-- counter-offers by expiry.
ALTER TABLE "sell_order_events" DROP CONSTRAINT "sell_order_events_from_status_check";--> statement-breakpoint
ALTER TABLE "sell_order_events" DROP CONSTRAINT "sell_order_events_to_status_check";--> statement-breakpoint
ALTER TABLE "sell_orders" DROP CONSTRAINT "sell_orders_status_check";--> statement-breakpoint
ALTER TABLE "sell_orders" DROP CONSTRAINT "sell_orders_payout_check";--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "inspection" jsonb;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "counter_offer_amount" numeric;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "counter_offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "counter_offer_lapse" text;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "decision_accepted" boolean;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "decision_by" text;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "decision_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "returned_reference" text;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sell_orders_counter_offer_open_idx" ON "sell_orders" USING btree ("counter_offer_expires_at") WHERE status = 'counter-offered';--> statement-breakpoint
ALTER TABLE "sell_order_events" ADD CONSTRAINT "sell_order_events_from_status_check" CHECK ("from_status" in ('submitted', 'received', 'evaluated', 'counter-offered', 'accepted', 'declined', 'returned', 'paid', 'cancelled'));--> statement-breakpoint
ALTER TABLE "sell_order_events" ADD CONSTRAINT "sell_order_events_to_status_check" CHECK ("to_status" in ('submitted', 'received', 'evaluated', 'counter-offered', 'accepted', 'declined', 'returned', 'paid', 'cancelled'));--> statement-breakpoint
ALTER TABLE "sell_orders" ADD CONSTRAINT "sell_orders_counter_offer_check" CHECK (num_nulls(counter_offer_amount, counter_offer_expires_at, counter_offer_lapse) in (0, 3) and (counter_offer_amount is null or (counter_offer_amount >= 0 and counter_offer_amount < total_estimated_offer and counter_offer_lapse in ('accept', 'return'))));--> statement-breakpoint
ALTER TABLE "sell_orders" ADD CONSTRAINT "sell_orders_decision_check" CHECK (num_nulls(decision_accepted, decision_by, decision_at) in (0, 3) and (decision_by is null or (decision_by in ('seller', 'lapse') and counter_offer_amount is not null)));--> statement-breakpoint
ALTER TABLE "sell_orders" ADD CONSTRAINT "sell_orders_returned_check" CHECK (num_nulls(returned_reference, returned_at) in (0, 2) and ((status = 'returned') = (returned_at is not null)));--> statement-breakpoint
ALTER TABLE "sell_orders" ADD CONSTRAINT "sell_orders_counter_offered_check" CHECK (status <> 'counter-offered' or (counter_offer_amount is not null and decision_at is null));--> statement-breakpoint
ALTER TABLE "sell_orders" ADD CONSTRAINT "sell_orders_status_check" CHECK ("status" in ('submitted', 'received', 'evaluated', 'counter-offered', 'accepted', 'declined', 'returned', 'paid', 'cancelled'));--> statement-breakpoint
ALTER TABLE "sell_orders" ADD CONSTRAINT "sell_orders_payout_check" CHECK (num_nulls(payout_method, payout_account, payout_payee, payout_amount, payout_reference, payout_paid_on, paid_at) in (0, 7) and (payout_amount is null or payout_amount = coalesce(case when decision_accepted then counter_offer_amount end, evaluated_amount, total_estimated_offer)));