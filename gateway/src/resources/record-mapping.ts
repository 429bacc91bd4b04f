import type { AnyResourceDescription } from './resource';

/** The REST field of a record's version (DESIGN §2) and its GraphQL argument. */
const VERSION_NAMES = { __v: 'version' } as const;

/**
 * A parsed REST record → its GraphQL object (DESIGN §3): the description's `toObject`, plus for
 * every reference its id field (`department: "d1"` → `departmentId: "d1"`; a list → `companyIds`,
 * `[]` when absent; one → null when absent). The reference objects themselves are resolved by
 * resources/reference-resolvers.ts.
 */
export function objectOf(description: AnyResourceDescription, record: unknown): Record<string, unknown> {
  // `toObject` builds a new object for every call, so the ids are added to it rather than to a copy.
  const object: Record<string, unknown> = description.toObject(record);
  if (!description.references) return object;
  const fields = record as Record<string, unknown>;
  for (const [field, reference] of Object.entries(description.references)) {
    const value = fields[field];
    object[reference.idField] = reference.many ? (Array.isArray(value) ? value : []) : (value ?? null);
  }
  return object;
}

/**
 * A GraphQL input → the REST body of create/update (DESIGN §2): the description's `toBody`, plus
 * every reference under its REST name (`departmentId` → `department`, null when not given; a list
 * → `[]` when not given).
 */
export function bodyOf(description: AnyResourceDescription, input: unknown): Record<string, unknown> {
  const body = description.toBody(input);
  const fields = input as Record<string, unknown>;
  for (const [field, reference] of Object.entries(description.references ?? {})) {
    body[field] = fields[reference.idField] ?? (reference.many ? [] : null);
  }
  return body;
}

/**
 * REST field name → GraphQL input name for a resource's field errors (`department` →
 * `departmentId`, `__v` → `version`), so a client can put each message beside its own input.
 */
export function inputFieldNames(description: AnyResourceDescription): Record<string, string> {
  const names: Record<string, string> = { ...VERSION_NAMES };
  for (const [field, reference] of Object.entries(description.references ?? {})) names[field] = reference.idField;
  return names;
}
