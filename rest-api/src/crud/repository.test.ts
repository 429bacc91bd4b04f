import { sql } from 'drizzle-orm';
import { grades } from '../identity/grades-table';
import { resourceNamed } from '../resources';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createRepository, type Repository } from './repository';

/*
 * The paged list's two ways to a page (src/crud/repository.ts `page`): without a search (ids from the sort
 * index, then the rows; total from row_counts or a count) and with one (matches collected once, counted,
 * then the page's rows). Both must give every row once, in the list's order (`sort` then id, nulls last
 * both ways) with the exact total (DESIGN §2), on every page and past the end.
 */

let t: TestDatabase;
let repository: Repository;
/** 23 grades: names `G00`..`G22`; levels repeat (ties broken by id) and some are null; every third says "match". */
const ROWS = Array.from({ length: 23 }, (_, i) => ({
  name: `G${String(i).padStart(2, '0')}`,
  level: i % 5 === 0 ? null : (i * 7) % 4,
  description: i % 3 === 0 ? 'A MATCH here' : 'other',
}));

beforeAll(async () => {
  t = await createTestDatabase();
  repository = createRepository(t.database.db, resourceNamed('grades'));
  await t.database.db.insert(grades).values(ROWS);
});

afterAll(async () => {
  await t?.drop();
});

type Row = { id: string; name: string; level: number | null };

/** Every row of the list, page after page of `limit`, and the totals the pages reported. */
async function walk(sort: string, limit: number, search?: string): Promise<{ names: string[]; totals: number[] }> {
  const names: string[] = [];
  const totals: number[] = [];
  for (let page = 1; page <= 30; page++) {
    const { rows, total } = await repository.page({ page, limit, sort, search });
    totals.push(total);
    if (rows.length === 0) break;
    names.push(...rows.map((row) => (row as unknown as Row).name));
  }
  return { names, totals };
}

/** The expected order: by level (nulls last both ways), then by id. */
function expected(rows: Row[], descending: boolean): string[] {
  return [...rows]
    .sort((a, b) => {
      if (a.level !== b.level) {
        if (a.level === null) return 1;
        if (b.level === null) return -1;
        return descending ? b.level - a.level : a.level - b.level;
      }
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    })
    .map((row) => row.name);
}

it.each([
  ['level', false],
  ['-level', true],
])('pages sorted by %s give every row once, in order, with or without a search', async (sort, descending) => {
  const all = (await repository.all()) as unknown as Row[];
  const matching = all.filter((row) => ROWS.find((r) => r.name === row.name)!.description.includes('MATCH'));

  const plain = await walk(sort, 4);
  expect(plain.names).toEqual(expected(all, descending));
  expect(new Set(plain.totals)).toEqual(new Set([23]));

  const searched = await walk(sort, 3, 'match');
  expect(searched.names).toEqual(expected(matching, descending));
  expect(new Set(searched.totals)).toEqual(new Set([matching.length]));
});

it('answers an empty page past the end with the exact total, with or without a search', async () => {
  expect(await repository.page({ page: 9, limit: 10, sort: 'name' })).toEqual({ rows: [], total: 23, exact: true });
  expect(await repository.page({ page: 9, limit: 10, sort: 'name', search: 'match' })).toEqual({ rows: [], total: 8, exact: true });
  expect(await repository.page({ page: 1, limit: 10, sort: 'name', search: 'nowhere' })).toEqual({ rows: [], total: 0, exact: true });
});

/*
 * A search counts its matches up to a cap (DESIGN §2 `totalDocsExact`); 8 grades say "match", so caps
 * around 8 show both sides. Above the cap, pages within the first cap matches come from walking the sort
 * index; later pages from the collected matches, with the exact total.
 */
describe('a search counted up to a cap', () => {
  const capped = (searchCountCap: number) => createRepository(t.database.db, resourceNamed('grades'), { searchCountCap });
  const names = (rows: unknown[]) => rows.map((row) => (row as Row).name);

  it('is exact at or below the cap', async () => {
    expect(await capped(8).page({ page: 1, limit: 3, sort: 'name', search: 'MATCH' })).toMatchObject({ total: 8, exact: true });
    expect(await capped(100).page({ page: 1, limit: 3, sort: 'name', search: 'match' })).toMatchObject({ total: 8, exact: true });
  });

  it('says the cap, not exact, above it, with the same rows in the same order as without a cap', async () => {
    for (const sort of ['level', '-level', 'name', '-name']) {
      const plain = await walk(sort, 2, 'match');
      const shown: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const answer = await capped(7).page({ page, limit: 2, sort, search: 'match' });
        shown.push(...names(answer.rows));
        // Pages 1-3 lie within the first 7 matches (walked, capped total); page 4 and later beyond them (exact).
        expect({ page, total: answer.total, exact: answer.exact }).toEqual(page <= 3 ? { page, total: 7, exact: false } : { page, total: 8, exact: true });
      }
      expect(shown).toEqual(plain.names);
    }
  });

  it('still applies the filters and the caller scope above the cap', async () => {
    const answer = await capped(2).page({ page: 1, limit: 2, sort: 'name', search: 'match', ids: (await repository.all()).map((row) => row.id).join(',') });
    expect(answer).toMatchObject({ total: 8, exact: true });
    // Grades with no level that say "match": G00 and G15.
    const scope = sql`${grades.level} is null`;
    const first = await capped(1).page({ page: 1, limit: 1, sort: 'name', search: 'match' }, scope);
    expect({ names: names(first.rows), total: first.total, exact: first.exact }).toEqual({ names: ['G00'], total: 1, exact: false });
    const second = await capped(1).page({ page: 2, limit: 1, sort: 'name', search: 'match' }, scope);
    expect({ names: names(second.rows), total: second.total, exact: second.exact }).toEqual({ names: ['G15'], total: 2, exact: true });
  });
});
