/**
 * The most PostgreSQL connections one rest-api process opens (its node-postgres pool, src/db/database.ts):
 * node-postgres's own default, named so that what must stay below it (EXPORT_MAX_READING,
 * src/config/config.ts) can say so. PGlite has one connection.
 */
export const POOL_SIZE = 10;
