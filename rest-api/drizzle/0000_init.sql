CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"address" text,
	"phone" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"head_id" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_companies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"employee_id" uuid NOT NULL,
	"company_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"employee_no" text NOT NULL,
	"employee_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"gender" text,
	"join_date" date,
	"grade_id" uuid,
	"department_id" uuid,
	"position_id" uuid,
	"reports_to_id" uuid,
	"roles" text[] DEFAULT '{Employee}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"gvr" boolean DEFAULT false NOT NULL,
	"photo" text,
	"password_hash" text,
	CONSTRAINT "employees_gender_check" CHECK ("employees"."gender" in ('MALE', 'FEMALE')),
	CONSTRAINT "employees_roles_check" CHECK (cardinality("employees"."roles") > 0 and "employees"."roles" <@ array['Employee', 'Hod', 'Finance', 'Gvr', 'Admin', 'Product']::text[])
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"level" integer,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"department_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_head_fk" FOREIGN KEY ("head_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_companies" ADD CONSTRAINT "employee_companies_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_companies" ADD CONSTRAINT "employee_companies_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_grade_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_position_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_reports_to_fk" FOREIGN KEY ("reports_to_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_department_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_unique" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_code_unique" ON "companies" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_unique" ON "departments" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "employee_companies_unique" ON "employee_companies" USING btree ("employee_id","company_id");--> statement-breakpoint
CREATE INDEX "employee_companies_company_idx" ON "employee_companies" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_employee_no_unique" ON "employees" USING btree (lower("employee_no"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_unique" ON "employees" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grades_name_unique" ON "grades" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "positions_department_name_unique" ON "positions" USING btree ("department_id",lower("name"));