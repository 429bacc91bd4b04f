import { gatewayError } from '../errors/codes';
import type { RestRecordBase } from '../upstream/contract';
import type { GraphqlObject, Resource, RestBody } from './resource';
import { workflowObject } from './workflow';

/** The REST field of a record's version (DESIGN §2) and its GraphQL argument. */
const VERSION_NAMES = { __v: 'version' } as const;

/**
 * A REST value → its GraphQL value (DESIGN §3): undefined → null; a list or a plain object (a date
 * range `{ from, to }`, a customer contact) is copied with `_id` renamed `id`; anything else as it is
 * (a Decimal stays the exact string REST sent).
 */
export function toGraphqlValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(toGraphqlValue);
  if (isPlainObject(value)) {
    const object: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) object[key === '_id' ? 'id' : key] = toGraphqlValue(item);
    return object;
  }
  return value;
}

/** A GraphQL input value → its REST value: the inverse of {@link toGraphqlValue} (`id` → `_id` inside objects). */
export function toRestValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toRestValue);
  if (isPlainObject(value)) {
    const object: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) object[key === 'id' ? '_id' : key] = toRestValue(item);
    }
    return object;
  }
  return value;
}

/**
 * A record of fields, as JSON or GraphQL builds it: `Object.prototype` (JSON, variables) or a null
 * prototype (graphql-js builds input objects written inline in the query that way), so inline and
 * variable inputs are mapped alike. Class instances (a Date, an Upload) are not.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A parsed REST record → its GraphQL object (DESIGN §3): `{ id, version, createdAt, updatedAt }`,
 * every own field through {@link toGraphqlValue} (missing → null), every reference as its id field
 * (`department: "d1"` → `departmentId: "d1"`; a list → `companyIds`, `[]` when absent; one → null
 * when absent), a workflow record's number, status, requester, history and actions
 * (crud/workflow.ts `workflowObject`), then the description's `toObject` adjustment. The reference objects themselves are
 * resolved by crud/reference-resolvers.ts. A new object on every call.
 */
export function objectOf(resource: Resource, record: unknown): GraphqlObject {
  const fields = record as RestRecordBase & Record<string, unknown>;
  const object: GraphqlObject = { id: fields._id, version: fields.__v, createdAt: fields.createdAt, updatedAt: fields.updatedAt };
  for (const field of resource.ownFields) object[field] = toGraphqlValue(fields[field]);
  for (const [list, item] of Object.entries(resource.itemReferences)) object[list] = renamedItems(object[list], item.references, 'toGraphql');
  for (const [field, reference] of Object.entries(resource.references)) {
    const value = fields[field];
    object[reference.idField] = reference.many ? (Array.isArray(value) ? value : []) : (value ?? null);
  }
  if (resource.contract.workflow) Object.assign(object, workflowObject(record as Parameters<typeof workflowObject>[0]));
  return resource.adjustObject ? resource.adjustObject(fields, object) : object;
}

/**
 * A GraphQL input → a REST body (DESIGN §2), the inverse of {@link objectOf}, then the description's
 * `toBody` adjustment:
 * - `'create'`: every writable field; one absent from the input gets what the REST schema reads
 *   for "absent" (its default, e.g. `active: true`, `[]` for a list of references), else null;
 * - `'patch'`: only the fields present in the input (explicit null = clear), for the update's
 *   read-merge-write (crud/resolvers.ts).
 * References are renamed (`departmentId` → `department`; a null list → `[]`).
 */
export function bodyOf(resource: Resource, input: unknown, mode: 'create' | 'patch' = 'create'): RestBody {
  const fields = (input ?? {}) as Record<string, unknown>;
  const body: RestBody = {};
  for (const [field, schema] of Object.entries(resource.writable)) {
    const reference = resource.references[field];
    const name = reference?.idField ?? field;
    const value = fields[name];
    if (value === undefined) {
      if (mode === 'create') body[field] = absentValue(schema);
    } else if (reference) {
      body[field] = value ?? (reference.many ? [] : null);
    } else {
      const item = resource.itemReferences[field];
      body[field] = item ? renamedItems(toRestValue(value), item.references, 'toRest') : toRestValue(value);
    }
  }
  return resource.adjustBody ? resource.adjustBody(fields, body) : body;
}

/**
 * The items of a list of objects with their references renamed (`{ position }` ↔ `{ positionId }`,
 * `ResourceDescription.itemReferences`); anything that is not a list is returned as it is.
 */
function renamedItems(items: unknown, references: Resource['references'], direction: 'toGraphql' | 'toRest'): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item: unknown) => {
    if (!isPlainObject(item)) return item;
    const renamed: Record<string, unknown> = { ...item };
    for (const [field, reference] of Object.entries(references)) {
      const [from, to] = direction === 'toGraphql' ? [field, reference.idField] : [reference.idField, field];
      if (!(from in renamed)) continue;
      renamed[to] = renamed[from] ?? (reference.many ? [] : null);
      delete renamed[from];
    }
    return renamed;
  });
}

/** What a REST schema reads for an absent value (its default, `[]` for a list of references), else null. */
function absentValue(schema: { safeParse(value: unknown): { success: boolean; data?: unknown } }): unknown {
  const parsed = schema.safeParse(undefined);
  return parsed.success && parsed.data !== undefined ? parsed.data : null;
}

/**
 * The writable part of a parsed REST record, as a REST body (the "read" of an update's
 * read-merge-write): every writable field with its current value (references as ids).
 */
export function currentBody(resource: Resource, record: Record<string, unknown>): RestBody {
  const body: RestBody = {};
  for (const field of Object.keys(resource.writable)) body[field] = record[field] ?? null;
  return body;
}

/**
 * Throws BAD_USER_INPUT (one field error per field, on its GraphQL input name) when `body` clears a
 * field the REST record cannot be without (its schema refuses null, e.g. a name): DESIGN §3 "null for
 * a required field".
 */
export function assertRequiredKept(resource: Resource, patch: RestBody): void {
  const names = inputFieldNames(resource);
  const problems = Object.entries(patch)
    .filter(([field, value]) => value === null && resource.writable[field] && !resource.writable[field].safeParse(null).success)
    .map(([field]) => ({ field: names[field] ?? field, message: 'This field is required.' }));
  if (problems.length > 0) throw gatewayError('BAD_USER_INPUT', problems.map((p) => `${p.field}: ${p.message}`).join(' '), problems);
}

/**
 * REST field name → GraphQL input name for a resource's field errors (`department` →
 * `departmentId`, `__v` → `version`), so a client can put each message beside its own input.
 */
export function inputFieldNames(resource: Resource): Record<string, string> {
  const names: Record<string, string> = { ...VERSION_NAMES };
  for (const [field, reference] of Object.entries(resource.references)) names[field] = reference.idField;
  return names;
}
