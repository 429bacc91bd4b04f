-- Ends every sign-in session of an employee (src/auth/sessions-table.ts) when they are deactivated, their
-- roles change in any way, or their password changes (a change or a reset), in the same transaction as
-- the change, whatever code or statement makes it: re-activating someone never revives an old token
-- (contract "Auth"). Deleting an employee deletes their sessions (ON DELETE CASCADE).
CREATE FUNCTION "end_employee_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I.sessions SET revoked_at = now() WHERE employee_id = $1 AND revoked_at IS NULL', TG_TABLE_SCHEMA)
    USING NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "employees_end_sessions" AFTER UPDATE OF "active", "roles", "password_hash" ON "employees"
  FOR EACH ROW
  WHEN ((OLD.active AND NOT NEW.active) OR OLD.roles IS DISTINCT FROM NEW.roles OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION "end_employee_sessions"();
