/**
 * The data of the dashboard's charts (docs/dashboard.md "Charts") in chart.js's shape, from the
 * dashboard query's answer: pure, so the shapes are tested without a canvas.
 */
import { addDays, format, parseISO, subWeeks } from 'date-fns';
import type { ClaimLineType, DashboardQuery } from '../../generated/graphql';

type Dashboard = NonNullable<DashboardQuery['dashboard']>;
type Team = NonNullable<Dashboard['team']>;
type Claims = NonNullable<Dashboard['claims']>;

/** A bar chart's data: category labels and one series per dataset. */
export interface BarData {
  labels: string[];
  datasets: Array<{ label: string; data: number[]; backgroundColor: string; stack?: string }>;
}

/** The status colours of the calendar (docs/visits.md "Calendar"): planned blue, completed green, cancelled grey. */
export const VISIT_COLOURS = { planned: '#2563eb', completed: '#16a34a', cancelled: '#9ca3af' } as const;

const visitSeries = (rows: ReadonlyArray<{ planned: number; completed: number; cancelled: number }>) => [
  { label: 'Planned', data: rows.map((row) => row.planned), backgroundColor: VISIT_COLOURS.planned, stack: 'visits' },
  { label: 'Completed', data: rows.map((row) => row.completed), backgroundColor: VISIT_COLOURS.completed, stack: 'visits' },
  { label: 'Cancelled', data: rows.map((row) => row.cancelled), backgroundColor: VISIT_COLOURS.cancelled, stack: 'visits' },
];

/** "16 Mar" for the Monday `2026-03-16` (the day as written, no time zone shift). */
export function weekLabel(monday: string, locales?: string | string[]): string {
  const [year, month, day] = monday.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locales, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The team's visits per ISO week, stacked by status, oldest week first. */
export function teamWeekData(team: Team, locales?: string | string[]): BarData {
  return { labels: team.byWeek.map((row) => weekLabel(row.week, locales)), datasets: visitSeries(team.byWeek) };
}

/** The team's visits of the month per GVR category, stacked by status, most visits first. */
export function teamCategoryData(team: Team): BarData {
  return { labels: team.byCategory.map((row) => row.categoryName), datasets: visitSeries(team.byCategory) };
}

/** The claim line types in the order the chart shows them, with their words. */
export const LINE_TYPES: ReadonlyArray<{ type: ClaimLineType; label: string }> = [
  { type: 'MILEAGE', label: 'Mileage' },
  { type: 'MEALS', label: 'Meals' },
  { type: 'PARKING', label: 'Parking' },
  { type: 'OTHER', label: 'Other' },
];

/**
 * The amounts of the waiting claims and of those paid this month per line type, one series per
 * (group, currency): a currency change in GVR settings leaves claims in two currencies, never summed together.
 */
export function claimTypeData(claims: Claims): BarData {
  const groups = [
    { label: 'Waiting', rows: claims.waitingByType, colour: '#f59e0b' },
    { label: 'Paid this month', rows: claims.paidByType, colour: '#16a34a' },
  ];
  const currencies = [...new Set([...claims.waitingByType, ...claims.paidByType].map((row) => row.currency))].sort();
  return {
    labels: LINE_TYPES.map((entry) => entry.label),
    datasets: groups.flatMap((group) =>
      currencies.map((currency) => ({
        label: currencies.length > 1 ? `${group.label} (${currency})` : group.label,
        data: LINE_TYPES.map((entry) => Number(group.rows.find((row) => row.type === entry.type && row.currency === currency)?.amount ?? 0)),
        backgroundColor: group.colour,
      })),
    ),
  };
}

/** How many weeks the "My visits per week" chart shows (as the team's chart). */
export const MY_WEEKS = 8;

/**
 * The Mondays (`YYYY-MM-DD`) of the {@link MY_WEEKS} weeks up to the week of `thisMonday` (the dashboard's
 * `week.firstDay`), oldest first, and the instants the visits query asks for: from the first Monday's
 * midnight to the midnight after the last week, in the browser's time zone.
 */
export function myWeeks(thisMonday: string): { mondays: string[]; period: { from: string; to: string } } {
  const last = parseISO(thisMonday);
  const mondays = Array.from({ length: MY_WEEKS }, (_, index) => format(subWeeks(last, MY_WEEKS - 1 - index), 'yyyy-MM-dd'));
  return { mondays, period: { from: parseISO(mondays[0] as string).toISOString(), to: addDays(last, 7).toISOString() } };
}

/**
 * The caller's visits per week (docs/dashboard.md "My visits": a visit belongs to the week its start
 * falls in, in the browser's time zone), stacked by status, one bar per Monday of `mondays`; visits
 * outside those weeks are left out.
 */
export function myWeekData(visits: ReadonlyArray<{ start: string; status: string }>, mondays: readonly string[], locales?: string | string[]): BarData {
  const rows = mondays.map((week) => ({ week, planned: 0, completed: 0, cancelled: 0 }));
  for (const visit of visits) {
    const start = new Date(visit.start);
    const row = [...rows].reverse().find((candidate) => parseISO(candidate.week).getTime() <= start.getTime());
    if (!row || start.getTime() >= addDays(parseISO(row.week), 7).getTime()) continue;
    if (visit.status === 'COMPLETED') row.completed += 1;
    else if (visit.status === 'CANCELLED') row.cancelled += 1;
    else row.planned += 1;
  }
  return { labels: rows.map((row) => weekLabel(row.week, locales)), datasets: visitSeries(rows) };
}

/** What the "Products by category" chart needs of a product. */
export interface ProductForChart {
  active: boolean;
  subcategory?: { category?: { name: string } | null } | null;
}

/**
 * Product's chart (docs/dashboard.md "Product"): the products per product category, stacked active and
 * inactive, most products first (ties by name); a product whose category cannot be read counts under
 * "No category".
 */
export function productCategoryData(products: readonly ProductForChart[]): BarData {
  const counts = new Map<string, { active: number; inactive: number }>();
  for (const product of products) {
    const name = product.subcategory?.category?.name ?? 'No category';
    const row = counts.get(name) ?? { active: 0, inactive: 0 };
    if (product.active) row.active += 1;
    else row.inactive += 1;
    counts.set(name, row);
  }
  const rows = [...counts].sort(([a, x], [b, y]) => y.active + y.inactive - (x.active + x.inactive) || a.localeCompare(b));
  return {
    labels: rows.map(([name]) => name),
    datasets: [
      { label: 'Active', data: rows.map(([, row]) => row.active), backgroundColor: '#16a34a', stack: 'products' },
      { label: 'Inactive', data: rows.map(([, row]) => row.inactive), backgroundColor: '#9ca3af', stack: 'products' },
    ],
  };
}
