import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { newId } from '../src/db/ids';

/*
 * TEMPORARY, until the visits resource (docs/visits.md "Visits", table `visits`) is merged: claims are
 * made on completed visits, so their tests need visit rows. This creates a stand-in `visits` table with
 * the columns claims read (src/resources/claims/visit-check.ts) when there is none, and inserts rows
 * into it. Once visits exist, tests create and complete visits through `/setup/visits` and this file goes.
 */

/** Creates the stand-in `visits` table unless the database has one. */
async function ensureVisitsTable(database: Database): Promise<void> {
  await database.db.execute(sql`create table if not exists visits (
    id uuid primary key, number text not null, status text not null, requester_id uuid not null, requester_name text not null default '',
    customer_id uuid, customer_name text not null, start_at timestamptz not null default now(), end_at timestamptz not null default now()
  )`);
}

let counter = 0;

/** Inserts a visit of `requesterId` (COMPLETED unless `status` says otherwise) and returns its id, number and customer name. */
export async function placeholderVisit(
  database: Database,
  requesterId: string,
  options: { status?: 'PLANNED' | 'COMPLETED' | 'CANCELLED'; customerName?: string } = {},
): Promise<{ id: string; number: string; customerName: string }> {
  await ensureVisitsTable(database);
  counter += 1;
  const visit = { id: newId(), number: `VS-2026-${String(counter).padStart(4, '0')}`, customerName: options.customerName ?? `Customer ${counter}` };
  await database.db.execute(
    sql`insert into visits (id, number, status, requester_id, customer_name) values (${visit.id}, ${visit.number}, ${options.status ?? 'COMPLETED'}, ${requesterId}, ${visit.customerName})`,
  );
  return visit;
}
