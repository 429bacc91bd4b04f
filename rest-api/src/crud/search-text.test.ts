import { ilike, or } from 'drizzle-orm';
import { employees } from '../identity/employees-table';
import { employeesResource } from '../resources/employees/resource';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { containsPattern } from './paging';
import { createRepository, type Repository } from './repository';

/*
 * A search through a stored search text (src/db/columns.ts `searchTextColumn`, employees) finds what an
 * ILIKE on each searchable column finds: any case, any one field, `%` and `_` taken literally, and never
 * a term that only exists across two fields.
 */

let t: TestDatabase;
let repository: Repository;

beforeAll(async () => {
  t = await createTestDatabase();
  repository = createRepository(t.database.db, employeesResource);
  await t.database.db.insert(employees).values([
    { employeeNo: 'ST-0001', employeeName: 'Layla Haddad', email: 'layla.h@example.com' },
    { employeeNo: 'ST-0002', employeeName: 'Omar Khan', email: 'omar_100%@example.com' },
    { employeeNo: 'ST-0003', employeeName: 'ÉLISE Martin', email: 'elise@example.com' },
  ]);
});

afterAll(async () => {
  await t?.drop();
});

/** The employee numbers of the `ST-` rows a search finds, in the list's order. */
async function found(search: string): Promise<string[]> {
  const { rows } = await repository.page({ page: 1, limit: 50, sort: 'employeeName', search });
  return rows.map((row) => String(row.employeeNo)).filter((number) => number.startsWith('ST-'));
}

/** The `ST-` employee numbers that an ILIKE on each searchable column finds for `search`. */
async function foundByIlike(search: string): Promise<string[]> {
  const pattern = containsPattern(search);
  const rows = await t.database.db
    .select({ employeeNo: employees.employeeNo })
    .from(employees)
    .where(or(...employeesResource.searchable.map((column) => ilike(column, pattern))));
  return rows.map((row) => row.employeeNo).filter((number) => number.startsWith('ST-'));
}

it.each([
  ['HADDAD', ['ST-0001']],
  ['st-000', ['ST-0001', 'ST-0002', 'ST-0003']],
  ['h@EXAMPLE', ['ST-0001']],
  ['_100%', ['ST-0002']],
  ['100_', []],
  ['élise', undefined],
])('"%s" finds what ILIKE on each field finds', async (search, numbers) => {
  const expected = await foundByIlike(search);
  // Non-ASCII case folding is the database locale's, the same for both ways.
  if (numbers) expect(expected.sort()).toEqual(numbers);
  expect((await found(search)).sort()).toEqual(expected.sort());
});

it('does not match across two fields', async () => {
  // The end of a number and the start of a name, and the end of a name and the start of an e-mail.
  expect(await found('0001Layla')).toEqual([]);
  expect(await found('0001 Layla')).toEqual([]);
  expect(await found('haddadlayla')).toEqual([]);
  expect(await found('haddad\u001flayla')).toEqual([]);
});
