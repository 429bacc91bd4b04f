import { referenceIdField, type FieldContract } from '../../contract/fields';
import { type ResourceContract, hasFullList } from '../../contract/resources';

/** The fields the schema composer gives every catalogue type itself (`id` first, the others last): never taken from the field list. */
const RECORD_FIELDS = new Set(['id', 'version', 'createdAt', 'updatedAt']);

/** The catalogue entry named `name` among `catalogue`; throws for an unknown one (a field's `to` names no resource). */
function entryNamed(catalogue: readonly ResourceContract[], name: string): ResourceContract {
  const found = catalogue.find((resource) => resource.name === name);
  if (!found) throw new Error(`No resource named "${name}" in the catalogue`);
  return found;
}

/**
 * The field that names a record of `resource` where another record refers to it (DESIGN §3 "for
 * pickers"): the catalogue's `labelField`, else `name`. Throws when the resource has no such field.
 */
export function recordLabelField(resource: ResourceContract): string {
  const label = resource.labelField ?? 'name';
  if (!(label in resource.fields)) throw new Error(`${resource.name}: no field "${label}" to name its records by (give the catalogue entry a labelField)`);
  return label;
}

/** A selection of `lines` (each already a selection, possibly spanning lines) indented under `indent`. */
function block(lines: readonly string[], indent: string): string {
  return lines.map((line) => line.replace(/^/gm, indent)).join('\n');
}

/** The selection of one stored field (docs/graphql-grammar.md "The field model"), or undefined when it cannot be derived (a nested object). */
function fieldSelection(key: string, field: FieldContract, catalogue: readonly ResourceContract[]): string[] | undefined {
  switch (field.kind) {
    case 'reference':
    case 'references': {
      const target = entryNamed(catalogue, field.to ?? '');
      const idField = referenceIdField(key, field, target.typeName);
      return field.idOnly ? [idField] : [idField, `${key} {\n${block(['id', recordLabelField(target)], '  ')}\n}`];
    }
    case 'dateRange':
      return [`${key} {\n  from\n  to\n}`];
    case 'object':
    case 'objectList':
      return undefined;
    default:
      return [key];
  }
}

/**
 * The default `fragment XFields on X` of a resource (docs/graphql-grammar.md "Generated web
 * operations"): `id`, its stored fields in the catalogue's order (a reference as its id field and
 * `{ id <label> }` of the record it names, see {@link recordLabelField}; a date range as `{ from to }`),
 * then `...XExtraFields` when `extras` (a hand-written fragment of what a screen reads besides), then
 * `version`, `createdAt`, `updatedAt`. Undefined when a field is a nested object (its selection is
 * the resource's to write: the whole `XFields` by hand).
 */
export function defaultFieldsFragment(resource: ResourceContract, catalogue: readonly ResourceContract[], extras = false): string | undefined {
  const selections: string[] = ['id'];
  for (const [key, field] of Object.entries(resource.fields)) {
    if (RECORD_FIELDS.has(key)) continue;
    const selection = fieldSelection(key, field, catalogue);
    if (!selection) return undefined;
    selections.push(...selection);
  }
  if (extras) selections.push(`...${resource.typeName}ExtraFields`);
  selections.push('version', 'createdAt', 'updatedAt');
  return `fragment ${resource.typeName}Fields on ${resource.typeName} {\n${block(selections, '  ')}\n}`;
}

/**
 * The default `fragment XChoiceFields on X` of a list resource's pickers (crud/operations.ts
 * `catalogueChoices` reads it): `id`, its label field ({@link recordLabelField}), `active` when it has
 * that flag (an inactive record is offered only where a form already holds it), and `parent:` the id
 * of its first required reference (a picker can then offer the positions of the chosen department).
 */
export function defaultChoiceFragment(resource: ResourceContract, catalogue: readonly ResourceContract[]): string {
  const selections = ['id', recordLabelField(resource)];
  if (resource.fields.active?.kind === 'boolean') selections.push('active');
  const parent = Object.entries(resource.fields).find(([, field]) => field.kind === 'reference' && field.required && !field.idOnly);
  if (parent) {
    const [key, field] = parent;
    selections.push(`parent: ${referenceIdField(key, field, entryNamed(catalogue, field.to ?? '').typeName)}`);
  }
  return `fragment ${resource.typeName}ChoiceFields on ${resource.typeName} {\n${block(selections, '  ')}\n}`;
}

/** The fields of every workflow's `XHistoryEntry`, in its order (workflow-grammar.ts writes the type; a test holds the two together). */
export const HISTORY_ENTRY_FIELDS = ['id', 'action', 'fromStatus', 'toStatus', 'byId', 'byName', 'at', 'comment'] as const;

/**
 * `fragment XWorkflowFields on X` of a workflow resource (docs/requisitions.md): its history and the
 * actions the caller may take now, which every workflow screen reads besides the record's own fields.
 */
export function workflowFragment(resource: ResourceContract): string {
  const type = resource.typeName;
  return `fragment ${type}WorkflowFields on ${type} {\n  history {\n${block(HISTORY_ENTRY_FIELDS, '    ')}\n  }\n  actions\n}`;
}

/**
 * The fragments codegen writes for a resource beside its operations: `XFields` unless the web's
 * feature folders declare it (`hand`, their fragment names: a hand-written `XFields` replaces the
 * default whole; a hand-written `XExtraFields` is spread into the default), and, for a resource with
 * a full list, `XChoiceFields` unless declared by hand the same way; for a workflow resource,
 * `XWorkflowFields` ({@link workflowFragment}), which its hand-written `XFields` spreads.
 *
 * @throws when the resource has no hand-written `XFields` and its default cannot be derived (a nested object field).
 */
export function resourceFragments(resource: ResourceContract, catalogue: readonly ResourceContract[], hand: ReadonlySet<string>): string[] {
  const type = resource.typeName;
  const fragments: string[] = [];
  if (!hand.has(`${type}Fields`)) {
    const fields = defaultFieldsFragment(resource, catalogue, hand.has(`${type}ExtraFields`));
    if (!fields) {
      throw new Error(
        `${resource.name}: a nested object field has no default selection; write \`fragment ${type}Fields on ${type}\` in web/src/features/<area>/<name>/<name>.graphql`,
      );
    }
    fragments.push(fields);
  }
  if (hasFullList(resource) && !hand.has(`${type}ChoiceFields`)) fragments.push(defaultChoiceFragment(resource, catalogue));
  if (resource.workflow && !hand.has(`${type}WorkflowFields`)) fragments.push(workflowFragment(resource));
  return fragments;
}
