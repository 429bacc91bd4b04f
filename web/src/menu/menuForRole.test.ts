import type { Role } from '../generated/graphql';
import { menuForRole } from './menuForRole';

/** What each role sees (spec §2 table, §6): top-level items, groups as "Group: entry, entry". */
const EXPECTED: Record<Role, string[]> = {
  EMPLOYEE: ['Dashboard', 'GVR Setup: Customer exports', 'Requisitions: Equipments requisition, Events requisition', 'Visit Report: Calendar, Customers, Activities'],
  HOD: ['Dashboard', 'GVR Setup: Customer exports, GVR exports', 'Requisitions: Equipments requisition, Events requisition', 'Visit Report: Calendar, Customers, Activities'],
  FINANCE: ['Dashboard', 'Requisitions: Equipments requisition, Events requisition', 'Visit Report: Calendar, Customers, Activities, Claims'],
  GVR: [
    'Dashboard',
    'General Setup: Companies, Grades, Departments, Positions, Salesperson codes, Employees, Iso Documents, Event Portfolio',
    'Product Setup: Product categories, Product subcategories, Products',
    'GVR Setup: Customer positions, Customers, GVR sections, GVR categories, GVR settings, Customer exports, GVR exports',
    'Equipments Setup: Equipment categories, Equipments, Equipment Requisition Exports, Event Requisition Exports',
    'Requisitions: Equipments requisition, Events requisition',
    'Visit Report: Calendar, Customers, Activities, Claims',
  ],
  ADMIN: [
    'Dashboard',
    'General Setup: Companies, Grades, Departments, Positions, Salesperson codes, Employees, Iso Documents, Event Portfolio',
    'Product Setup: Product categories, Product subcategories, Products',
    'GVR Setup: Customer positions, Customers, GVR sections, GVR categories, GVR settings, Customer exports, GVR exports',
    'Equipments Setup: Equipment categories, Equipments, Equipment Requisition Exports, Event Requisition Exports',
    'Requisitions: Equipments requisition, Events requisition',
    'Visit Report: Calendar, Customers, Activities',
  ],
  PRODUCT: ['Dashboard', 'Product Setup: Products', 'Requisitions: Equipments requisition, Events requisition', 'Visit Report: Calendar, Customers, Activities'],
};

function describeMenu(role: Role | undefined): string[] {
  return menuForRole(role).map((item) => (item.kind === 'link' ? item.label : `${item.label}: ${item.children.map((child) => child.label).join(', ')}`));
}

describe('menuForRole (spec §2, §6: visibility follows the first role)', () => {
  it.each(Object.keys(EXPECTED) as Role[])('shows %s its entries', (role) => {
    expect(describeMenu(role)).toEqual(EXPECTED[role]);
  });

  it('shows nothing without a role', () => {
    expect(describeMenu(undefined)).toEqual([]);
  });

  it('hides a group whose entries are all closed to the role', () => {
    const menu = menuForRole('EMPLOYEE', [
      {
        kind: 'group',
        label: 'G',
        roles: ['EMPLOYEE'],
        icon: (() => null) as never,
        children: [{ kind: 'link', label: 'x', path: '/x', roles: ['ADMIN'] }],
      },
    ]);
    expect(menu).toEqual([]);
  });
});
