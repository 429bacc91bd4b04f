CREATE TABLE "equipment_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"location" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "equipments_quantity_check" CHECK ("equipments"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "equipments" ADD CONSTRAINT "equipments_category_fk" FOREIGN KEY ("category_id") REFERENCES "public"."equipment_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_categories_name_unique" ON "equipment_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "equipment_categories_active_idx" ON "equipment_categories" USING btree ("active");--> statement-breakpoint
CREATE INDEX "equipment_categories_created_at_idx" ON "equipment_categories" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "equipment_categories_updated_at_idx" ON "equipment_categories" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "equipment_categories_name_trgm" ON "equipment_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_categories_description_trgm" ON "equipment_categories" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "equipments_code_unique" ON "equipments" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "equipments_name_idx" ON "equipments" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "equipments_quantity_idx" ON "equipments" USING btree ("quantity");--> statement-breakpoint
CREATE INDEX "equipments_category_idx" ON "equipments" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "equipments_active_idx" ON "equipments" USING btree ("active");--> statement-breakpoint
CREATE INDEX "equipments_created_at_idx" ON "equipments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "equipments_updated_at_idx" ON "equipments" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "equipments_code_trgm" ON "equipments" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipments_name_trgm" ON "equipments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipments_location_trgm" ON "equipments" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
SELECT "track_row_count"('equipment_categories');--> statement-breakpoint
SELECT "track_row_count"('equipments');
