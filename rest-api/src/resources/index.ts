import type { ResourceDescription } from '../crud/resource';
import { CATALOGUE_RESOURCES } from '../generated/resources';
import { employeesResource } from './employees/resource';

/**
 * The master-data resources of spec §7 served by the generic CRUD routes, each under `/setup/<name>`.
 * Employees (src/resources/employees/routes.ts) compose the same mechanism with their own access rules.
 */
export const resources: ResourceDescription[] = CATALOGUE_RESOURCES.filter((resource) => resource !== employeesResource);

/**
 * Every resource description, in catalogue order: {@link resources} and employees (whose routes are their
 * own). Found by `npm run codegen` (src/generated/resources.ts): a description is
 * `export const <name>Resource = fromCatalogue('<name>', …)` in src/resources/<dir>/.
 */
export const allResources: ResourceDescription[] = [...CATALOGUE_RESOURCES];
