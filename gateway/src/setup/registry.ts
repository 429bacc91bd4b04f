import type { AnyResourceDescription } from '../crud/resource';
import { CATALOGUE_RESOURCES } from '../generated/resources';

/**
 * Every CRUD resource the gateway serves (spec §7 master-data resources and employees, DESIGN §5), in
 * catalogue order: the descriptions `npm run codegen` finds in setup/ (`export const <x> =
 * defineResource({ name: '<name>', … })`, src/generated/resources.ts).
 */
export const RESOURCES: readonly AnyResourceDescription[] = CATALOGUE_RESOURCES;

/** The description whose `restPath` is `restPath` (reference loaders use it); throws for an unknown one, a wiring bug. */
export function resourceByPath(restPath: string): AnyResourceDescription {
  const found = RESOURCES.find((resource) => resource.restPath === restPath);
  if (!found) throw new Error(`No resource is served at /setup/${restPath}`);
  return found;
}

/**
 * The REST fields that hold ids of other records, over every resource: references (`department`,
 * `companies`) and references inside list items (`position` of a customer's contacts). The data
 * source sends their ids as the upstream's id type (upstream/outgoing-body.ts).
 */
export const REFERENCE_FIELDS: ReadonlySet<string> = new Set(
  RESOURCES.flatMap((resource) => [...Object.keys(resource.references), ...Object.values(resource.itemReferences).flatMap((item) => Object.keys(item.references))]),
);
