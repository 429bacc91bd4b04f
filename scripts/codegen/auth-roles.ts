import { type DocumentNode, Kind, parse, visit } from 'graphql';
import { GRAPHQL_ROLES } from '../../contract/roles';
import { PERMISSIONS, type Permission, permissionRoles } from '../../contract/permissions';

/** One field's `@auth(roles: [...])`, e.g. `{ field: 'Query.employees', roles: ['GVR', 'ADMIN'] }`. */
export interface AuthRolesUse {
  field: string;
  roles: string[];
}

/** Every `@auth(roles:)` of the object types of `sdl` (a composed schema), by `Type.field`. */
export function authRolesUses(sdl: string | DocumentNode): AuthRolesUse[] {
  const document = typeof sdl === 'string' ? parse(sdl, { noLocation: true }) : sdl;
  const uses: AuthRolesUse[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    for (const field of definition.fields ?? []) {
      visit(field, {
        Directive: (directive) => {
          if (directive.name.value !== 'auth') return;
          const roles = directive.arguments?.find((argument) => argument.name.value === 'roles');
          if (roles?.value.kind !== Kind.LIST) return;
          uses.push({
            field: `${definition.name.value}.${field.name.value}`,
            roles: roles.value.values.map((value) => (value.kind === Kind.ENUM ? value.value : '?')),
          });
        },
      });
    }
  }
  return uses;
}

/** The permissions whose roles (GraphQL spelling) are exactly `roles`, in any order. */
export function permissionsWithRoles(roles: readonly string[]): Permission[] {
  const wanted = [...roles].sort().join(',');
  return (Object.keys(PERMISSIONS) as Permission[]).filter(
    (permission) =>
      permissionRoles(permission)
        .map((role) => GRAPHQL_ROLES[role])
        .sort()
        .join(',') === wanted,
  );
}

/**
 * The `@auth(roles:)` uses of `sdl` whose roles list is the roles of no PERMISSIONS entry (DESIGN §6:
 * one permission table): each is drift between the schema and contract/permissions.ts.
 */
export function authRolesWithoutPermission(sdl: string | DocumentNode): AuthRolesUse[] {
  return authRolesUses(sdl).filter((use) => permissionsWithRoles(use.roles).length === 0);
}
