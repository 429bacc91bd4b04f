CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"row_count" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "employees_name_idx";--> statement-breakpoint
DROP INDEX "employees_join_date_idx";--> statement-breakpoint
DROP INDEX "employees_join_date_desc_idx";--> statement-breakpoint
CREATE INDEX "employees_name_id_idx" ON "employees" USING btree (lower("employee_name"),"id","employee_name");--> statement-breakpoint
CREATE INDEX "employees_join_date_id_idx" ON "employees" USING btree ("join_date","id");--> statement-breakpoint
CREATE INDEX "employees_join_date_desc_id_idx" ON "employees" USING btree ("join_date" DESC NULLS LAST,"id");