import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Runs a raw SQL query and returns its rows typed as `T`. For the rare query Drizzle's builders do not
 * express (catalog queries, locks); both drivers answer `{ rows }`, which the shared Db type leaves untyped.
 */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the two drivers' results differ; both have `rows`
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
