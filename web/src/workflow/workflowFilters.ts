/**
 * A workflow list's tab and filters, kept in the URL query with the list's page, sort and search
 * (DESIGN §4: reload and back restore them): `?tab=approve&status=SUBMITTED&from=2026-05-01&to=2026-05-31&requester=<id>`.
 */
import { dateRangeRule } from '../crud/kinds/dateRange/dateRange';
import type { Workflow } from '../generated/contract';
import type { WorkflowTab } from './workflowRules';

/** The chosen tab and filters; '' for a filter not set. */
export interface WorkflowFilterValues {
  tab: WorkflowTab['key'];
  status: string;
  from: string;
  to: string;
  requester: string;
}

/** The URL parameter of each filter value. */
const PARAMS = { tab: 'tab', status: 'status', from: 'from', to: 'to', requester: 'requester' } as const satisfies Record<keyof WorkflowFilterValues, string>;

/** Reads the tab (one of `tabs`, else the first) and filters (a status of `workflow`, else none) from the URL query. */
export function readWorkflowFilters(params: URLSearchParams, workflow: Workflow, tabs: readonly WorkflowTab[]): WorkflowFilterValues {
  const tab = tabs.find((candidate) => candidate.key === params.get(PARAMS.tab))?.key ?? tabs[0]?.key ?? 'mine';
  const status = params.get(PARAMS.status) ?? '';
  return {
    tab,
    status: workflow.states.includes(status) ? status : '',
    from: params.get(PARAMS.from) ?? '',
    to: params.get(PARAMS.to) ?? '',
    requester: params.get(PARAMS.requester) ?? '',
  };
}

/** Writes a change of tab or filters into the URL query (blank ones and the first tab left out) and goes back to page 1. */
export function writeWorkflowFilters(params: URLSearchParams, change: Partial<WorkflowFilterValues>, firstTab: string): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change) as [keyof WorkflowFilterValues, string][]) {
    if (value === '' || (key === 'tab' && value === firstTab)) next.delete(PARAMS[key]);
    else next.set(PARAMS[key], value);
  }
  next.delete('page');
  return next;
}

/** The message of a dates filter that is not a usable range yet (one end, or the start after the end); null when usable or blank. */
export function datesProblem(values: Pick<WorkflowFilterValues, 'from' | 'to'>): string | null {
  return dateRangeRule({ from: values.from, to: values.to }, 'Dates');
}

/**
 * The list variables of the chosen tab and filters (docs/requisitions.md REST filters through the
 * GraphQL list arguments): the tab's (`mine`, `awaitingMe`), `status`, `dates` when both days make a
 * range, `requesterId` when `requesterShown` (not on "My requisitions", and only for a role that may
 * list employees).
 */
export function workflowVariables(values: WorkflowFilterValues, tabs: readonly WorkflowTab[], requesterShown: boolean): Record<string, unknown> {
  const tab = tabs.find((candidate) => candidate.key === values.tab);
  const dates = values.from && values.to && !datesProblem(values) ? { from: values.from, to: values.to } : undefined;
  return {
    ...tab?.variables,
    ...(values.status ? { status: values.status } : {}),
    ...(dates ? { dates } : {}),
    ...(requesterShown && values.requester ? { requesterId: values.requester } : {}),
  };
}
