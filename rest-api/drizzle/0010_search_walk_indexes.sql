DROP INDEX "customers_name_id_idx";--> statement-breakpoint
DROP INDEX "employees_name_id_idx";--> statement-breakpoint
CREATE INDEX "customers_name_id_idx" ON "customers" USING btree (lower("name"),"id","name","city","email","phone");--> statement-breakpoint
CREATE INDEX "employees_name_id_idx" ON "employees" USING btree (lower("employee_name"),"id","employee_name","employee_no","email");