import type { z } from 'zod';
import { resourceContract, type ResourceContract, type ResourceName } from '../generated/contract/resources';
import type { RecordTable, Reference, ResourceDescription } from './resource';

/** The parts of a {@link ResourceDescription} that the catalogue (contract/resources.ts) declares. */
type FromCatalogue = 'name' | 'label' | 'plural' | 'permissions' | 'kind' | 'ordered' | 'defaultSort';

/** What a resource declares besides its catalogue entry: the second argument of {@link fromCatalogue}. */
export type CatalogueDescription<Fields extends z.ZodObject = z.ZodObject> = Omit<ResourceDescription<Fields>, FromCatalogue>;

/**
 * A resource description whose name (REST path segment), label and plural (messages), read and write
 * permissions, kind, order and default sort come from its entry in the resource catalogue
 * (contract/resources.ts, DESIGN §7), so that they are declared once for every layer; `description`
 * adds what only the REST server knows (table, field schemas, search, sort expressions, filters, rules).
 *
 * @throws when `name` is not in the catalogue (a wiring bug, at start-up).
 */
export function fromCatalogue<Fields extends z.ZodObject>(
  name: ResourceName,
  description: CatalogueDescription<Fields>,
): ResourceDescription<Fields> & { contract: ResourceContract } {
  const contract = resourceContract(name);
  const { field, direction } = contract.defaultSort;
  return {
    ...description,
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

/** The singular label of catalogue resource `name` ("department"), for reference fields' messages ("No such department"). */
export function labelOf(name: ResourceName): string {
  return resourceContract(name).singular;
}

/** A {@link Reference} to the records of catalogue resource `name`, kept in `table`, labelled by the catalogue. */
export function referenceTo(name: ResourceName, table: RecordTable): Reference {
  return { table, label: labelOf(name) };
}
