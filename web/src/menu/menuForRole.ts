import type { Role } from '../generated/graphql';
import { MENU, type MenuItem } from './menuTable';

/**
 * The menu a user with active role `role` sees (spec §2, §6: visibility follows the first role):
 * entries listing the role; groups listing it, with only their entries listing it, and only when at
 * least one is left. No role (undefined) sees nothing.
 */
export function menuForRole(role: Role | undefined, menu: readonly MenuItem[] = MENU): MenuItem[] {
  if (!role) return [];
  return menu.flatMap((item): MenuItem[] => {
    if (!item.roles.includes(role)) return [];
    if (item.kind === 'link') return [item];
    const children = item.children.filter((child) => child.roles.includes(role));
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
