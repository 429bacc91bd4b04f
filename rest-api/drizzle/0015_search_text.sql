DROP INDEX "employees_employee_no_trgm";--> statement-breakpoint
DROP INDEX "employees_employee_name_trgm";--> statement-breakpoint
DROP INDEX "employees_email_trgm";--> statement-breakpoint
DROP INDEX "equipment_requisitions_purpose_trgm";--> statement-breakpoint
DROP INDEX "employees_name_id_idx";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("employees"."employee_no", '') || chr(31) || coalesce("employees"."employee_name", '') || chr(31) || coalesce("employees"."email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "equipment_requisitions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("equipment_requisitions"."number", '') || chr(31) || coalesce("equipment_requisitions"."requester_name", '') || chr(31) || coalesce("equipment_requisitions"."purpose", ''))) STORED;--> statement-breakpoint
CREATE INDEX "employees_search_text_trgm" ON "employees" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_requisitions_search_text_trgm" ON "equipment_requisitions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_name_id_idx" ON "employees" USING btree (lower("employee_name"),"id","employee_name","search_text");