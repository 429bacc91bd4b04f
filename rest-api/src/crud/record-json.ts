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
  const keys = [...Object.keys(resource.fields.shape), ...Object.keys(resource.lists ?? {}), ...Object.keys(resource.readOnly ?? {})];
  const fields = resource.toJson ? resource.toJson(row) : Object.fromEntries([...new Set(keys)].map((key) => [key, row[key] ?? null]));
  return {
    _id: row.id,
    ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])),
    ...(resource.ordered ? { position: row.position } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    __v: row.version,
  };
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
