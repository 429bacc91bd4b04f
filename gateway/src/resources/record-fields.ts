import type { RestRecordBase } from '../upstream/contract';

/** The GraphQL fields every record type has (DESIGN §3): `id`, `version`, `createdAt`, `updatedAt`. */
export interface RecordFields {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** `{ _id, __v, createdAt, updatedAt }` of a REST record (DESIGN §2) → {@link RecordFields}. */
export function recordFields(record: RestRecordBase): RecordFields {
  return { id: record._id, version: record.__v, createdAt: record.createdAt, updatedAt: record.updatedAt };
}
