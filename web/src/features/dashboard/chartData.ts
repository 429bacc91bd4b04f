/**
 * The data of the dashboard's charts (docs/dashboard.md "Charts") in chart.js's shape, from the
 * dashboard query's answer: pure, so the shapes are tested without a canvas.
 */
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
