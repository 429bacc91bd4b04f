import { SPEC_MENU_ROWS } from '../../contract/menu';
import { type ResourceContract, constantCase } from '../../contract/resources';
import { DASHBOARD_KINDS } from '../../contract/workflows';
import { str } from './sdl-text';

/** The schema module that uses the generated enum, after whose definitions it is placed. */
export const DASHBOARD_MODULE = 'dashboard/dashboard.graphql';

/** "Requisitions › Equipments requisition": the spec §2 menu group and entry of `path`; the title alone when the menu has no such entry. */
function menuPlace(resource: ResourceContract): string {
  const index = SPEC_MENU_ROWS.findIndex((row) => row.path !== null && row.path === resource.menuPath);
  const group = SPEC_MENU_ROWS.slice(0, Math.max(index, 0))
    .reverse()
    .find((row) => row.group);
  return index === -1 || !group ? resource.title : `${group.label} › ${resource.title}`;
}

/**
 * The enum `DashboardWorkflowKind` (docs/dashboard.md), as SDL: one value per workflow kind the dashboard
 * counts (contract/workflows.ts `DASHBOARD_KINDS`, in that order), its catalogue name in CONSTANT_CASE,
 * described by its plural and its place in the menu ("Equipment requisitions (Requisitions › Equipments
 * requisition)."). Throws when a kind has no entry in `catalogue`.
 */
export function dashboardGrammar(catalogue: readonly ResourceContract[]): string {
  const values = DASHBOARD_KINDS.map((kind) => {
    const resource = catalogue.find((entry) => entry.name === kind);
    if (!resource) throw new Error(`dashboard kind ${kind} (contract/workflows.ts) has no catalogue entry (contract/resources.ts)`);
    const plural = `${resource.plural.charAt(0).toUpperCase()}${resource.plural.slice(1)}`;
    return `  ${str(`${plural} (${menuPlace(resource)}).`)}\n  ${constantCase(kind)}`;
  });
  return `${str('A workflow kind the dashboard counts.')}\nenum DashboardWorkflowKind {\n${values.join('\n')}\n}\n`;
}
