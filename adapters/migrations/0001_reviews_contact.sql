CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"rating" smallint NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "reviews_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR')),
	CONSTRAINT "reviews_kind_check" CHECK ("kind" in ('shop', 'seller')),
	CONSTRAINT "reviews_status_check" CHECK ("status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"order_number" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contact_messages_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR')),
	CONSTRAINT "contact_messages_topic_check" CHECK ("topic" in ('order', 'delivery', 'returns', 'warranty', 'selling', 'payout', 'other'))
);
--> statement-breakpoint
CREATE INDEX "reviews_list_idx" ON "reviews" USING btree ("market","kind","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_pending_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");