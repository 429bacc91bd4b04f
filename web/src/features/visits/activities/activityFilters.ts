/**
 * The filters of Visit Report › Activities (docs/visits.md "Activities"), kept in the URL query with the
 * list's page, sort and search (DESIGN §4): `?kind=CALL&status=COMPLETED&employee=<id>&customer=<id>&from=2026-05-01&to=2026-05-31`.
 */
import { dateRangeRule } from '../../../crud/kinds/dateRange/dateRange';
import type { ActivityKind, VisitStatus } from '../../../generated/graphql';

/** The activity kinds, as the filter and the table name them. */
export const ACTIVITY_KINDS: readonly { value: ActivityKind; label: string }[] = [
  { value: 'VISIT', label: 'Visit' },
  { value: 'CALL', label: 'Call' },
  { value: 'MEETING', label: 'Meeting' },
];

/** The visit statuses the status filter offers (visits only). */
export const VISIT_STATUSES: readonly VisitStatus[] = ['PLANNED', 'COMPLETED', 'CANCELLED'];

/** The chosen filters; '' for one not set. */
export interface ActivityFilterValues {
  kind: string;
  status: string;
  employee: string;
  customer: string;
  from: string;
  to: string;
}

const KEYS = ['kind', 'status', 'employee', 'customer', 'from', 'to'] as const satisfies readonly (keyof ActivityFilterValues)[];

/** Reads the filters from the URL query (an unknown kind or status is none). */
export function readActivityFilters(params: URLSearchParams): ActivityFilterValues {
  const get = (key: string) => params.get(key)?.trim() ?? '';
  const kind = get('kind');
  const status = get('status');
  return {
    kind: ACTIVITY_KINDS.some((entry) => entry.value === kind) ? kind : '',
    status: (VISIT_STATUSES as readonly string[]).includes(status) ? status : '',
    employee: get('employee'),
    customer: get('customer'),
    from: get('from'),
    to: get('to'),
  };
}

/** Writes a change of filters into the URL query (blank ones left out) and goes back to page 1. */
export function writeActivityFilters(params: URLSearchParams, change: Partial<ActivityFilterValues>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) {
    const value = change[key];
    if (value === undefined) continue;
    if (value === '') next.delete(key);
    else next.set(key, value);
  }
  next.delete('page');
  return next;
}

/** The message of a dates filter that is not a usable range yet; null when usable or blank. */
export function activityDatesProblem(values: Pick<ActivityFilterValues, 'from' | 'to'>): string | null {
  return dateRangeRule({ from: values.from, to: values.to }, 'Dates');
}

/**
 * The list query's filter variables (GraphQL `activities(kind, status, employeeId, customerId, dates)`):
 * each filter set; `status` only with no kind or kind VISIT (calls and meetings have none); `dates`
 * once both days make a range.
 */
export function activityVariables(values: ActivityFilterValues): {
  kind?: ActivityKind;
  status?: VisitStatus;
  employeeId?: string;
  customerId?: string;
  dates?: { from: string; to: string };
} {
  const statusApplies = values.kind === '' || values.kind === 'VISIT';
  return {
    ...(values.kind ? { kind: values.kind as ActivityKind } : {}),
    ...(values.status && statusApplies ? { status: values.status as VisitStatus } : {}),
    ...(values.employee ? { employeeId: values.employee } : {}),
    ...(values.customer ? { customerId: values.customer } : {}),
    ...(values.from && values.to && !activityDatesProblem(values) ? { dates: { from: values.from, to: values.to } } : {}),
  };
}
