CREATE TABLE "iso_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"iso_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"description" text,
	"company_id" uuid
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"employee_id" uuid NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"icon" text,
	"color" text,
	"link" text,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"employee_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"company_id" uuid,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salesperson_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"company_id" uuid,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"failed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "salesperson_code_id" uuid;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "iso_documents" ADD CONSTRAINT "iso_documents_iso_fk" FOREIGN KEY ("iso_id") REFERENCES "public"."isos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isos" ADD CONSTRAINT "isos_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesperson_codes" ADD CONSTRAINT "salesperson_codes_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iso_documents_iso_idx" ON "iso_documents" USING btree ("iso_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "iso_documents_file_name_unique" ON "iso_documents" USING btree ("file_name");--> statement-breakpoint
CREATE UNIQUE INDEX "isos_name_unique" ON "isos" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "isos_code_idx" ON "isos" USING btree ("code");--> statement-breakpoint
CREATE INDEX "isos_code_desc_idx" ON "isos" USING btree ("code" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "isos_company_idx" ON "isos" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "isos_created_at_idx" ON "isos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "isos_updated_at_idx" ON "isos" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "isos_name_trgm" ON "isos" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "isos_code_trgm" ON "isos" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "isos_description_trgm" ON "isos" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_employee_latest_idx" ON "notifications" USING btree ("employee_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_employee_idx" ON "password_reset_tokens" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_name_unique" ON "portfolios" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "portfolios_company_idx" ON "portfolios" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "portfolios_active_idx" ON "portfolios" USING btree ("active");--> statement-breakpoint
CREATE INDEX "portfolios_created_at_idx" ON "portfolios" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "portfolios_updated_at_idx" ON "portfolios" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "portfolios_name_trgm" ON "portfolios" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "portfolios_description_trgm" ON "portfolios" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "salesperson_codes_code_unique" ON "salesperson_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "salesperson_codes_company_idx" ON "salesperson_codes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "salesperson_codes_active_idx" ON "salesperson_codes" USING btree ("active");--> statement-breakpoint
CREATE INDEX "salesperson_codes_created_at_idx" ON "salesperson_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "salesperson_codes_updated_at_idx" ON "salesperson_codes" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "salesperson_codes_code_trgm" ON "salesperson_codes" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "salesperson_codes_description_trgm" ON "salesperson_codes" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sign_in_attempts_address_idx" ON "sign_in_attempts" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_email_idx" ON "sign_in_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_created_at_idx" ON "sign_in_attempts" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_salesperson_code_fk" FOREIGN KEY ("salesperson_code_id") REFERENCES "public"."salesperson_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "companies_updated_at_idx" ON "companies" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "companies_name_trgm" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_code_trgm" ON "companies" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_email_trgm" ON "companies" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "departments_code_idx" ON "departments" USING btree ("code");--> statement-breakpoint
CREATE INDEX "departments_code_desc_idx" ON "departments" USING btree ("code" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "departments_head_idx" ON "departments" USING btree ("head_id");--> statement-breakpoint
CREATE INDEX "departments_created_at_idx" ON "departments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "departments_updated_at_idx" ON "departments" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "departments_name_trgm" ON "departments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "departments_code_trgm" ON "departments" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_grade_idx" ON "employees" USING btree ("grade_id");--> statement-breakpoint
CREATE INDEX "employees_position_idx" ON "employees" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "employees_salesperson_code_idx" ON "employees" USING btree ("salesperson_code_id");--> statement-breakpoint
CREATE INDEX "employees_reports_to_idx" ON "employees" USING btree ("reports_to_id");--> statement-breakpoint
CREATE INDEX "employees_name_idx" ON "employees" USING btree (lower("employee_name"));--> statement-breakpoint
CREATE INDEX "employees_join_date_idx" ON "employees" USING btree ("join_date");--> statement-breakpoint
CREATE INDEX "employees_join_date_desc_idx" ON "employees" USING btree ("join_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "employees_active_gvr_idx" ON "employees" USING btree ("active","gvr");--> statement-breakpoint
CREATE INDEX "employees_created_at_idx" ON "employees" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "employees_updated_at_idx" ON "employees" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "employees_employee_no_trgm" ON "employees" USING gin ("employee_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_employee_name_trgm" ON "employees" USING gin ("employee_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_email_trgm" ON "employees" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "grades_level_idx" ON "grades" USING btree ("level");--> statement-breakpoint
CREATE INDEX "grades_level_desc_idx" ON "grades" USING btree ("level" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "grades_created_at_idx" ON "grades" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "grades_updated_at_idx" ON "grades" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "grades_name_trgm" ON "grades" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "grades_description_trgm" ON "grades" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "positions_name_idx" ON "positions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "positions_created_at_idx" ON "positions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "positions_updated_at_idx" ON "positions" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "positions_name_trgm" ON "positions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "positions_description_trgm" ON "positions" USING gin ("description" gin_trgm_ops);