CREATE INDEX "claims_requester_status_idx" ON "claims" USING btree ("requester_id","status");--> statement-breakpoint
CREATE INDEX "claims_status_updated_idx" ON "claims" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "equipment_requisitions_requester_status_idx" ON "equipment_requisitions" USING btree ("requester_id","status");--> statement-breakpoint
CREATE INDEX "event_requisitions_requester_status_idx" ON "event_requisitions" USING btree ("requester_id","status");--> statement-breakpoint
CREATE INDEX "visits_requester_status_idx" ON "visits" USING btree ("requester_id","status");