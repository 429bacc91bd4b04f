import { getTableName, inArray, sql } from 'drizzle-orm';
import { createRepository } from '../crud/repository';
import type { ResourceDescription } from '../crud/resource';
import { resources } from '../resources';
import { employeesResource } from '../resources/employees/resource';
import { resourceNamed } from '../resources';
import { grades } from '../identity/grades-table';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { rawRows } from './raw-rows';

/*
 * The exact row counts behind an unfiltered list's totalDocs (src/db/row-counts.ts, migration 0005,
 * DESIGN §2): every resource table keeps one, and it follows inserts, deletes (one row or many per
 * statement), rolled-back transactions, TRUNCATE and concurrent writers.
 */

let t: TestDatabase;
const ALL: ResourceDescription[] = [...resources, employeesResource];
const PAGE = { page: 1, limit: 10, sort: 'name' };

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(async () => {
  await t?.drop();
});

/** What `row_counts` says for the grades, and what count(*) says. */
async function gradeCounts(): Promise<{ tracked: number; actual: number }> {
  const [row] = await rawRows<{ tracked: number; actual: number }>(
    t.database.db,
    sql`
    select (select row_count from row_counts where table_name = 'grades')::int as tracked,
           (select count(*) from grades)::int as actual`,
  );
  if (!row) throw new Error('The row counts query returned no row');
  return row;
}

async function listTotal(): Promise<number> {
  return (await createRepository(t.database.db, resourceNamed('grades')).page(PAGE)).total;
}

it('keeps a count for the table of every resource, with its three triggers', async () => {
  const tracked = await rawRows<{ table_name: string }>(t.database.db, sql`select table_name from row_counts order by table_name`);
  expect(tracked.map((row) => row.table_name)).toEqual(ALL.map((resource) => getTableName(resource.table)).sort());
  const triggers = await rawRows<{ tgname: string }>(
    t.database.db,
    sql`
    select tgname from pg_trigger
    where tgrelid in (select oid from pg_class where relnamespace = current_schema()::regnamespace) and tgname like '%_count_%'
    order by tgname`,
  );
  expect(triggers.map((row) => row.tgname)).toEqual(ALL.flatMap((resource) => ['delete', 'insert', 'truncate'].map((op) => `${getTableName(resource.table)}_count_${op}`)).sort());
});

it('follows creates and deletes, one row or many per statement', async () => {
  const repository = createRepository(t.database.db, resourceNamed('grades'));
  expect(await listTotal()).toBe(0);
  const first = await repository.create({ name: 'Alpha', level: 1, description: null });
  await repository.create({ name: 'Bravo', level: 2, description: null });
  expect(await listTotal()).toBe(2);
  await t.database.db.insert(grades).values([{ name: 'Charlie' }, { name: 'Delta' }, { name: 'Echo' }]);
  expect(await listTotal()).toBe(5);
  await repository.remove(first.id);
  expect(await listTotal()).toBe(4);
  await t.database.db.delete(grades).where(inArray(grades.name, ['Charlie', 'Delta']));
  // A delete that matches nothing changes nothing.
  await t.database.db.delete(grades).where(inArray(grades.name, ['Nobody']));
  expect(await listTotal()).toBe(2);
  // An update changes no count.
  await t.database.db.update(grades).set({ level: 5 });
  expect(await gradeCounts()).toEqual({ tracked: 2, actual: 2 });
});

it('is unchanged by a rolled-back transaction', async () => {
  const before = await gradeCounts();
  await expect(
    t.database.db.transaction(async (tx) => {
      await tx.insert(grades).values([{ name: 'Rolled 1' }, { name: 'Rolled 2' }]);
      await tx.delete(grades).where(inArray(grades.name, ['Bravo']));
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  expect(await gradeCounts()).toEqual(before);
  // A failed statement (a duplicate name) counts nothing either.
  await expect(t.database.db.insert(grades).values([{ name: 'Unique 1' }, { name: 'unique 1' }])).rejects.toThrow();
  expect(await gradeCounts()).toEqual(before);
});

it('stays exact under concurrent creates, deletes and rollbacks', async () => {
  const repository = createRepository(t.database.db, resourceNamed('grades'));
  const made = await Promise.all(Array.from({ length: 12 }, (_, i) => repository.create({ name: `Parallel ${i}`, level: null, description: null })));
  await Promise.all([
    ...made.slice(0, 6).map((row) => repository.remove(row.id)),
    ...Array.from({ length: 6 }, (_, i) => repository.create({ name: `Parallel more ${i}`, level: null, description: null })),
    ...Array.from({ length: 4 }, (_, i) =>
      t.database.db
        .transaction(async (tx) => {
          await tx.insert(grades).values({ name: `Never ${i}` });
          throw new Error('roll back');
        })
        .catch(() => undefined),
    ),
  ]);
  const counts = await gradeCounts();
  expect(counts.tracked).toBe(counts.actual);
  expect(await listTotal()).toBe(counts.actual);
});

it('is 0 after TRUNCATE, also for the tables truncated by CASCADE', async () => {
  await t.database.db.execute(sql`truncate grades cascade`);
  expect(await gradeCounts()).toEqual({ tracked: 0, actual: 0 });
  await t.database.db.insert(grades).values({ name: 'After' });
  expect(await listTotal()).toBe(1);
});
