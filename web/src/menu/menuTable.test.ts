import { MENU, menuLinks } from './menuTable';
import { ALL_ROLES, ROLE_LABELS } from './roles';

/** The table of spec §2 "Menu entries (path: roles)", pasted as written. */
const SPEC_TABLE = `
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

/** Each spec row as "label | path | roles in spec spelling, sorted". */
function specRows(): string[] {
  return SPEC_TABLE.trim()
    .split('\n')
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
    .map(([label, path, roles]) => {
      const names = roles === 'all six roles' ? ALL_ROLES.map((r) => ROLE_LABELS[r]) : roles.split(', ');
      return `${label} | ${path} | ${[...names].sort().join(', ')}`;
    });
}

/** The same rows read from MENU. */
function menuRows(): string[] {
  const row = (label: string, path: string, roles: readonly (keyof typeof ROLE_LABELS)[]) =>
    `${label} | ${path} | ${roles.map((r) => ROLE_LABELS[r]).sort().join(', ')}`;
  return MENU.flatMap((item) =>
    item.kind === 'link'
      ? [row(item.label, item.path, item.roles)]
      : [row(`${item.label} (group)`, '', item.roles), ...item.children.map((c) => row(c.label, c.path, c.roles))],
  );
}

describe('menu table (spec §2)', () => {
  it('matches the spec table row by row: labels, paths, roles, groups and order', () => {
    expect(menuRows()).toEqual(specRows());
  });

  it('gives every entry a distinct path', () => {
    const paths = menuLinks().map((link) => link.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives the dashboard and every group an icon', () => {
    for (const item of MENU) expect(item.icon).toBeDefined();
  });
});
