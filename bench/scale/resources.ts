import { INSERT_CUSTOMERS, INSERT_EMPLOYEES, INSERT_EQUIPMENT_REQUISITIONS, INSERT_VISITS, VISITS_FROM, type Generator } from './generator';

/**
 * A list resource measured by the scale part (bench/README.md, part 4): its `/setup/{name}/` list, how its
 * rows are generated, and the search term and sort its operations use. Every resource gets the same
 * operations ({@link operationsOf}), and the same target: p95 at the largest size ≤ 2× p95 at the smallest.
 */
export interface ScaleResource {
  /** The resource's name in the REST path, `/setup/{name}/`. */
  name: string;
  generator: Generator;
  /** A term matching about 2 % of the generated rows (so the matches grow with the table). */
  search: string;
  /** A sort other than the default one, e.g. `-joinDate`. */
  sort: string;
  /**
   * The operations timed instead of the standard four ({@link operationsOf}), each `{ name, path }` with
   * its full name and path (visits: a person's calendar month, and the activities list they feed).
   */
  operations?: Array<{ name: string; path: string }>;
}

/** One calendar month from {@link VISITS_FROM}: the `?period=` of the visits calendar. */
const CALENDAR_MONTH = `${VISITS_FROM},${new Date(Date.UTC(new Date(VISITS_FROM).getUTCFullYear(), new Date(VISITS_FROM).getUTCMonth() + 1, 1)).toISOString()}`;

/**
 * The day of the dashboard the scale part times: the third week of the generated visits' first month, so
 * that its week, month and 8-week trend hold the same visits at every size (they fill from {@link VISITS_FROM}).
 */
const DASHBOARD_DAY = new Date(new Date(VISITS_FROM).getTime() + 16 * 86_400_000).toISOString().slice(0, 10);

/** The resources of the scale part, in the order they are grown and timed. */
export const SCALE_RESOURCES: ScaleResource[] = [
  {
    name: 'employees',
    generator: { insert: INSERT_EMPLOYEES, tables: ['employees', 'employee_companies'] },
    // A last name: 1 in 50 of the generated employees (src: generator.ts).
    search: 'haddad',
    sort: '-joinDate',
  },
  {
    name: 'customers',
    generator: { insert: INSERT_CUSTOMERS, tables: ['customers'] },
    // A city: 1 in 50 of the generated customers (generator.ts).
    search: 'sharjah',
    sort: '-city',
  },
  {
    name: 'equipmentRequisitions',
    generator: { insert: INSERT_EQUIPMENT_REQUISITIONS, tables: ['equipment_requisitions', 'equipment_requisition_items', 'workflow_history'] },
    // A purpose: 1 in 50 of the generated requisitions (generator.ts).
    search: 'trade fair',
    sort: '-dates',
  },
  {
    name: 'visits',
    generator: { insert: INSERT_VISITS, tables: ['visits', 'workflow_history'] },
    // A customer name kept with 1 in 50 of the generated visits (generator.ts).
    search: 'oasis',
    sort: 'start',
    operations: [
      // The bench account's own calendar (it is one of the generated visitors) for one month: about 90 visits, one page of 100.
      { name: 'visits calendar month', path: `/setup/visits/?limit=100&page=1&sort=start&mine=true&period=${encodeURIComponent(CALENDAR_MONTH)}` },
      { name: 'visits page 1', path: '/setup/visits/?limit=10&page=1' },
      // The activities table (visits and logged calls and meetings), newest day first, and a search over it.
      { name: 'activities page 1', path: '/setup/activities/?limit=10&page=1' },
      { name: 'activities search "oasis"', path: '/setup/activities/?limit=10&page=1&search=oasis' },
      // The bench account's dashboard (an Admin: own visits, approvals, requisitions and everyone's visits by week and category; docs/dashboard.md).
      { name: 'dashboard', path: `/setup/dashboard?date=${DASHBOARD_DAY}` },
    ],
  },
];

/**
 * The page that the "deep page" operation asks for: the last full page at the smallest size (1,000 rows
 * at 10 a page), so that it holds rows at every size. A page past the end (as page 500 was at 1,000 rows)
 * answers no rows, reads no list fields and serialises nothing, and made the smallest size's figure that
 * of a different, cheaper request.
 */
export const DEEP_PAGE = 100;

/** One timed request of the scale part. */
export interface ScaleOperationSpec {
  /** `{resource} {operation}`, e.g. `employees page 1` (names the target). */
  name: string;
  resource: string;
  path: string;
}

/** The operations of `resource`, as its web list screen asks them (10 a page). */
export function operationsOf(resource: ScaleResource): ScaleOperationSpec[] {
  if (resource.operations) return resource.operations.map(({ name, path }) => ({ name, resource: resource.name, path }));
  const list = `/setup/${resource.name}/?limit=10`;
  return [
    { name: 'page 1', query: '&page=1' },
    { name: `page ${DEEP_PAGE}`, query: `&page=${DEEP_PAGE}` },
    { name: `search "${resource.search}"`, query: `&page=1&search=${encodeURIComponent(resource.search)}` },
    { name: `sort ${resource.sort}`, query: `&page=1&sort=${encodeURIComponent(resource.sort)}` },
  ].map(({ name, query }) => ({ name: `${resource.name} ${name}`, resource: resource.name, path: list + query }));
}

/** Every operation of {@link SCALE_RESOURCES}. */
export const OPERATIONS: ScaleOperationSpec[] = SCALE_RESOURCES.flatMap(operationsOf);
