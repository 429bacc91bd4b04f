import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { DEMO_PASSWORD } from './accounts';
import { type TestDatabaseKind, startRestApi } from './rest-api-process';
import { type TestStack, startStack } from './stack';

/*
 * TEMPORARY, until the visits resource (docs/visits.md "Visits") is merged: claims are made on completed
 * visits, which nothing can create through the API yet. This starts a stack whose rest-api database
 * holds a stand-in `visits` table (the columns claims read: rest-api/src/resources/claims/visit-check.ts)
 * with completed visits of the demo users asked for. Once visits exist, tests plan and complete visits
 * through `createVisit` / `completeVisit` and this file goes.
 */

const TABLE = `create table if not exists visits (
  id uuid primary key, number text not null, status text not null, requester_id uuid not null, requester_name text not null default '',
  customer_id uuid, customer_name text not null, start_at timestamptz not null default now(), end_at timestamptz not null default now())`;

/** A stand-in completed visit: its id, number and customer's name. */
export interface PlaceholderVisit {
  id: string;
  number: string;
  customerName: string;
}

/** The demo user `email`'s id, from the rest-api's own sign-in. */
async function idOf(restApiUrl: string, email: string): Promise<string> {
  const answer = await fetch(`${restApiUrl}/setup/employees/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`sign-in of ${email} failed: ${answer.status}`);
  return ((await answer.json()) as { _id: string })._id;
}

/** The statements that make `count` completed visits of each of `owners` (email → id); the visits made, by email. */
function visitRows(owners: Record<string, string>, count: number) {
  const made: Record<string, PlaceholderVisit[]> = {};
  const statements: Array<{ text: string; values: unknown[] }> = [{ text: TABLE, values: [] }];
  let n = 0;
  for (const [email, id] of Object.entries(owners)) {
    made[email] = [];
    for (let i = 0; i < count; i += 1) {
      n += 1;
      const visit = { id: crypto.randomUUID(), number: `VS-2026-${String(n).padStart(4, '0')}`, customerName: `Placeholder Clinic ${n}` };
      made[email].push(visit);
      statements.push({
        text: `insert into visits (id, number, status, requester_id, customer_name) values ($1, $2, 'COMPLETED', $3, $4)`,
        values: [visit.id, visit.number, id, visit.customerName],
      });
    }
  }
  return { made, statements };
}

/**
 * A real rest-api on `database` and a real gateway in front of it (testing/stack.ts), the database
 * holding `count` completed stand-in visits of each demo user of `emails`. On PGlite the rest-api is
 * started once to seed its folder, stopped, given the visits and started again.
 */
export async function startStackWithVisits(
  database: TestDatabaseKind,
  emails: readonly string[],
  count = 3,
): Promise<{ stack: TestStack; visits: Record<string, PlaceholderVisit[]> }> {
  if (database === 'PostgreSQL') {
    const stack = await startStack({ restApi: { database } });
    const owners = Object.fromEntries(await Promise.all(emails.map(async (email) => [email, await idOf(stack.restApi.url, email)] as const)));
    const { made, statements } = visitRows(owners, count);
    const pool = new Pool({ connectionString: stack.restApi.postgres!.url, max: 1, options: `-c search_path=${stack.restApi.postgres!.schema}` });
    try {
      for (const statement of statements) await pool.query(statement.text, statement.values);
    } finally {
      await pool.end();
    }
    return { stack, visits: made };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'claims-pglite-'));
  const first = await startRestApi({ env: { PGLITE_DIR: folder } });
  let owners: Record<string, string>;
  try {
    owners = Object.fromEntries(await Promise.all(emails.map(async (email) => [email, await idOf(first.url, email)] as const)));
  } finally {
    await first.stop();
  }
  const { made, statements } = visitRows(owners, count);
  const db = new PGlite(folder);
  try {
    for (const statement of statements) await db.query(statement.text, statement.values);
  } finally {
    await db.close();
  }
  const stack = await startStack({ restApi: { env: { PGLITE_DIR: folder } } });
  return {
    stack: {
      ...stack,
      stop: async () => {
        await stack.stop();
        await rm(folder, { recursive: true, force: true });
      },
    },
    visits: made,
  };
}
