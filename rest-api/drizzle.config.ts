import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit settings: `npm run db:generate -w rest-api` writes SQL migrations for `src/db/schema.ts`
 * into `drizzle/`; the server applies them at start (src/db/migrate.ts).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
