import type { z } from 'zod';
import { resourceContract, type ResourceContract, type ResourceName } from '../generated/contract/resources';
import { catalogueFields, type CatalogueFields } from './catalogue-fields';
import { catalogueFilters, catalogueSearchable, catalogueSortable, catalogueUnique } from './catalogue-lists';
import { catalogueReferences } from './catalogue-references';
import type { Reference, ResourceDescription } from './resource';

export { labelOf, referenceTo } from './catalogue-references';

/** The parts of a {@link ResourceDescription} that the catalogue (contract/resources.ts) declares. */
type FromCatalogue = 'name' | 'label' | 'plural' | 'permissions' | 'kind' | 'ordered' | 'defaultSort';

/** The parts {@link fromCatalogue} derives from the catalogue and the table unless the resource gives them. */
type Derived = 'fields' | 'searchable' | 'sortable' | 'unique';

/** What a resource declares besides its catalogue entry: the second argument of {@link fromCatalogue}. */
export type CatalogueDescription<Fields extends z.ZodObject = z.ZodObject> = Omit<ResourceDescription<Fields>, FromCatalogue | Derived | 'references'> &
  Partial<Pick<ResourceDescription<Fields>, Derived>> & {
    /** References besides or instead of the derived ones; `null`: a reference field the resource checks itself (no reference). */
    references?: Record<string, Reference | null>;
  };

/**
 * A resource description DERIVED from the resource's entry in the catalogue (contract/resources.ts,
 * contract/resource-fields.ts; DESIGN §7; docs/graphql-grammar.md "The field model") and its table, so
 * that what every layer knows is declared once: the name (REST path segment), label and plural
 * (messages), permissions, kind, order and default sort; and, unless `description` gives them:
 * - `fields`: the writable fields' validation (src/crud/catalogue-fields.ts `catalogueFields`);
 * - `searchable`: the columns of the `searchable` fields;
 * - `sortable`: each key of the entry's `sort` the description does not give, the column of that key
 *   (ignoring case where the table indexes `lower(column)`);
 * - `filters`: each `ID` or `Boolean` filter of the entry the description (or its workflow's caller
 *   filters) does not give, on its column;
 * - `unique`: the unique index of each `unique` field the description does not name
 *   (`<table>_<within>_<field>_unique`);
 * - `references`: each writable reference field the description does not give, to its target's table
 *   (src/crud/catalogue-references.ts).
 * `description` adds what only the REST server knows (the table, rules, computed fields, workflows) and
 * what the catalogue cannot say; its `sortable`, `filters`, `unique` and `references` add to the derived
 * ones (and replace those of the same key; a `null` reference drops a derived one), its `fields` and
 * `searchable` replace them.
 *
 * @throws when `name` is not in the catalogue, or a part cannot be derived and is not given (a wiring
 * bug, at start-up).
 */
export function fromCatalogue<Name extends ResourceName, Fields extends z.ZodObject = CatalogueFields<Name, Record<never, never>>>(
  name: Name,
  description: CatalogueDescription<Fields>,
): ResourceDescription<Fields> & { contract: ResourceContract } {
  const contract = resourceContract(name);
  const { field, direction } = contract.defaultSort;
  const { table } = description;
  return {
    ...description,
    fields: description.fields ?? (catalogueFields(name) as unknown as Fields),
    searchable: description.searchable ?? catalogueSearchable(name, table),
    sortable: { ...catalogueSortable(name, table, description.sortable), ...description.sortable },
    filters: { ...catalogueFilters(name, table, [...Object.keys(description.filters ?? {}), ...Object.keys(description.workflow?.callerFilters ?? {})]), ...description.filters },
    unique: { ...catalogueUnique(name, table, description.unique), ...description.unique },
    references: withoutNulls({ ...catalogueReferences(name), ...description.references }),
    name: contract.name,
    label: contract.singular,
    plural: contract.plural,
    permissions: { read: contract.permissions.read, write: contract.permissions.write },
    kind: contract.kind,
    ordered: contract.ordered,
    fullList: contract.fullList,
    defaultSort: direction === 'DESC' ? `-${field}` : field,
    contract,
  };
}

/** `references` without the keys the resource set to null. */
function withoutNulls(references: Record<string, Reference | null>): Record<string, Reference> {
  return Object.fromEntries(Object.entries(references).flatMap(([key, reference]) => (reference ? [[key, reference] as const] : [])));
}
