import { fromCatalogue } from '../crud/catalogue';
import { catalogueTable } from '../crud/catalogue-references';
import type { ResourceDescription } from '../crud/resource';
import { RESOURCE_CATALOGUE, type ResourceName } from '../generated/contract/resources';
import { CATALOGUE_RESOURCES } from '../generated/resources';
import { employeesResource } from './employees/resource';

/** The descriptions written in src/resources/<dir>/resource.ts (found by `npm run codegen`: src/generated/resources.ts), by name. */
const written = new Map<string, ResourceDescription>(CATALOGUE_RESOURCES.map((resource) => [resource.name, resource]));

/**
 * Every resource description, in catalogue order (spec §7 master-data resources, DESIGN §7): the one
 * written in src/resources/<dir>/resource.ts (`export const <name>Resource = fromCatalogue('<name>', …)`,
 * for a resource with extras: rules, computed fields, lists, a workflow), else, for a plain resource,
 * the one derived from its catalogue entry and its table alone (src/crud/catalogue.ts `fromCatalogue`,
 * the table found by `catalogueTable`).
 */
export const allResources: ResourceDescription[] = RESOURCE_CATALOGUE.map(
  (entry) => written.get(entry.name) ?? (fromCatalogue(entry.name, { table: catalogueTable(entry.name) }) as ResourceDescription),
);

/**
 * The master-data resources of spec §7 served by the generic CRUD routes, each under `/setup/<name>`:
 * {@link allResources} but employees, who compose the same mechanism with their own access rules
 * (src/resources/employees/routes.ts).
 */
export const resources: ResourceDescription[] = allResources.filter((resource) => resource !== employeesResource);

/** The description of catalogue resource `name`. */
export function resourceNamed(name: ResourceName): ResourceDescription {
  const found = allResources.find((resource) => resource.name === name);
  if (!found) throw new Error(`No resource description named "${name}"`);
  return found;
}
