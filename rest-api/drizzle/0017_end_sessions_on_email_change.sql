-- A change of e-mail address ends every sign-in session of the employee too (DESIGN §6; docs/security.md
-- "Sessions"), in the same transaction as the change: the address is where reset links go, so whoever
-- changed it must not keep sessions that outlive the change. A change of case only is the same mailbox
-- (the unique index ignores case) and ends nothing. Otherwise as migration 0007. Unused reset links,
-- mailed to the old address, are revoked too.
DROP TRIGGER "employees_end_sessions" ON "employees";
--> statement-breakpoint
CREATE TRIGGER "employees_end_sessions" AFTER UPDATE OF "active", "roles", "password_hash", "email" ON "employees"
  FOR EACH ROW
  WHEN ((OLD.active AND NOT NEW.active) OR OLD.roles IS DISTINCT FROM NEW.roles OR OLD.password_hash IS DISTINCT FROM NEW.password_hash
    OR lower(OLD.email) IS DISTINCT FROM lower(NEW.email))
  EXECUTE FUNCTION "end_employee_sessions"();
--> statement-breakpoint
-- The same change revokes every unused reset link of the employee: those links went to the old address.
CREATE FUNCTION "revoke_employee_reset_tokens"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I.password_reset_tokens SET used_at = now(), updated_at = now(), version = version + 1 WHERE employee_id = $1 AND used_at IS NULL', TG_TABLE_SCHEMA)
    USING NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "employees_revoke_reset_tokens" AFTER UPDATE OF "email" ON "employees"
  FOR EACH ROW
  WHEN (lower(OLD.email) IS DISTINCT FROM lower(NEW.email))
  EXECUTE FUNCTION "revoke_employee_reset_tokens"();
