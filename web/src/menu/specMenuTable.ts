/**
 * The table of spec §2 "Menu entries (path: roles)", pasted as written: the oracle that the menu
 * test (menuTable.test.ts) and the browser tests (e2e/specMenu.ts) compare the app with, kept apart
 * from the app's own table (menuTable.ts) so that a slip in one shows against the other.
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
