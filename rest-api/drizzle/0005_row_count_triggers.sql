-- Exact row counts of the CRUD resource tables in "row_counts" (src/db/row-counts.ts), so that an unfiltered
-- paged list answers totalDocs (DESIGN §2) without counting the table (issue 7: count(*) took 60-160 ms at
-- 1M employees). Statement-level triggers: one per INSERT or DELETE statement, which adds or subtracts the
-- rows of the statement's transition table, and one per TRUNCATE. The counter update is part of the writing
-- transaction (a rollback undoes it; concurrent writers of a table take turns on its counter row).
CREATE FUNCTION "row_count_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('UPDATE %I.row_counts SET row_count = 0 WHERE table_name = $1', TG_TABLE_SCHEMA) USING TG_TABLE_NAME;
    RETURN NULL;
  END IF;
  SELECT count(*) INTO delta FROM changed_rows;
  IF delta > 0 THEN
    EXECUTE format('UPDATE %I.row_counts SET row_count = row_count + $1 WHERE table_name = $2', TG_TABLE_SCHEMA)
      USING CASE WHEN TG_OP = 'INSERT' THEN delta ELSE -delta END, TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Starts counting the rows of table "tbl" (of the current schema): its triggers, then its current count.
-- CREATE TRIGGER locks the table against writes until the migration commits, so no write falls between the
-- count and the triggers. Call it in the migration that creates a new resource's table.
CREATE FUNCTION "track_row_count"(tbl text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I.%I REFERENCING NEW TABLE AS changed_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION %I.row_count_changed()', tbl || '_count_insert', current_schema(), tbl, current_schema());
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I.%I REFERENCING OLD TABLE AS changed_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION %I.row_count_changed()', tbl || '_count_delete', current_schema(), tbl, current_schema());
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I.%I '
    'FOR EACH STATEMENT EXECUTE FUNCTION %I.row_count_changed()', tbl || '_count_truncate', current_schema(), tbl, current_schema());
  EXECUTE format('INSERT INTO %I.row_counts (table_name, row_count) SELECT %L, count(*) FROM %I.%I',
    current_schema(), tbl, current_schema(), tbl);
END
$$;
--> statement-breakpoint
SELECT "track_row_count"('grades');--> statement-breakpoint
SELECT "track_row_count"('companies');--> statement-breakpoint
SELECT "track_row_count"('departments');--> statement-breakpoint
SELECT "track_row_count"('positions');--> statement-breakpoint
SELECT "track_row_count"('salesperson_codes');--> statement-breakpoint
SELECT "track_row_count"('isos');--> statement-breakpoint
SELECT "track_row_count"('portfolios');--> statement-breakpoint
SELECT "track_row_count"('employees');
