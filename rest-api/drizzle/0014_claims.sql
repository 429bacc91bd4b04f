CREATE TABLE "claim_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"km" numeric(6, 1),
	"amount" numeric(12, 2) NOT NULL,
	"receipt_file_name" text,
	"receipt_original_name" text,
	"receipt_mime_type" text,
	"receipt_size" bigint,
	"receipt_uploaded_at" timestamp with time zone,
	CONSTRAINT "claim_lines_type_check" CHECK ("claim_lines"."type" in ('MILEAGE', 'MEALS', 'PARKING', 'OTHER')),
	CONSTRAINT "claim_lines_amount_check" CHECK ("claim_lines"."amount" >= 0),
	CONSTRAINT "claim_lines_km_check" CHECK (("claim_lines"."type" = 'MILEAGE') = ("claim_lines"."km" is not null))
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"requester_id" uuid NOT NULL,
	"requester_name" text NOT NULL,
	"visit_id" uuid NOT NULL,
	"visit_number" text NOT NULL,
	"customer_name" text NOT NULL,
	"currency" text NOT NULL,
	"total" numeric(12, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "claims_total_check" CHECK ("claims"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_claim_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_requester_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_visit_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_lines_claim_idx" ON "claim_lines" USING btree ("claim_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_number_unique" ON "claims" USING btree ("number");--> statement-breakpoint
CREATE INDEX "claims_requester_created_idx" ON "claims" USING btree ("requester_id","created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "claims_status_created_idx" ON "claims" USING btree ("status","created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "claims_status_id_idx" ON "claims" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "claims_number_trgm" ON "claims" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "claims_requester_name_trgm" ON "claims" USING gin ("requester_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "claims_visit_idx" ON "claims" USING btree ("visit_id","created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "claims_total_idx" ON "claims" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "claims_created_at_idx" ON "claims" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "claims_updated_at_idx" ON "claims" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "claims_visit_number_trgm" ON "claims" USING gin ("visit_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "claims_customer_name_trgm" ON "claims" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
SELECT "track_row_count"('claims');
