CREATE TABLE "warranty_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"line" integer NOT NULL,
	"problem" text NOT NULL,
	"courier_address" text NOT NULL,
	"pickup_date" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "warranty_claims_line_non_negative" CHECK ("warranty_claims"."line" >= 0),
	CONSTRAINT "warranty_claims_status_check" CHECK ("status" in ('open'))
);
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warranty_claims_user_idx" ON "warranty_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_open_line_idx" ON "warranty_claims" USING btree ("order_id","line") WHERE "warranty_claims"."status" = 'open';