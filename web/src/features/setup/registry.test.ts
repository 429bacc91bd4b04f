import { RESOURCE_CATALOGUE } from '../../generated/contract/resources';
import { PERMISSIONS } from '../../generated/contract/permissions';
import { GRAPHQL_ROLES } from '../../generated/contract/roles';
import { menuLinks } from '../../menu/menuTable';
import { SETUP_RESOURCES } from './registry';

/**
 * The web's setup resources against the contract (plan §1): one generic screen per catalogue
 * resource, at its §2 menu path, titled as the catalogue says, open (menu and route guard) to exactly
 * the roles that may write it (app/screens.tsx makes a screen of every registry entry at its path).
 */
describe('the setup registry against the resource catalogue', () => {
  // Workflow resources (requisitions) have their own screens (features/requisitions/workflowScreens.ts),
  // and so do the resources without a full list (activities: features/visits/activities, docs/visits.md).
  const listed = RESOURCE_CATALOGUE.filter((resource) => resource.menuPath !== undefined && !('workflow' in resource) && !('fullList' in resource && resource.fullList === false));

  it('has a screen for every catalogue resource with a menu path and no workflow, and nothing else', () => {
    expect(Object.keys(SETUP_RESOURCES).sort()).toEqual(listed.map((resource) => resource.name).sort());
    for (const resource of listed) {
      expect(SETUP_RESOURCES[resource.name]?.path).toBe(resource.menuPath);
    }
  });

  it.each(listed.map((resource) => [resource.name, resource] as const))('%s: its menu entry has its title and the roles of its write permission', async (_name, resource) => {
    const link = menuLinks().find((candidate) => candidate.path === resource.menuPath);
    expect(link?.label).toBe(resource.title);
    const writers = PERMISSIONS[resource.permissions.write].roles.map((role) => GRAPHQL_ROLES[role]);
    expect([...(link?.roles ?? [])].sort()).toEqual([...writers].sort());
    const description = await SETUP_RESOURCES[resource.name]?.load();
    expect(description?.title).toBe(resource.title);
  });
});
