/**
 * Where each dashboard figure leads (docs/dashboard.md "Links"): the list behind it, its filters in the
 * URL query as that list reads them (Activities: web/src/features/visits/activities/activityFilters.ts;
 * workflow lists: web/src/workflow/workflowFilters.ts).
 */
import { constantCase, resourceContract } from '../../generated/contract/resources';
import { DASHBOARD_KINDS, type DashboardKind } from '../../generated/contract/workflows';
import type { DashboardWorkflowKind, VisitStatus } from '../../generated/graphql';

/** The catalogue resource of each dashboard kind (contract/workflows.ts `DASHBOARD_KINDS`; the enum value is its name in CONSTANT_CASE). */
const RESOURCE_OF = Object.fromEntries(DASHBOARD_KINDS.map((kind) => [constantCase(kind), kind])) as Record<DashboardWorkflowKind, DashboardKind>;

/** How each kind is named on the dashboard: its catalogue plural, capitalized ("Equipment requisitions"). */
export const KIND_LABELS = Object.fromEntries(
  DASHBOARD_KINDS.map((kind) => {
    const { plural } = resourceContract(kind);
    return [constantCase(kind), `${plural.charAt(0).toUpperCase()}${plural.slice(1)}`];
  }),
) as Record<DashboardWorkflowKind, string>;

/** The list screen of `kind` (its menu path). */
export function kindListPath(kind: DashboardWorkflowKind): string {
  return resourceContract(RESOURCE_OF[kind]).menuPath ?? '/';
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A span of days, both included (`YYYY-MM-DD`). */
export interface DaySpan {
  firstDay: string;
  lastDay: string;
}

/**
 * The Activities list of the visits in `span` (their day), of `employeeId` when given (else everyone the
 * caller sees: a Hod's department, everyone for Gvr and Admin), in `status` when given.
 */
export function visitsLink(span: DaySpan, options: { employeeId?: string; status?: VisitStatus } = {}): string {
  return withQuery('/visit-reports/activities', { kind: 'VISIT', status: options.status, employee: options.employeeId, from: span.firstDay, to: span.lastDay });
}

/** The "To approve" tab of `kind`'s list (for claims "To review"), in `status` when given. */
export function awaitingLink(kind: DashboardWorkflowKind, status?: string): string {
  return withQuery(kindListPath(kind), { tab: 'approve', status });
}

/** The caller's own records of `kind` ("My requisitions", the list's first tab) in `status`. */
export function mineLink(kind: DashboardWorkflowKind, status: string): string {
  return withQuery(kindListPath(kind), { status });
}

/** Every claim the caller reads in `status` (the Claims list's "All" tab). */
export function allClaimsLink(status: string): string {
  return withQuery(kindListPath('CLAIMS'), { tab: 'all', status });
}

/**
 * The calendar's list of the late reports of `span` (a week: `listWeek`, a month: `listMonth`), of
 * `employeeId` when given (the calendar's person filter), else everyone the caller sees
 * (docs/visits.md "Web › Calendar": `late=true`).
 */
export function lateVisitsLink(span: DaySpan, view: 'listWeek' | 'listMonth', employeeId?: string): string {
  return withQuery('/visit-reports/calendar', { view, date: span.firstDay, person: employeeId, late: 'true' });
}
