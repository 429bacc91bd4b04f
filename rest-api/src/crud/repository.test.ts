import { grades } from '../resources/grades/table';
import { gradesResource } from '../resources/grades/resource';
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
  repository = createRepository(t.database.db, gradesResource);
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
  expect(await repository.page({ page: 9, limit: 10, sort: 'name' })).toEqual({ rows: [], total: 23 });
  expect(await repository.page({ page: 9, limit: 10, sort: 'name', search: 'match' })).toEqual({ rows: [], total: 8 });
  expect(await repository.page({ page: 1, limit: 10, sort: 'name', search: 'nowhere' })).toEqual({ rows: [], total: 0 });
});
