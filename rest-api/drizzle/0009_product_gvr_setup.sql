CREATE TABLE "customer_positions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"phone" text,
	"email" text,
	"company_id" uuid NOT NULL,
	"salesperson_id" uuid,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gvr_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"section_id" uuid NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gvr_sections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "gvr_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"report_deadline_days" integer NOT NULL,
	"mileage_rate" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"working_hours" jsonb NOT NULL,
	"working_days" text[] NOT NULL,
	CONSTRAINT "gvr_settings_deadline_check" CHECK ("gvr_settings"."report_deadline_days" between 1 and 365),
	CONSTRAINT "gvr_settings_currency_check" CHECK ("gvr_settings"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "gvr_settings_mileage_rate_check" CHECK ("gvr_settings"."mileage_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_subcategories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"category_id" uuid NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"subcategory_id" uuid NOT NULL,
	"portfolio_id" uuid,
	"unit" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_salesperson_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gvr_categories" ADD CONSTRAINT "gvr_categories_section_fk" FOREIGN KEY ("section_id") REFERENCES "public"."gvr_sections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_subcategories" ADD CONSTRAINT "product_subcategories_category_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."product_subcategories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_positions_name_unique" ON "customer_positions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "customer_positions_active_idx" ON "customer_positions" USING btree ("active");--> statement-breakpoint
CREATE INDEX "customer_positions_created_at_idx" ON "customer_positions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customer_positions_updated_at_idx" ON "customer_positions" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "customer_positions_name_trgm" ON "customer_positions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_positions_description_trgm" ON "customer_positions" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_name_unique" ON "customers" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "customers_name_id_idx" ON "customers" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "customers_city_id_idx" ON "customers" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "customers_city_desc_id_idx" ON "customers" USING btree ("city" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "customers_salesperson_idx" ON "customers" USING btree ("salesperson_id");--> statement-breakpoint
CREATE INDEX "customers_active_idx" ON "customers" USING btree ("active");--> statement-breakpoint
CREATE INDEX "customers_contacts_idx" ON "customers" USING gin ("contacts" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_city_trgm" ON "customers" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm" ON "customers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "gvr_categories_section_name_unique" ON "gvr_categories" USING btree ("section_id",lower("name"));--> statement-breakpoint
CREATE INDEX "gvr_categories_name_idx" ON "gvr_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "gvr_categories_active_idx" ON "gvr_categories" USING btree ("active");--> statement-breakpoint
CREATE INDEX "gvr_categories_created_at_idx" ON "gvr_categories" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gvr_categories_updated_at_idx" ON "gvr_categories" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "gvr_categories_name_trgm" ON "gvr_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gvr_categories_description_trgm" ON "gvr_categories" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "gvr_sections_name_unique" ON "gvr_sections" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "gvr_sections_position_idx" ON "gvr_sections" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "gvr_sections_created_at_idx" ON "gvr_sections" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gvr_sections_updated_at_idx" ON "gvr_sections" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "gvr_sections_name_trgm" ON "gvr_sections" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gvr_sections_description_trgm" ON "gvr_sections" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_unique" ON "product_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_categories_active_idx" ON "product_categories" USING btree ("active");--> statement-breakpoint
CREATE INDEX "product_categories_created_at_idx" ON "product_categories" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_categories_updated_at_idx" ON "product_categories" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "product_categories_name_trgm" ON "product_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_categories_description_trgm" ON "product_categories" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "product_subcategories_category_name_unique" ON "product_subcategories" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_subcategories_name_idx" ON "product_subcategories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_subcategories_active_idx" ON "product_subcategories" USING btree ("active");--> statement-breakpoint
CREATE INDEX "product_subcategories_created_at_idx" ON "product_subcategories" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_subcategories_updated_at_idx" ON "product_subcategories" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "product_subcategories_name_trgm" ON "product_subcategories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_subcategories_description_trgm" ON "product_subcategories" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_unique" ON "products" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_subcategory_idx" ON "products" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "products_portfolio_idx" ON "products" USING btree ("portfolio_id");--> statement-breakpoint
CREATE INDEX "products_active_idx" ON "products" USING btree ("active");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "products_code_trgm" ON "products" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
SELECT "track_row_count"('product_categories');--> statement-breakpoint
SELECT "track_row_count"('product_subcategories');--> statement-breakpoint
SELECT "track_row_count"('products');--> statement-breakpoint
SELECT "track_row_count"('customer_positions');--> statement-breakpoint
SELECT "track_row_count"('customers');--> statement-breakpoint
SELECT "track_row_count"('gvr_sections');--> statement-breakpoint
SELECT "track_row_count"('gvr_categories');--> statement-breakpoint
SELECT "track_row_count"('gvr_settings');
