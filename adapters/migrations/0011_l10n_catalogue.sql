-- Issue 17: the catalogue's words in the shop's languages (colour families, makers' colour names,
-- spec values, model names, accessory kinds), the market's words on the rows of one market
-- (products' labels, accessories' kinds) and each market's return address. A database seeded
-- before keeps working: the new product labels start as the catalogue's own values, and the seed
-- writes the market's words over them when it finds the words missing (adapters/src/postgres/seed.ts).
CREATE TABLE "accessory_kind_names" (
	"kind_id" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "accessory_kind_names_kind_id_locale_pk" PRIMARY KEY("kind_id","locale"),
	CONSTRAINT "accessory_kind_names_locale_check" CHECK ("locale" in ('en', 'ro', 'bg', 'hu', 'el'))
);
--> statement-breakpoint
CREATE TABLE "accessory_kinds" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colour_families" (
	"id" text PRIMARY KEY NOT NULL,
	"hex" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colour_family_names" (
	"family_id" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "colour_family_names_family_id_locale_pk" PRIMARY KEY("family_id","locale"),
	CONSTRAINT "colour_family_names_locale_check" CHECK ("locale" in ('en', 'ro', 'bg', 'hu', 'el'))
);
--> statement-breakpoint
CREATE TABLE "colour_names" (
	"colour" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "colour_names_colour_locale_pk" PRIMARY KEY("colour","locale"),
	CONSTRAINT "colour_names_locale_check" CHECK ("locale" in ('en', 'ro', 'bg', 'hu', 'el'))
);
--> statement-breakpoint
CREATE TABLE "colours" (
	"name" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_names" (
	"model_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "model_names_model_id_locale_pk" PRIMARY KEY("model_id","locale"),
	CONSTRAINT "model_names_locale_check" CHECK ("locale" in ('en', 'ro', 'bg', 'hu', 'el'))
);
--> statement-breakpoint
CREATE TABLE "spec_value_names" (
	"value" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "spec_value_names_value_locale_pk" PRIMARY KEY("value","locale"),
	CONSTRAINT "spec_value_names_locale_check" CHECK ("locale" in ('en', 'ro', 'bg', 'hu', 'el'))
);
--> statement-breakpoint
CREATE TABLE "return_addresses" (
	"market" text PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"region" text,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	CONSTRAINT "return_addresses_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR'))
);
--> statement-breakpoint
ALTER TABLE "accessories" ADD COLUMN "kind_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "model_label" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour_label" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "connectivity_label" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "material_label" text;--> statement-breakpoint
UPDATE "products" SET "model_label" = "model_name", "colour_label" = "color", "connectivity_label" = "connectivity", "material_label" = "material";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "model_label" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "colour_label" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "accessory_kind_names" ADD CONSTRAINT "accessory_kind_names_kind_id_accessory_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."accessory_kinds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_family_names" ADD CONSTRAINT "colour_family_names_family_id_colour_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."colour_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_names" ADD CONSTRAINT "colour_names_colour_colours_name_fk" FOREIGN KEY ("colour") REFERENCES "public"."colours"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colours" ADD CONSTRAINT "colours_family_id_colour_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."colour_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_names" ADD CONSTRAINT "model_names_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colours_family_idx" ON "colours" USING btree ("family_id");--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_kind_id_accessory_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."accessory_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- What the pages show changes with these too (0009: the catalog read cache and the page cache listen).
CREATE TRIGGER "colour_families_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "colour_families" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "colour_family_names_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "colour_family_names" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "colours_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "colours" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "colour_names_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "colour_names" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "spec_value_names_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "spec_value_names" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "model_names_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "model_names" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "accessory_kinds_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "accessory_kinds" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "accessory_kind_names_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "accessory_kind_names" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "return_addresses_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "return_addresses" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();
