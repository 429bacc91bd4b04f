import { CalendarCheck, ClipboardList, LayoutDashboard, Package, Settings, UsersRound, Wrench, type LucideIcon } from 'lucide-react';
import type { Role } from '../generated/graphql';
import { ALL_ROLES } from './roles';

/** A badge beside a menu entry (spec §3 Menu item: badge text and variant), e.g. a count of things waiting. */
export interface MenuBadge {
  /** Text shown, e.g. "3". */
  text: string;
  /** Colour family of the badge. */
  variant: 'primary' | 'success' | 'info' | 'warning' | 'danger';
}

/** A menu entry that opens a screen (spec §2 table, §3 Menu item). */
export interface MenuLink {
  kind: 'link';
  /** Text shown in the sidebar. */
  label: string;
  /** Route path, absolute. */
  path: string;
  /** Active roles that see the entry and may open its route. */
  roles: readonly Role[];
  /** Icon for a top-level entry. */
  icon?: LucideIcon;
  /** Badge shown after the label. No §2 entry has one yet: none of their screens counts anything. */
  badge?: MenuBadge;
}

/** A menu group (spec §2 "(group)" rows): a heading that expands to its entries. */
export interface MenuGroup {
  kind: 'group';
  /** Text shown in the sidebar. */
  label: string;
  /** Active roles that see the group. */
  roles: readonly Role[];
  /** The group's icon. */
  icon: LucideIcon;
  /** The group's entries. */
  children: readonly MenuLink[];
  /** Badge shown after the label. */
  badge?: MenuBadge;
}

/** A top-level menu item. */
export type MenuItem = MenuLink | MenuGroup;

const GVR_ADMIN: readonly Role[] = ['GVR', 'ADMIN'];

const link = (label: string, path: string, roles: readonly Role[], icon?: LucideIcon): MenuLink => ({
  kind: 'link',
  label,
  path,
  roles,
  icon,
});

/**
 * The menu of spec §2, copied row by row (labels, paths, roles, groups). The router takes each
 * entry's roles from here too, so the sidebar and the guard cannot disagree.
 */
export const MENU: readonly MenuItem[] = [
  link('Dashboard', '/', ALL_ROLES, LayoutDashboard),
  {
    kind: 'group',
    label: 'General Setup',
    roles: GVR_ADMIN,
    icon: Settings,
    children: [
      link('Companies', '/setup/companies', GVR_ADMIN),
      link('Grades', '/setup/grades', GVR_ADMIN),
      link('Departments', '/setup/departments', GVR_ADMIN),
      link('Positions', '/setup/positions', GVR_ADMIN),
      link('Salesperson codes', '/setup/sales-person-code', GVR_ADMIN),
      link('Employees', '/setup/employees', GVR_ADMIN),
      link('Iso Documents', '/setup/isos', GVR_ADMIN),
      link('Event Portfolio', '/setup/portfolios', GVR_ADMIN),
    ],
  },
  {
    kind: 'group',
    label: 'Product Setup',
    roles: ['GVR', 'ADMIN', 'PRODUCT'],
    icon: Package,
    children: [
      link('Product categories', '/product-setup/product-categories', GVR_ADMIN),
      link('Product subcategories', '/product-setup/product-subcategories', GVR_ADMIN),
      link('Products', '/product-setup/products', ['GVR', 'ADMIN', 'PRODUCT']),
    ],
  },
  {
    kind: 'group',
    label: 'GVR Setup',
    roles: ['GVR', 'ADMIN', 'HOD', 'EMPLOYEE'],
    icon: UsersRound,
    children: [
      link('Customer positions', '/gvr-setup/customer-positions', GVR_ADMIN),
      link('Customers', '/gvr-setup/customers', GVR_ADMIN),
      link('GVR sections', '/gvr-setup/gvr-sections', GVR_ADMIN),
      link('GVR categories', '/gvr-setup/gvr-categories', GVR_ADMIN),
      link('GVR settings', '/gvr-setup/gvr-settings', GVR_ADMIN),
      link('Customer exports', '/gvr-setup/customer-exports', ['GVR', 'ADMIN', 'HOD', 'EMPLOYEE']),
      link('GVR exports', '/gvr-setup/gvr-exports', ['GVR', 'ADMIN', 'HOD']),
    ],
  },
  {
    kind: 'group',
    label: 'Equipments Setup',
    roles: GVR_ADMIN,
    icon: Wrench,
    children: [
      link('Equipment categories', '/equipment-setup/equipment-categories', GVR_ADMIN),
      link('Equipments', '/equipment-setup/equipments', GVR_ADMIN),
      link('Equipment Requisition Exports', '/equipment-setup/equipment-exports', GVR_ADMIN),
      link('Event Requisition Exports', '/equipment-setup/event-exports', GVR_ADMIN),
    ],
  },
  {
    kind: 'group',
    label: 'Requisitions',
    roles: ALL_ROLES,
    icon: ClipboardList,
    children: [link('Equipments requisition', '/requisitions/equipments-requisition', ALL_ROLES), link('Events requisition', '/requisitions/events-requisition', ALL_ROLES)],
  },
  {
    kind: 'group',
    label: 'Visit Report',
    roles: ALL_ROLES,
    icon: CalendarCheck,
    children: [
      link('Calendar', '/visit-reports/calendar', ALL_ROLES),
      link('Customers', '/visit-reports/customers', ALL_ROLES),
      link('Activities', '/visit-reports/activities', ALL_ROLES),
      link('Claims', '/visit-reports/claims', ['FINANCE', 'GVR']),
    ],
  },
];

/** Every entry that opens a screen (top-level links and group entries), in menu order. */
export function menuLinks(menu: readonly MenuItem[] = MENU): MenuLink[] {
  return menu.flatMap((item) => (item.kind === 'link' ? [item] : [...item.children]));
}
