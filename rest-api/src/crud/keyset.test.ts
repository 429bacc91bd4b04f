import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { recordColumns } from '../db/columns';
import { rawRows } from '../db/raw-rows';
import { createRepository, type Repository } from './repository';
import { defineResource } from './resource';
import { orderBy } from './sorting';

/*
 * Repository.eachBatch (docs/exports.md "Streaming"): batches read as separate short statements by
 * keyset (src/crud/keyset.ts) give the list's order for every sort (ties, nulls first or last, text
 * expressions, timestamps with microseconds), read an unchanged row exactly once while other rows are
 * written between batches, and hold no connection while a batch is handed on (DESIGN §1).
 */

const items = pgTable('test_keyset_items', {
  ...recordColumns(),
  name: text('name'),
  score: integer('score'),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

const resource = defineResource({
  name: 'test-keyset-items',
  label: 'item',
  table: items,
  fields: z.object({ name: z.string().nullable(), score: z.number().int().nullable() }),
  searchable: [items.name],
  // `name` is an expression (desc puts its nulls first), `score` a nullable column (desc nulls last).
  sortable: { name: sql`lower(${items.name})`, score: items.score, at: items.at },
  defaultSort: 'name',
  permissions: { read: 'readSetup', write: 'writeSetup' },
  unique: {},
});

let t: TestDatabase;
let repository: Repository;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.database.db.execute(sql`create table test_keyset_items (
    id uuid primary key, created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    version integer not null default 0, name text, score integer, at timestamptz not null)`);
  // 40 rows: names repeat in other cases and 1 in 7 is null, scores tie and 1 in 5 is null, times a microsecond apart.
  await t.database.db.execute(sql`insert into test_keyset_items (id, name, score, at)
    select gen_random_uuid(), case when i % 7 = 0 then null when i % 2 = 0 then 'Name ' || (i % 6) else 'name ' || (i % 6) end,
      case when i % 5 = 0 then null else i % 4 end, timestamptz '2026-01-01 00:00:00.123456+00' + (i % 9) * interval '1 microsecond'
    from generate_series(1, 40) as i`);
  repository = createRepository(t.database.db, resource);
}, 60_000);

afterAll(async () => {
  await t?.drop();
});

/** The ids of every row in `sort` order, read by one statement. */
async function oneStatement(sort: string): Promise<string[]> {
  const rows = await rawRows<{ id: string }>(t.database.db, sql`select id from test_keyset_items order by ${sql.join(orderBy(resource, sort), sql`, `)}`);
  return rows.map((row) => row.id);
}

/** The ids `eachBatch` gives in batches of `size`, `between` run after each batch. */
async function batched(sort: string, size: number, between: (batch: number) => Promise<void> = async () => {}): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let total = -1;
  let batch = 0;
  await repository.eachBatch({ sort }, undefined, size, {
    total: (count) => void (total = count),
    batch: async (rows) => {
      ids.push(...rows.map((row) => row.id));
      await between(++batch);
    },
  });
  return { ids, total };
}

it.each(['name', '-name', 'score', '-score', 'at', '-at', 'createdAt', '-createdAt'])('reads every row once in the order of sort=%s', async (sort) => {
  const { ids, total } = await batched(sort, 3);
  expect(total).toBe(40);
  expect(ids).toEqual(await oneStatement(sort));
});

it('reads each unchanged row exactly once while rows are added, deleted and changed between batches', async () => {
  const before = await oneStatement('-score');
  const touched = new Set<string>();
  const { ids } = await batched('-score', 4, async (batch) => {
    if (batch > 3) return;
    const [removed, moved] = before.slice(-batch * 2, -batch * 2 + 2 || undefined);
    await t.database.db.execute(sql`delete from test_keyset_items where id = ${removed!}::uuid`);
    await t.database.db.execute(sql`update test_keyset_items set score = 99 - score where id = ${moved!}::uuid`);
    const [added] = await rawRows<{ id: string }>(t.database.db, sql`insert into test_keyset_items (id, name, score, at) values (gen_random_uuid(), 'new', 2, now()) returning id`);
    touched.add(removed!).add(moved!).add(added!.id);
  });
  const unchanged = before.filter((id) => !touched.has(id));
  expect(ids.filter((id) => !touched.has(id))).toEqual(unchanged);
});

it('holds no connection or transaction while a batch is handed on', async () => {
  await batched('name', 10, async () => {
    // On PGlite's one connection an open transaction would keep this waiting for ever.
    const [answer] = await rawRows<{ one: number }>(t.database.db, sql`select 1 as one`);
    expect(answer?.one).toBe(1);
    const use = t.database.poolUse?.();
    if (use) expect(use.total - use.idle).toBe(0);
  });
});
