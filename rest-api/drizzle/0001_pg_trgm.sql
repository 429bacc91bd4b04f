-- Trigram indexes serve the case-insensitive substring search of every list (column ILIKE '%text%').
-- The extension lives in schema public, which every connection has on its search_path (src/db/database.ts),
-- so that each DATABASE_SCHEMA finds its operator classes.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
