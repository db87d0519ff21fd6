-- Issue 17: a real image pipeline. `images` keeps uploaded photos too (PNG, JPEG or WebP bytes in
-- `data`, beside the drawings' SVG text) with every picture's own width and height; `product_images`
-- places pictures in the galleries of models in their colours (order, grade, language, alt text per
-- language). An upload by staff is one row in each. The galleries' changes are announced like the
-- rest of the catalog (0009), so the pages that show them are drawn again.
CREATE TABLE "product_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_id" integer NOT NULL,
	"colour" text NOT NULL,
	"shape" text,
	"language" text,
	"position" smallint NOT NULL,
	"image_path" text NOT NULL,
	"alt" jsonb NOT NULL,
	CONSTRAINT "product_images_shape_check" CHECK (shape is null or shape in ('excellent', 'very-good', 'good', 'fair')),
	CONSTRAINT "product_images_language_check" CHECK (language is null or language in ('ro', 'bg', 'hu', 'el')),
	CONSTRAINT "product_images_position_check" CHECK (position between 0 and 999),
	CONSTRAINT "product_images_alt_check" CHECK (jsonb_typeof(alt) = 'object')
);
--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "svg" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "content_type" text DEFAULT 'image/svg+xml' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "data" "bytea";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "width" integer DEFAULT 800 NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "height" integer DEFAULT 800 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_image_path_images_path_fk" FOREIGN KEY ("image_path") REFERENCES "public"."images"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_model_colour_idx" ON "product_images" USING btree ("model_id","colour");--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_content_type_check" CHECK ("content_type" in ('image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'));--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_body_check" CHECK (case when content_type = 'image/svg+xml' then svg is not null and data is null else data is not null and svg is null end);--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_size_check" CHECK (width between 1 and 10000 and height between 1 and 10000);--> statement-breakpoint
CREATE TRIGGER "product_images_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();
