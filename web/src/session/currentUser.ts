import type { AuthenticateMutation, Role } from '../generated/graphql';

/**
 * The signed-in user: exactly what `authenticate` answered (spec §3, §7): `{ token, id, employeeName,
 * email, roles, gender, photo }`. `roles[0]` is the active role.
 */
export type CurrentUser = NonNullable<AuthenticateMutation['authenticate']>;

/** The active role of a user: the first of their roles (spec §3, §6); undefined with no roles. */
export function activeRole(user: Pick<CurrentUser, 'roles'>): Role | undefined {
  return user.roles[0];
}

/**
 * Whether a route or menu entry listing `roles` is open to `user` (spec §6): an entry without a list is
 * open to anyone signed in; otherwise the user's active role must be in it.
 */
export function hasAllowedRole(user: Pick<CurrentUser, 'roles'>, roles: readonly Role[] | undefined): boolean {
  if (!roles) return true;
  const role = activeRole(user);
  return role !== undefined && roles.includes(role);
}

/**
 * Reads a stored current user back (spec §3 "restored on start"): the parsed JSON when it has the
 * shape of a `CurrentUser` (token, id, employeeName and a roles array), else null, so a damaged or
 * foreign entry signs the user out instead of breaking the app.
 */
export function parseCurrentUser(json: string | null): CurrentUser | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    const user = value as Partial<CurrentUser>;
    const ok =
      typeof user.token === 'string' &&
      user.token.length > 0 &&
      typeof user.id === 'string' &&
      typeof user.employeeName === 'string' &&
      Array.isArray(user.roles) &&
      user.roles.every((role) => typeof role === 'string');
    return ok ? (value as CurrentUser) : null;
  } catch {
    return null;
  }
}
