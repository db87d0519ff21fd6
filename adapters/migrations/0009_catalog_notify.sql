-- Issue 15: every committed change of what the storefront's catalog pages show (prices, stock,
-- names, images, offered services and accessories, limits, shipping and warranty settings) is
-- announced on the `shop_catalog` channel, by the database itself, so that every server process's
-- catalog read cache drops what it holds, whoever wrote the change (an order, a payment releasing
-- stock, a staff edit, a seed). One notification per statement: its payload is the table's name.
CREATE FUNCTION "shop_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalog', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "models_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "models" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "brands_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "images_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "images" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "accessories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "accessories" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "extra_services_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extra_services" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "product_accessories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_accessories" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "product_extra_services_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_extra_services" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "cart_limitations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cart_limitations" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "cart_limited_items_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cart_limited_items" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "shipping_costs_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_costs" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "warranty_returns_settings_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "warranty_returns_settings" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();
