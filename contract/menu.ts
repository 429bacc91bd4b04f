import { ROLES, type Role } from './roles';

/**
 * The table of spec §2 "Menu entries (path: roles)", pasted as written: the oracle that the web's menu
 * test and the browser tests compare the app with, kept apart from the app's own menu table so that a
 * slip in one shows against the other. Resource catalogue entries name their screen's path from it.
 */
export const SPEC_MENU_TABLE = `
| Dashboard | / | Employee, Hod, Finance, Gvr, Admin, Product |
| General Setup (group) | | Gvr, Admin |
| Companies | /setup/companies | Gvr, Admin |
| Grades | /setup/grades | Gvr, Admin |
| Departments | /setup/departments | Gvr, Admin |
| Positions | /setup/positions | Gvr, Admin |
| Salesperson codes | /setup/sales-person-code | Gvr, Admin |
| Employees | /setup/employees | Gvr, Admin |
| Iso Documents | /setup/isos | Gvr, Admin |
| Event Portfolio | /setup/portfolios | Gvr, Admin |
| Product Setup (group) | | Gvr, Admin, Product |
| Product categories | /product-setup/product-categories | Gvr, Admin |
| Product subcategories | /product-setup/product-subcategories | Gvr, Admin |
| Products | /product-setup/products | Gvr, Admin, Product |
| GVR Setup (group) | | Gvr, Admin, Hod, Employee |
| Customer positions | /gvr-setup/customer-positions | Gvr, Admin |
| Customers | /gvr-setup/customers | Gvr, Admin |
| GVR sections | /gvr-setup/gvr-sections | Gvr, Admin |
| GVR categories | /gvr-setup/gvr-categories | Gvr, Admin |
| GVR settings | /gvr-setup/gvr-settings | Gvr, Admin |
| Customer exports | /gvr-setup/customer-exports | Gvr, Admin, Hod, Employee |
| GVR exports | /gvr-setup/gvr-exports | Gvr, Admin, Hod |
| Equipments Setup (group) | | Gvr, Admin |
| Equipment categories | /equipment-setup/equipment-categories | Gvr, Admin |
| Equipments | /equipment-setup/equipments | Gvr, Admin |
| Equipment Requisition Exports | /equipment-setup/equipment-exports | Gvr, Admin |
| Event Requisition Exports | /equipment-setup/event-exports | Gvr, Admin |
| Requisitions (group) | | all six roles |
| Equipments requisition | /requisitions/equipments-requisition | all six roles |
| Events requisition | /requisitions/events-requisition | all six roles |
| Visit Report (group) | | all six roles |
| Calendar | /visit-reports/calendar | all six roles |
| Customers | /visit-reports/customers | all six roles |
| Activities | /visit-reports/activities | all six roles |
| Claims | /visit-reports/claims | Finance, Gvr |
`;

/** One row of {@link SPEC_MENU_TABLE}: a group heading or an entry that opens a screen. */
export interface SpecMenuRow {
  /** The label as the spec writes it, without " (group)", e.g. `Positions`. */
  label: string;
  /** The route path, e.g. `/setup/positions`; null for a group heading. */
  path: string | null;
  /** Whether the row is a group heading ("(group)" in the spec). */
  group: boolean;
  /** The roles that see the entry, in the spec's order ("all six roles" spelled out in {@link ROLES} order). */
  roles: Role[];
}

/** Parses {@link SPEC_MENU_TABLE}; throws on a role name that is not one of {@link ROLES}. */
export function parseSpecMenuTable(table: string = SPEC_MENU_TABLE): SpecMenuRow[] {
  return table
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .map(([label = '', path = '', roles = '']) => {
      const group = label.endsWith(' (group)');
      return {
        label: group ? label.slice(0, -' (group)'.length) : label,
        path: path === '' ? null : path,
        group,
        roles: roles === 'all six roles' ? [...ROLES] : roles.split(', ').map(toRole),
      };
    });
}

function toRole(name: string): Role {
  if (!(ROLES as readonly string[]).includes(name)) throw new Error(`Unknown role "${name}" in the spec menu table`);
  return name as Role;
}

/** The rows of {@link SPEC_MENU_TABLE}, parsed. */
export const SPEC_MENU_ROWS: readonly SpecMenuRow[] = parseSpecMenuTable();

/** The entry of {@link SPEC_MENU_ROWS} whose path is `path`; undefined when the spec lists none. */
export function specMenuEntry(path: string): SpecMenuRow | undefined {
  return SPEC_MENU_ROWS.find((row) => row.path === path);
}
