import type { ComponentType } from 'react';
import type { SingleResourceDescription, SingleResourceTypes } from '../crud/kinds/single/singleResource';
import type { ResourceDescription, ResourceTypes } from '../crud/resource';
import { WORKFLOW_SCREENS, loadWorkflowScreens } from '../features/requisitions/registry';
import { SETUP_RESOURCES } from '../features/setup/registry';
import type { ResourceName } from '../generated/contract/resources';

/** Loads a route's page on demand, in react-router's `lazy` shape. */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/**
 * A setup screen's loader: its page, with the setup resources' choice sources given to its forms
 * (a description's `source: 'departments'`), both on demand.
 */
function setupScreen(load: () => Promise<ComponentType>): ScreenLoader {
  return async () => {
    const [Page, { ChoiceSourcesProvider }, { SETUP_CHOICE_SOURCES }] = await Promise.all([load(), import('../crud/choiceSources'), import('../features/setup/choiceSources')]);
    return {
      Component: () => (
        <ChoiceSourcesProvider sources={SETUP_CHOICE_SOURCES}>
          <Page />
        </ChoiceSourcesProvider>
      ),
    };
  };
}

/** A loader for a generic CRUD screen: the CRUD code and the resource description, both on demand. */
function crudScreen<T extends ResourceTypes>(load: () => Promise<ResourceDescription<T>>): ScreenLoader {
  return setupScreen(async () => {
    const [{ CrudPage }, resource] = await Promise.all([import('../crud/CrudPage'), load()]);
    return () => <CrudPage resource={resource} />;
  });
}

/**
 * A loader for a single-record resource's screen (plan §5, catalogue kind 'single', e.g. GVR
 * settings): SingleRecordPage and the description, both on demand (`SCREENS` makes one for every
 * registry entry that is `single`).
 */
export function singleRecordScreen<T extends SingleResourceTypes>(load: () => Promise<SingleResourceDescription<T>>): ScreenLoader {
  return setupScreen(async () => {
    const [{ SingleRecordPage }, resource] = await Promise.all([import('../crud/kinds/single/SingleRecordPage'), load()]);
    return () => <SingleRecordPage resource={resource} />;
  });
}

/**
 * A loader for a workflow resource's screen (docs/requisitions.md "Web"): its list (`page` 'list') or a
 * record's page ('record') with the resource's description, all in one chunk loaded on demand.
 */
function workflowScreen(name: ResourceName, page: 'list' | 'record'): ScreenLoader {
  return setupScreen(async () => {
    const { WorkflowListPage, WorkflowRecordPage, WORKFLOW_DESCRIPTIONS } = await loadWorkflowScreens();
    const description = WORKFLOW_DESCRIPTIONS[name];
    if (!description) throw new Error(`No workflow description for ${name}`);
    const Page = page === 'list' ? WorkflowListPage : WorkflowRecordPage;
    return () => <Page description={description} />;
  });
}

/** A loader for the export screen of §2 menu path `path` (features/exports/exportScreens.ts). */
function exportScreen(path: string): ScreenLoader {
  return setupScreen(async () => {
    const [{ ExportScreenPage }, { EXPORT_SCREENS }] = await Promise.all([import('../features/exports/ExportScreenPage'), import('../features/exports/exportScreens')]);
    const screen = EXPORT_SCREENS[path];
    if (!screen) throw new Error(`No export screen for ${path}`);
    return () => <ExportScreenPage screen={screen} />;
  });
}

/** A visit's report page with its claims (docs/visits.md "Web › Visit report"). */
const visitScreen = setupScreen(async () => {
  const [{ VisitRecordPage }, { VisitClaimsOfVisit }] = await Promise.all([import('../features/visits/visits/VisitRecordPage'), import('../features/visits/claims/VisitClaims')]);
  return () => <VisitRecordPage claims={(visit) => <VisitClaimsOfVisit visit={visit} />} />;
});

/**
 * The screens built so far, by their §2 menu path (spec §2: pages load on demand). Menu paths
 * missing here show "This screen is not available yet.".
 */
export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  '/': () => import('../features/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
  ...Object.fromEntries(
    Object.values(SETUP_RESOURCES).map(({ path, load, single }) => [
      path,
      single ? singleRecordScreen(load as unknown as () => Promise<SingleResourceDescription<SingleResourceTypes>>) : crudScreen(load),
    ]),
  ),
  ...Object.fromEntries(WORKFLOW_SCREENS.map(({ name, path }) => [path, workflowScreen(name, 'list')])),
  // Visit Report (docs/visits.md "Web"): the calendar instead of the visits' workflow list, customers and activities.
  '/visit-reports/calendar': setupScreen(() => import('../features/visits/visits/VisitCalendarPage').then((m) => m.VisitCalendarPage)),
  '/visit-reports/customers': setupScreen(() => import('../features/visits/customers/VisitCustomersPage').then((m) => m.VisitCustomersPage)),
  '/visit-reports/activities': setupScreen(() => import('../features/visits/activities/ActivitiesPage').then((m) => m.ActivitiesPage)),
  '/visit-reports/claims': setupScreen(() => import('../features/visits/claims/ClaimScreens').then((m) => m.ClaimsListPage)),
  // The §2 export screens (docs/exports.md): one generic page driven by each screen's description.
  ...Object.fromEntries(
    ['/gvr-setup/customer-exports', '/gvr-setup/gvr-exports', '/equipment-setup/equipment-exports', '/equipment-setup/event-exports'].map((path) => [path, exportScreen(path)]),
  ),
};

/**
 * Pages below a §2 menu entry (a record's own page), by route pattern; each opens for the roles of
 * the menu entry whose path it extends (`/setup/employees/:id` → Employees: Gvr, Admin).
 */
export const SUB_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  '/setup/employees/:id': setupScreen(() => import('../features/setup/employees/EmployeePage').then((m) => m.EmployeePage)),
  '/setup/isos/:id': setupScreen(() => import('../features/setup/isos/IsoPage').then((m) => m.IsoPage)),
  // A requisition's page (notifications link to it).
  ...Object.fromEntries(WORKFLOW_SCREENS.map(({ name, path }) => [`${path}/:id`, workflowScreen(name, 'record')])),
  // A visit's report (docs/visits.md "Web › Visit report"), also where notifications link (`<menu path>/:id`).
  ...Object.fromEntries(['/visit-reports/visits/:id', '/visit-reports/calendar/:id'].map((pattern) => [pattern, visitScreen])),
  // A claim's page (its description lives with the visits feature, not among the requisitions').
  '/visit-reports/claims/:id': setupScreen(() => import('../features/visits/claims/ClaimScreens').then((m) => m.ClaimRecordPage)),
  // "My claims": every claimant's own claims (the user menu links it; docs/visits.md "Web").
  '/visit-reports/my-claims': setupScreen(() => import('../features/visits/claims/ClaimScreens').then((m) => m.MyClaimsPage)),
  // A customer's page in Visit Report (contacts and visit history).
  '/visit-reports/customers/:id': setupScreen(() => import('../features/visits/customers/VisitCustomerPage').then((m) => m.VisitCustomerPage)),
};

/**
 * The menu entry (its path) of a sub-screen that is not below it in the URL, or whose roles are not
 * those of the entry it sits under: its roles are that entry's (a claim's page: every claimant reaches
 * their own from their visits, though only Finance and Gvr see the Claims list, docs/visits.md "Web").
 */
export const SUB_SCREEN_PARENTS: Readonly<Record<string, string>> = {
  '/visit-reports/visits/:id': '/visit-reports/calendar',
  '/visit-reports/claims/:id': '/visit-reports/calendar',
  '/visit-reports/my-claims': '/visit-reports/calendar',
};
