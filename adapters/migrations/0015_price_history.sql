-- Issue 18: every price a product had (product_prices), for the EU Omnibus rule (core catalog/omnibus.ts):
-- a reduction is announced against the lowest price of the 30 days before it. A staff price change
-- closes the open row and opens the new one with the products row, in one transaction.
CREATE TABLE "product_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"price" numeric NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "product_prices_price_non_negative" CHECK ("price" >= 0),
	CONSTRAINT "product_prices_span_check" CHECK (ended_at is null or ended_at >= started_at)
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_prices_open_idx" ON "product_prices" USING btree ("product_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "product_prices_product_idx" ON "product_prices" USING btree ("product_id","started_at");--> statement-breakpoint
-- The products already here get the history the seed writes (adapters/src/seed/priceHistory.ts), so the
-- previous price each one shows is what the Omnibus rule gives over it: a product showing a previous
-- price above its price was reduced from it 1 to 20 days ago (by id) after that price held 60 days;
-- any other product has had its price for the last 30 days.
INSERT INTO "product_prices" ("product_id", "price", "started_at", "ended_at")
SELECT "id", "previous_price", now() - make_interval(days => 61 + "id" % 20), now() - make_interval(days => 1 + "id" % 20)
FROM "products" WHERE "previous_price" > "price";--> statement-breakpoint
INSERT INTO "product_prices" ("product_id", "price", "started_at", "ended_at")
SELECT "id", "price", CASE WHEN "previous_price" > "price" THEN now() - make_interval(days => 1 + "id" % 20) ELSE now() - interval '30 days' END, NULL
FROM "products";