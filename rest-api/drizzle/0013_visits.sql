CREATE TABLE "logged_activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"employee_name" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"contact_name" text,
	"date" date NOT NULL,
	"note" text,
	CONSTRAINT "logged_activities_kind_check" CHECK ("logged_activities"."kind" in ('CALL', 'MEETING'))
);
--> statement-breakpoint
CREATE TABLE "visit_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"visit_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "visit_notes_section_unique" UNIQUE("visit_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "visit_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"visit_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "visit_products_product_unique" UNIQUE("visit_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"requester_id" uuid NOT NULL,
	"requester_name" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"contact_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"category_id" uuid NOT NULL,
	"outcome" text,
	"next_action" text,
	"completed_at" timestamp with time zone,
	"late_report" boolean DEFAULT false NOT NULL,
	CONSTRAINT "visits_span_check" CHECK ("visits"."end_at" > "visits"."start_at" and "visits"."end_at" <= "visits"."start_at" + interval '24 hours')
);
--> statement-breakpoint
ALTER TABLE "logged_activities" ADD CONSTRAINT "logged_activities_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logged_activities" ADD CONSTRAINT "logged_activities_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_notes" ADD CONSTRAINT "visit_notes_visit_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_notes" ADD CONSTRAINT "visit_notes_section_fk" FOREIGN KEY ("section_id") REFERENCES "public"."gvr_sections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_products" ADD CONSTRAINT "visit_products_visit_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_products" ADD CONSTRAINT "visit_products_product_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_requester_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_category_fk" FOREIGN KEY ("category_id") REFERENCES "public"."gvr_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logged_activities_date_idx" ON "logged_activities" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "logged_activities_employee_date_idx" ON "logged_activities" USING btree ("employee_id","date","id");--> statement-breakpoint
CREATE INDEX "logged_activities_customer_idx" ON "logged_activities" USING btree ("customer_id","date");--> statement-breakpoint
CREATE INDEX "logged_activities_customer_name_idx" ON "logged_activities" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "logged_activities_kind_idx" ON "logged_activities" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "logged_activities_created_at_idx" ON "logged_activities" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "logged_activities_updated_at_idx" ON "logged_activities" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "logged_activities_customer_name_trgm" ON "logged_activities" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "logged_activities_contact_name_trgm" ON "logged_activities" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "logged_activities_note_trgm" ON "logged_activities" USING gin ("note" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "logged_activities_employee_name_trgm" ON "logged_activities" USING gin ("employee_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visit_notes_section_idx" ON "visit_notes" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "visit_products_product_idx" ON "visit_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_number_unique" ON "visits" USING btree ("number");--> statement-breakpoint
CREATE INDEX "visits_requester_created_idx" ON "visits" USING btree ("requester_id","created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "visits_status_created_idx" ON "visits" USING btree ("status","created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "visits_status_id_idx" ON "visits" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "visits_number_trgm" ON "visits" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visits_requester_name_trgm" ON "visits" USING gin ("requester_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visits_requester_start_idx" ON "visits" USING btree ("requester_id","start_at","id");--> statement-breakpoint
CREATE INDEX "visits_start_idx" ON "visits" USING btree ("start_at","id");--> statement-breakpoint
CREATE INDEX "visits_customer_status_start_idx" ON "visits" USING btree ("customer_id","status","start_at");--> statement-breakpoint
CREATE INDEX "visits_category_idx" ON "visits" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "visits_customer_name_idx" ON "visits" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "visits_day_idx" ON "visits" USING btree ((("start_at" at time zone 'UTC')::date),"id");--> statement-breakpoint
CREATE INDEX "visits_requester_day_idx" ON "visits" USING btree ("requester_id",(("start_at" at time zone 'UTC')::date),"id");--> statement-breakpoint
CREATE INDEX "visits_created_at_idx" ON "visits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visits_updated_at_idx" ON "visits" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "visits_customer_name_trgm" ON "visits" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visits_outcome_trgm" ON "visits" USING gin ("outcome" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visits_first_contact_trgm" ON "visits" USING gin (("contact_names" ->> 0) gin_trgm_ops);--> statement-breakpoint
CREATE VIEW "public"."activities" AS (select "visits"."id", "visits"."created_at", "visits"."updated_at", "visits"."version", 'VISIT'::text as kind, "visits"."requester_id" as employee_id,
      "visits"."requester_name" as employee_name, "visits"."customer_id", "visits"."customer_name", ("visits"."contact_names" ->> 0) as contact_name,
      (("visits"."start_at" at time zone 'UTC')::date) as date, "visits"."outcome" as note, "visits"."status", "visits"."number" as visit_number
    from "visits"
    union all
    select "logged_activities"."id", "logged_activities"."created_at", "logged_activities"."updated_at", "logged_activities"."version", "logged_activities"."kind",
      "logged_activities"."employee_id", "logged_activities"."employee_name", "logged_activities"."customer_id", "logged_activities"."customer_name",
      "logged_activities"."contact_name", "logged_activities"."date", "logged_activities"."note", null::text as status, null::text as visit_number
    from "logged_activities");--> statement-breakpoint
SELECT "track_row_count"('visits');--> statement-breakpoint
SELECT "track_row_count"('logged_activities');
