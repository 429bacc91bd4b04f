import { type AnyResourceDescription, defineResource } from '../crud/resource';
import { RESOURCE_CATALOGUE } from '../generated/contract/resources';
import { CATALOGUE_RESOURCES } from '../generated/resources';

/**
 * Every CRUD resource the gateway serves (spec §7 master-data resources and employees, DESIGN §5): one
 * per catalogue entry, in catalogue order. A resource with extras of its own (a workflow's nested items,
 * computed fields, mapping adjustments) is the description `npm run codegen` finds in setup/ (`export
 * const <x> = defineResource({ name: '<name>', … })`, src/generated/resources.ts); any other is its
 * catalogue entry alone, `defineResource({ name })` (fields: crud/catalogue-fields.ts, references:
 * crud/catalogue-references.ts).
 */
export const RESOURCES: readonly AnyResourceDescription[] = RESOURCE_CATALOGUE.map(
  (entry) => CATALOGUE_RESOURCES.find((described) => described.restPath === entry.name) ?? defineResource({ name: entry.name }),
);

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
