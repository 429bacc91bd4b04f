import { SPEC_MENU_ROWS, specMenuEntry } from './menu';
import { permissionRoles } from './permissions';
import { RESOURCE_CATALOGUE, constantCase, operationPermission, resourceGraphqlNames } from './resources';

describe('resource catalogue (plan §1)', () => {
  it('names every resource, type and GraphQL field once', () => {
    const names = RESOURCE_CATALOGUE.map((resource) => resource.name);
    expect(new Set(names).size).toBe(names.length);
    const fields = RESOURCE_CATALOGUE.flatMap((resource) => {
      const graphql = resourceGraphqlNames(resource);
      return [graphql.type, graphql.listField, graphql.allField, graphql.createField, graphql.updateField, graphql.deleteField];
    });
    expect(new Set(fields).size).toBe(fields.length);
  });

  it('sorts lists by one of their sort fields by default (a single-record resource has no list)', () => {
    for (const resource of RESOURCE_CATALOGUE) {
      if ('kind' in resource && resource.kind === 'single') continue;
      expect(Object.keys(resource.sort)).toContain(resource.defaultSort.field);
    }
  });

  it('spells sort enum values in CONSTANT_CASE', () => {
    expect(constantCase('employeeName')).toBe('EMPLOYEE_NAME');
    expect(constantCase('createdAt')).toBe('CREATED_AT');
    expect(constantCase('name')).toBe('NAME');
  });

  it('gives each resource with a screen the menu roles of its write permission, or of its screen permission (spec §2, DESIGN §6)', () => {
    for (const resource of RESOURCE_CATALOGUE) {
      if (!('menuPath' in resource) || !resource.menuPath) continue;
      const entry = specMenuEntry(resource.menuPath);
      expect({ resource: resource.name, found: entry !== undefined && !entry.group }).toEqual({ resource: resource.name, found: true });
      expect({ resource: resource.name, roles: [...(entry?.roles ?? [])].sort() }).toEqual({
        resource: resource.name,
        roles: permissionRoles(('screenPermission' in resource ? resource.screenPermission : undefined) ?? operationPermission(resource, 'create')).sort(),
      });
    }
  });

  it('reads the spec menu table: groups, paths, "all six roles"', () => {
    expect(SPEC_MENU_ROWS.find((row) => row.label === 'General Setup')).toEqual({ label: 'General Setup', path: null, group: true, roles: ['Gvr', 'Admin'] });
    expect(specMenuEntry('/visit-reports/calendar')?.roles).toHaveLength(6);
  });
});
