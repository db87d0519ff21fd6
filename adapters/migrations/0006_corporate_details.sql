CREATE TABLE "user_corporate_details" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"fiscal_code" text NOT NULL,
	"registration_number" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"iban" text NOT NULL,
	"county" text NOT NULL,
	"city" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_corporate_details" ADD CONSTRAINT "user_corporate_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;