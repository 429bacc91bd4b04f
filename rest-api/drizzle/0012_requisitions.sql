CREATE TABLE "workflow_counters" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "workflow_counters_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
CREATE TABLE "workflow_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"action" text,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_requisition_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"requisition_id" uuid NOT NULL,
	"equipment_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "equipment_requisition_items_equipment_unique" UNIQUE("requisition_id","equipment_id"),
	CONSTRAINT "equipment_requisition_items_quantity_check" CHECK ("equipment_requisition_items"."quantity" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "equipment_requisitions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"requester_id" uuid NOT NULL,
	"requester_name" text NOT NULL,
	"dates" daterange NOT NULL,
	"purpose" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_requisitions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"requester_id" uuid NOT NULL,
	"requester_name" text NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"event_name" text NOT NULL,
	"venue" text NOT NULL,
	"dates" daterange NOT NULL,
	"attendees" integer NOT NULL,
	"budget" numeric(12, 2) NOT NULL,
	CONSTRAINT "event_requisitions_budget_check" CHECK ("event_requisitions"."budget" >= 0),
	CONSTRAINT "event_requisitions_attendees_check" CHECK ("event_requisitions"."attendees" between 1 and 100000)
);
--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_actor_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_requisition_items" ADD CONSTRAINT "equipment_requisition_items_requisition_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."equipment_requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_requisition_items" ADD CONSTRAINT "equipment_requisition_items_equipment_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_requisitions" ADD CONSTRAINT "equipment_requisitions_requester_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_requisitions" ADD CONSTRAINT "event_requisitions_requester_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_requisitions" ADD CONSTRAINT "event_requisitions_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_history_record_idx" ON "workflow_history" USING btree ("kind","record_id","at");--> statement-breakpoint
CREATE INDEX "workflow_history_actor_idx" ON "workflow_history" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "equipment_requisition_items_equipment_idx" ON "equipment_requisition_items" USING btree ("equipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_requisitions_number_unique" ON "equipment_requisitions" USING btree ("number");--> statement-breakpoint
CREATE INDEX "equipment_requisitions_requester_created_idx" ON "equipment_requisitions" USING btree ("requester_id","created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "equipment_requisitions_status_created_idx" ON "equipment_requisitions" USING btree ("status","created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "equipment_requisitions_status_id_idx" ON "equipment_requisitions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "equipment_requisitions_number_trgm" ON "equipment_requisitions" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_requisitions_requester_name_trgm" ON "equipment_requisitions" USING gin ("requester_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_requisitions_first_day_idx" ON "equipment_requisitions" USING btree (lower("dates"),"id");--> statement-breakpoint
CREATE INDEX "equipment_requisitions_dates_idx" ON "equipment_requisitions" USING gist ("dates");--> statement-breakpoint
CREATE INDEX "equipment_requisitions_created_at_idx" ON "equipment_requisitions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "equipment_requisitions_updated_at_idx" ON "equipment_requisitions" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "equipment_requisitions_purpose_trgm" ON "equipment_requisitions" USING gin ("purpose" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "event_requisitions_number_unique" ON "event_requisitions" USING btree ("number");--> statement-breakpoint
CREATE INDEX "event_requisitions_requester_created_idx" ON "event_requisitions" USING btree ("requester_id","created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "event_requisitions_status_created_idx" ON "event_requisitions" USING btree ("status","created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "event_requisitions_status_id_idx" ON "event_requisitions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "event_requisitions_number_trgm" ON "event_requisitions" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_requisitions_requester_name_trgm" ON "event_requisitions" USING gin ("requester_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_requisitions_portfolio_idx" ON "event_requisitions" USING btree ("portfolio_id","created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "event_requisitions_first_day_idx" ON "event_requisitions" USING btree (lower("dates"),"id");--> statement-breakpoint
CREATE INDEX "event_requisitions_dates_idx" ON "event_requisitions" USING gist ("dates");--> statement-breakpoint
CREATE INDEX "event_requisitions_budget_idx" ON "event_requisitions" USING btree ("budget","id");--> statement-breakpoint
CREATE INDEX "event_requisitions_created_at_idx" ON "event_requisitions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_requisitions_updated_at_idx" ON "event_requisitions" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "event_requisitions_event_name_trgm" ON "event_requisitions" USING gin ("event_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_requisitions_venue_trgm" ON "event_requisitions" USING gin ("venue" gin_trgm_ops);--> statement-breakpoint
SELECT "track_row_count"('equipment_requisitions');--> statement-breakpoint
SELECT "track_row_count"('event_requisitions');
