CREATE TABLE "accessories" (
	"id" integer PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric NOT NULL,
	"is_active" boolean NOT NULL,
	"type" text NOT NULL,
	"is_wrapping_tax" boolean NOT NULL,
	"image_path" text NOT NULL,
	CONSTRAINT "accessories_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR')),
	CONSTRAINT "accessories_price_non_negative" CHECK ("price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "extra_services" (
	"id" integer PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"price" numeric NOT NULL,
	"is_active" boolean NOT NULL,
	"months" smallint,
	CONSTRAINT "extra_services_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR')),
	CONSTRAINT "extra_services_price_non_negative" CHECK ("price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_accessories" (
	"product_id" integer NOT NULL,
	"accessory_id" integer NOT NULL,
	CONSTRAINT "product_accessories_product_id_accessory_id_pk" PRIMARY KEY("product_id","accessory_id")
);
--> statement-breakpoint
CREATE TABLE "product_extra_services" (
	"product_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "product_extra_services_product_id_service_id_pk" PRIMARY KEY("product_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"uid" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"path" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"colour" text NOT NULL,
	"label" text NOT NULL,
	"svg" text NOT NULL,
	CONSTRAINT "images_kind_check" CHECK ("kind" in ('smartphone', 'tablet', 'laptop', 'smartwatch', 'console', 'accessory'))
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category" text NOT NULL,
	"image_path" text NOT NULL,
	"release_year" smallint,
	CONSTRAINT "models_category_check" CHECK ("category" in ('smartphone', 'tablet', 'laptop', 'smartwatch', 'console'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"legacy_model_id" integer NOT NULL,
	"legacy_sell_id" integer,
	"legacy_sku" text NOT NULL,
	"legacy_shape_id" integer NOT NULL,
	"stock" integer NOT NULL,
	"price" numeric NOT NULL,
	"previous_price" numeric,
	"retail_price" numeric,
	"brand_name" text NOT NULL,
	"model_name" text NOT NULL,
	"category" text NOT NULL,
	"image_path" text NOT NULL,
	"title" text NOT NULL,
	"model_display_name" text NOT NULL,
	"short_title" text NOT NULL,
	"config_summary" text NOT NULL,
	"shape" text NOT NULL,
	"color" text NOT NULL,
	"storage" text,
	"connectivity" text,
	"material" text,
	"size" text,
	CONSTRAINT "products_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR')),
	CONSTRAINT "products_category_check" CHECK ("category" in ('smartphone', 'tablet', 'laptop', 'smartwatch', 'console')),
	CONSTRAINT "products_stock_non_negative" CHECK ("stock" >= 0),
	CONSTRAINT "products_price_non_negative" CHECK ("price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_accessories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_accessories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"order_line_id" integer,
	"position" integer NOT NULL,
	"accessory_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"price" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_line_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_line_id" integer NOT NULL,
	"position" integer NOT NULL,
	"service_id" integer NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"price" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"unit_price" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"payment_state" text NOT NULL,
	"current_payment_id" uuid,
	"payment_method" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"delivery_method" text NOT NULL,
	"county" text,
	"locality" text,
	"street" text,
	"number" text,
	"postal_code" text,
	"details" text,
	"locker_id" text,
	"total_devices" numeric NOT NULL,
	"total_extra_services" numeric NOT NULL,
	"total_accessories" numeric NOT NULL,
	"shipping" numeric NOT NULL,
	"cash_on_delivery_fee" numeric NOT NULL,
	"total" numeric NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR')),
	CONSTRAINT "orders_payment_state_check" CHECK ("payment_state" in ('created', 'processing', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "orders_payment_method_check" CHECK ("payment_method" in ('card', 'cash-on-delivery', 'instalments')),
	CONSTRAINT "orders_delivery_method_check" CHECK ("delivery_method" in ('courier', 'locker'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"payment_id" uuid
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"token" text NOT NULL,
	"market" text NOT NULL,
	"amount" numeric NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR')),
	CONSTRAINT "payments_method_check" CHECK ("method" in ('card', 'instalments')),
	CONSTRAINT "payments_status_check" CHECK ("status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "counties" (
	"market" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "counties_market_id_pk" PRIMARY KEY("market","id"),
	CONSTRAINT "counties_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR'))
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"market" text NOT NULL,
	"county_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"postal_code" text,
	CONSTRAINT "localities_market_county_id_id_pk" PRIMARY KEY("market","county_id","id"),
	CONSTRAINT "localities_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR'))
);
--> statement-breakpoint
CREATE TABLE "lockers" (
	"market" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"county" text NOT NULL,
	"locality" text NOT NULL,
	"postal_code" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "lockers_market_id_pk" PRIMARY KEY("market","id"),
	CONSTRAINT "lockers_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR'))
);
--> statement-breakpoint
CREATE TABLE "sell_deductions" (
	"market" text NOT NULL,
	"choice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "sell_deductions_market_choice_id_pk" PRIMARY KEY("market","choice_id"),
	CONSTRAINT "sell_deductions_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR')),
	CONSTRAINT "sell_deductions_kind_check" CHECK ("kind" in ('percent', 'fixed'))
);
--> statement-breakpoint
CREATE TABLE "sell_models" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category" smallint NOT NULL,
	"image_path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sell_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"attribute" text NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sell_prices" (
	"market" text NOT NULL,
	"model_id" integer NOT NULL,
	"storage" integer,
	"base" numeric NOT NULL,
	"previous" numeric,
	CONSTRAINT "sell_prices_market_model_storage_key" UNIQUE NULLS NOT DISTINCT("market","model_id","storage"),
	CONSTRAINT "sell_prices_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR')),
	CONSTRAINT "sell_prices_base_non_negative" CHECK ("base" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sell_providers" (
	"id" integer PRIMARY KEY NOT NULL,
	"markets" text[] NOT NULL,
	"name" text NOT NULL,
	"locked" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sell_order_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sell_order_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sell_order_id" uuid NOT NULL,
	"item_index" integer NOT NULL,
	"position" integer NOT NULL,
	"category" integer NOT NULL,
	"brand" integer NOT NULL,
	"model" integer NOT NULL,
	"model_name" text NOT NULL,
	"colour" integer,
	"storage" integer,
	"material" integer,
	"size" integer,
	"connectivity" integer,
	"cpu" integer,
	"ram" integer,
	"has_provider" boolean NOT NULL,
	"provider" integer,
	"has_gpu" boolean NOT NULL,
	"gpu" integer,
	"answers" integer[] NOT NULL,
	"is_instant_sell" boolean NOT NULL,
	"voucher_code" text,
	"voucher_value" numeric NOT NULL,
	"offer_without_voucher" numeric NOT NULL,
	"offer_with_voucher" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sell_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"market" text NOT NULL,
	"status" text NOT NULL,
	"order_date" text NOT NULL,
	"total_estimated_offer" numeric NOT NULL,
	"evaluation_id" text,
	"service_db_user_id" text,
	"user_email" text NOT NULL,
	"pickup_details_courier" jsonb,
	"pickup_locker_id" text,
	"payment_details" jsonb,
	"lock_review_item_indexes" integer[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sell_orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sell_orders_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR')),
	CONSTRAINT "sell_orders_status_check" CHECK ("status" in ('submitted', 'received', 'evaluated', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "cart_limitations" (
	"market" text PRIMARY KEY NOT NULL,
	"is_active" boolean NOT NULL,
	"max_cart_items" integer NOT NULL,
	"max_cart_limited_items" integer NOT NULL,
	CONSTRAINT "cart_limitations_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR'))
);
--> statement-breakpoint
CREATE TABLE "cart_limited_items" (
	"market" text NOT NULL,
	"position" integer NOT NULL,
	"model_name" text NOT NULL,
	"storage" text,
	CONSTRAINT "cart_limited_items_market_position_pk" PRIMARY KEY("market","position"),
	CONSTRAINT "cart_limited_items_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR'))
);
--> statement-breakpoint
CREATE TABLE "seed_info" (
	"id" smallint PRIMARY KEY NOT NULL,
	"seed_number" integer NOT NULL,
	"seeded_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_costs" (
	"market" text PRIMARY KEY NOT NULL,
	"courier" numeric NOT NULL,
	"locker" numeric NOT NULL,
	"cash_on_delivery_fee" numeric NOT NULL,
	"free_shipping_from" numeric,
	CONSTRAINT "shipping_costs_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR'))
);
--> statement-breakpoint
CREATE TABLE "warranty_returns_settings" (
	"market" text PRIMARY KEY NOT NULL,
	"default_warranty_name" text NOT NULL,
	"default_warranty_period_years" integer NOT NULL,
	"default_return_name" text NOT NULL,
	"default_return_period_days" integer NOT NULL,
	"genius_return_name" text NOT NULL,
	"genius_return_period_days" integer NOT NULL,
	"genius_min_order_value" numeric NOT NULL,
	"return_details_name" text NOT NULL,
	"return_details_validity_in_days" integer NOT NULL,
	"warranty_details_measure" text NOT NULL,
	"warranty_details_name" text NOT NULL,
	"warranty_details_validity" integer NOT NULL,
	CONSTRAINT "warranty_returns_settings_market_check" CHECK ("market" in ('RO', 'BG', 'HU', 'GR')),
	CONSTRAINT "warranty_returns_settings_warranty_details_measure_check" CHECK ("warranty_details_measure" in ('years', 'months', 'days'))
);
--> statement-breakpoint
ALTER TABLE "product_accessories" ADD CONSTRAINT "product_accessories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_accessories" ADD CONSTRAINT "product_accessories_accessory_id_accessories_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_extra_services" ADD CONSTRAINT "product_extra_services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_extra_services" ADD CONSTRAINT "product_extra_services_service_id_extra_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."extra_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_legacy_model_id_models_id_fk" FOREIGN KEY ("legacy_model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_accessories" ADD CONSTRAINT "order_accessories_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_accessories" ADD CONSTRAINT "order_accessories_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_services" ADD CONSTRAINT "order_line_services_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_models" ADD CONSTRAINT "sell_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_options" ADD CONSTRAINT "sell_options_model_id_sell_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."sell_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_prices" ADD CONSTRAINT "sell_prices_model_id_sell_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."sell_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_order_products" ADD CONSTRAINT "sell_order_products_sell_order_id_sell_orders_id_fk" FOREIGN KEY ("sell_order_id") REFERENCES "public"."sell_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_limited_items" ADD CONSTRAINT "cart_limited_items_market_cart_limitations_market_fk" FOREIGN KEY ("market") REFERENCES "public"."cart_limitations"("market") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessories_market_idx" ON "accessories" USING btree ("market","position");--> statement-breakpoint
CREATE INDEX "extra_services_market_idx" ON "extra_services" USING btree ("market","position");--> statement-breakpoint
CREATE INDEX "product_accessories_accessory_idx" ON "product_accessories" USING btree ("accessory_id");--> statement-breakpoint
CREATE INDEX "product_extra_services_service_idx" ON "product_extra_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "models_brand_idx" ON "models" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE INDEX "models_slug_idx" ON "models" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_market_category_idx" ON "products" USING btree ("market","category","price");--> statement-breakpoint
CREATE INDEX "products_market_model_idx" ON "products" USING btree ("market","legacy_model_id");--> statement-breakpoint
CREATE INDEX "order_accessories_order_idx" ON "order_accessories" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_line_services_line_idx" ON "order_line_services" USING btree ("order_line_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_market_placed_idx" ON "orders" USING btree ("market","placed_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_placed_idx" ON "orders" USING btree ("placed_at") WHERE payment_state in ('created', 'processing', 'failed') and payment_method <> 'cash-on-delivery';--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "lockers_market_name_idx" ON "lockers" USING btree ("market","name");--> statement-breakpoint
CREATE INDEX "sell_models_brand_idx" ON "sell_models" USING btree ("brand_id","category");--> statement-breakpoint
CREATE INDEX "sell_options_model_idx" ON "sell_options" USING btree ("model_id","attribute");--> statement-breakpoint
CREATE INDEX "sell_order_products_order_idx" ON "sell_order_products" USING btree ("sell_order_id","position");--> statement-breakpoint
CREATE INDEX "sell_order_products_model_idx" ON "sell_order_products" USING btree ("model");--> statement-breakpoint
CREATE INDEX "sell_orders_user_idx" ON "sell_orders" USING btree ("service_db_user_id");--> statement-breakpoint
CREATE INDEX "sell_orders_email_idx" ON "sell_orders" USING btree ("user_email");