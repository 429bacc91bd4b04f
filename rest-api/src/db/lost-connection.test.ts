import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { dropSchema } from '../../testing/test-database';
import { isConnectionError } from './connection-errors';
import { openDatabase, type Database } from './database';

/*
 * A PostgreSQL restart (`pg_ctl stop -m fast`) terminates every backend, including one that a
 * transaction holds between two queries. node-postgres reports that as an 'error' event on the checked
 * -out client, where the pool does not listen; unheard, the event crashed rest-api (found by the
 * reliability suite). Now it is passed to `onPoolError`, the transaction fails as a connection
 * error (→ 503), and the pool goes on with new connections. Needs a real server: DATABASE_URL only.
 */

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres('a connection lost while a transaction holds it', () => {
  const schema = `test_lost_${randomBytes(4).toString('hex')}`;
  const errors: Error[] = [];
  let database: Database;
  let admin: Pool;

  beforeAll(async () => {
    database = await openDatabase({ url, schema, onPoolError: (error) => errors.push(error) });
    admin = new Pool({ connectionString: url, max: 1 });
  });

  afterAll(async () => {
    await database?.close();
    await admin?.end();
    await dropSchema(url!, schema);
  });

  it('is reported to onPoolError, fails the transaction as a connection error, and the pool goes on', async () => {
    const transaction = database.db.transaction(async (tx) => {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the two drivers' results differ; both have `rows`
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      // The termination arrives while no query runs on the client: as an 'error' event.
      for (let waited = 0; errors.length === 0 && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.execute(sql`select 1`);
    });

    const failure = await transaction.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isConnectionError(failure)).toBe(true);
    expect(errors.map((error) => (error as { code?: string }).code)).toContain('57P01');
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
