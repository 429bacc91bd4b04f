import type { ResourceContract, ResourceName } from '../generated/contract/resources';

/**
 * A reference from one resource's records to another's as a description writes it (DESIGN §2: REST
 * carries the referenced record's `_id`, or an array of ids): the referenced resource's catalogue
 * name (`'departments'`), or `{ resource, many }` for a list (`{ resource: 'companies', many: true }`),
 * with `idField` only when the derived one does not fit.
 */
export type ReferenceSpec = ResourceName | { resource: ResourceName; many?: boolean; idField?: string };

/**
 * The references of a catalogue entry, from its fields (contract/resource-fields.ts,
 * docs/graphql-grammar.md "The field model"): each `reference` (`department: 'departments'`) and
 * `references` (`companies: { resource: 'companies', many: true }`) by REST field, with its `idField`
 * when the catalogue gives one. An `idOnly` reference (a workflow's requester) is left out: only its id
 * is served, by the workflow (crud/workflow.ts).
 */
export function catalogueReferences(contract: ResourceContract): Record<string, ReferenceSpec> {
  const references: Record<string, ReferenceSpec> = {};
  for (const [field, spec] of Object.entries(contract.fields)) {
    if ((spec.kind !== 'reference' && spec.kind !== 'references') || spec.idOnly) continue;
    const resource = spec.to as ResourceName;
    const many = spec.kind === 'references';
    references[field] = many || spec.idField ? { resource, ...(many ? { many } : {}), ...(spec.idField ? { idField: spec.idField } : {}) } : resource;
  }
  return references;
}
