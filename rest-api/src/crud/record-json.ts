import { z } from 'zod';
import type { RecordRow, ResourceDescription } from './resource';

/** A record as sent to clients: the common keys plus the resource's fields. */
export interface RecordJson {
  _id: string;
  createdAt: string;
  updatedAt: string;
  __v: number;
  [field: string]: unknown;
}

/**
 * A row as the JSON record of DESIGN §2: `{ _id, ...fields, createdAt, updatedAt, __v }` with ISO-8601
 * timestamps and `__v` the version (and `position` for an ordered resource). The fields come from `resource.toJson`, else the `fields`, `lists`
 * and `readOnly` keys of the row (src/crud/repository.ts attaches the lists); a Date among them becomes ISO 8601 text.
 */
export function recordJson(resource: ResourceDescription, row: RecordRow): RecordJson {
  const record: RecordJson = { _id: row.id } as RecordJson;
  // Plain loops over keys computed once per resource: exports map a million rows through here (docs/exports.md).
  if (resource.toJson) {
    const fields = resource.toJson(row);
    for (const key in fields) record[key] = jsonValue(fields[key]);
  } else {
    for (const key of fieldKeys(resource)) record[key] = jsonValue(row[key] ?? null);
  }
  if (resource.ordered) record.position = row.position;
  record.createdAt = row.createdAt.toISOString();
  record.updatedAt = row.updatedAt.toISOString();
  record.__v = row.version;
  return record;
}

/** A field's value as JSON takes it: a Date as ISO 8601 text, anything else as it is. */
function jsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

const FIELD_KEYS = new WeakMap<ResourceDescription, readonly string[]>();

/** The keys {@link recordJson} copies from a row of `resource` (fields, lists, read-only fields, once each), computed once per resource. */
function fieldKeys(resource: ResourceDescription): readonly string[] {
  let keys = FIELD_KEYS.get(resource);
  if (!keys) {
    keys = [...new Set([...Object.keys(resource.fields.shape), ...Object.keys(resource.lists ?? {}), ...Object.keys(resource.readOnly ?? {})])];
    FIELD_KEYS.set(resource, keys);
  }
  return keys;
}

/** The zod schema of {@link recordJson}'s output for `resource` (response documentation). */
export function recordSchema(resource: ResourceDescription) {
  const lists = Object.fromEntries(Object.entries(resource.lists ?? {}).map(([name, list]) => [name, z.array(list.item)]));
  const readOnly = Object.fromEntries(Object.entries(resource.readOnly ?? {}).map(([name, field]) => [name, field.schema]));
  return z.object({
    _id: z.uuid(),
    ...(resource.json ?? resource.fields.extend(lists)).shape,
    ...readOnly,
    ...(resource.ordered ? { position: z.number().int().min(1).describe('Place in the order the user set, 1 = first (read-only)') } : {}),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    __v: z.number().int().min(0),
  });
}
