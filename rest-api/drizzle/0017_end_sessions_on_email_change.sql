-- A change of e-mail address ends every sign-in session of the employee too (DESIGN §6; docs/security.md
-- "Sessions"), in the same transaction as the change: the address is where reset links go, so whoever
-- changed it must not keep sessions that outlive the change. A change of case only is the same mailbox
-- (the unique index ignores case) and ends nothing. Otherwise as migration 0007.
DROP TRIGGER "employees_end_sessions" ON "employees";
--> statement-breakpoint
CREATE TRIGGER "employees_end_sessions" AFTER UPDATE OF "active", "roles", "password_hash", "email" ON "employees"
  FOR EACH ROW
  WHEN ((OLD.active AND NOT NEW.active) OR OLD.roles IS DISTINCT FROM NEW.roles OR OLD.password_hash IS DISTINCT FROM NEW.password_hash
    OR lower(OLD.email) IS DISTINCT FROM lower(NEW.email))
  EXECUTE FUNCTION "end_employee_sessions"();
