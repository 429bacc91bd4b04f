import { z } from 'zod';
import { CONFLICT_REASONS } from '../errors/codes';

/**
 * The shapes of the /setup REST contract (DESIGN §2), checked on every answer because the upstream
 * may be any server that claims to speak the contract (DESIGN §1). Unknown keys are dropped.
 */

/** An ISO-8601 UTC instant with milliseconds, as `Date.prototype.toISOString` writes it (and our rest-api sends it). */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * An instant as the REST server sends it (any string `Date` can read), normalized to ISO-8601 UTC;
 * anything else is an issue "not a date". One transform with a fast path: a string already in
 * `toISOString` form is kept as it is (checked per record, so it must stay cheap).
 */
export const restInstant = z.string().transform((value, context) => {
  if (ISO_UTC.test(value)) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) {
    context.issues.push({ code: 'custom', message: 'not a date', input: value });
    return z.NEVER;
  }
  return new Date(time).toISOString();
});

/**
 * An id as the server sends it (upstream/profile.ts `idType`): a non-empty string, or a finite number
 * (a server with numeric ids), read as the GraphQL `ID` string (`5` → `"5"`).
 */
export const restId = z.union([z.string().min(1), z.number().finite()]).transform(String);

/** An exact decimal as REST sends it (DESIGN §2: text; a server that sends a number is read as its text). */
export const restDecimal = z.union([z.string(), z.number().transform(String)]);

/**
 * What every REST record carries (DESIGN §2): `_id` ({@link restId}), `__v` (version; 0 when the server
 * keeps none, upstream/profile.ts `versions`), `createdAt`, `updatedAt`.
 */
export const restRecordBase = {
  _id: restId,
  __v: z.number().int().nonnegative().default(0),
  createdAt: restInstant,
  updatedAt: restInstant,
};

/**
 * A REST record schema: the common fields of {@link restRecordBase} plus the resource's own `fields`,
 * e.g. `restRecord({ name: z.string() })` for `{ _id, __v, createdAt, updatedAt, name }`.
 */
export function restRecord<TShape extends z.ZodRawShape>(fields: TShape) {
  return z.object({ ...restRecordBase, ...fields });
}

/**
 * The id a reference value holds: a non-empty string, a finite number (as its string), or an embedded record's non-empty `_id` (a
 * legacy server that embeds the record); undefined when it is neither.
 */
function referenceId(value: unknown): string | undefined {
  if (typeof value === 'string') return value.length > 0 ? value : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  const id = (value as { _id?: unknown })._id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return typeof id === 'string' && id.length > 0 ? id : undefined;
}

/**
 * A reference (docs/setup-contract.md: the referenced record's `_id`, or null). A legacy server that
 * embeds the record instead (`{ _id, ... }`) is read as its id; absent → null; anything else is an
 * issue "not a reference". One transform per value (no union), since every record has several.
 */
export const restRef = z
  .unknown()
  .optional()
  .transform((value, context): string | null => {
    if (value === null || value === undefined) return null;
    const id = referenceId(value);
    if (id !== undefined) return id;
    context.issues.push({ code: 'custom', message: 'not a reference', input: value });
    return z.NEVER;
  });

/** A list of references (`companies: ["c1", "c2"]`, or embedded records); absent → `[]`. */
export const restRefs = z
  .unknown()
  .optional()
  .transform((value, context): string[] => {
    if (value === null || value === undefined) return [];
    const ids = Array.isArray(value) ? value.map(referenceId) : [undefined];
    if (ids.every((id): id is string => id !== undefined)) return ids;
    context.issues.push({ code: 'custom', message: 'not a list of references', input: value });
    return z.NEVER;
  });

/** The parsed common fields of a REST record. */
export type RestRecordBase = z.output<z.ZodObject<typeof restRecordBase>>;

/**
 * The paged-list envelope of `GET /setup/{resource}/?page=` (DESIGN §2, the mongoose-paginate shape),
 * reduced to what the gateway uses: `{ docs, totalDocs, limit, page, totalPages }` and, when the server
 * sends them, `hasNextPage` and `totalDocsExact` (our addition: false when a search was counted only up
 * to a cap; a server without it counts exactly). Builds a new
 * schema: use {@link restPageOf} on a request's path (building a zod schema costs far more than
 * using one).
 */
export function restPage<TRecord extends z.ZodType>(record: TRecord) {
  return z.object({
    docs: z.array(record),
    totalDocs: z.number().int().nonnegative(),
    limit: z.number().int().nonnegative(),
    page: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
    hasNextPage: z.boolean().optional(),
    totalDocsExact: z.boolean().optional(),
  });
}

const pageSchemas = new WeakMap<z.ZodType, z.ZodType>();
const arraySchemas = new WeakMap<z.ZodType, z.ZodType>();

/** {@link restPage} of `record`, built once per record schema and then reused. */
export function restPageOf<TRecord>(record: z.ZodType<TRecord>): z.ZodType<RestPage<TRecord>> {
  let schema = pageSchemas.get(record);
  if (!schema) pageSchemas.set(record, (schema = restPage(record)));
  return schema as z.ZodType<RestPage<TRecord>>;
}

/** `schema.array()` (a list answer, e.g. `GET /setup/grades/all`), built once per schema and then reused. */
export function arrayOf<T>(schema: z.ZodType<T>): z.ZodType<T[]> {
  let array = arraySchemas.get(schema);
  if (!array) arraySchemas.set(schema, (array = z.array(schema)));
  return array as z.ZodType<T[]>;
}

/** A parsed paged list of `TRecord`. */
export interface RestPage<TRecord> {
  docs: TRecord[];
  totalDocs: number;
  limit: number;
  page: number;
  totalPages: number;
  /** Whether a page after this one exists (absent: `page < totalPages`). */
  hasNextPage?: boolean;
  /** Whether `totalDocs` is exact (absent: it is; DESIGN §2 `totalDocsExact`). */
  totalDocsExact?: boolean;
}

/**
 * An error body (DESIGN §2): `{ message, errors?: [{ field, message }], reason? }` (`reason` on a 409:
 * docs/requisitions.md "REST"). Every part is optional here: a foreign server may send anything, and
 * what does not fit (an unknown reason included) is ignored.
 */
export const restErrorBody = z.object({
  message: z.string().trim().min(1).optional().catch(undefined),
  reason: z.enum(CONFLICT_REASONS).optional().catch(undefined),
  errors: z
    .array(z.unknown())
    .optional()
    .catch(undefined)
    .transform((items) =>
      (items ?? []).flatMap((item) => {
        const parsed = z.object({ field: z.string(), message: z.string() }).safeParse(item);
        return parsed.success ? [{ field: parsed.data.field, message: parsed.data.message }] : [];
      }),
    ),
});

/**
 * The answer of `POST /setup/employees/authenticate` (spec §3, §7; DESIGN §2):
 * `{ token, _id, employeeName, email, roles, gender, photo }`. `gender` is the legacy array
 * `[{ name: "MALE" }]` and is read by auth/current-user.ts; `roles` are spec role names (`Admin`).
 */
export const restAuthenticated = z.object({
  token: z.string().min(1),
  _id: restId,
  employeeName: z.string(),
  email: z.string(),
  roles: z.array(z.string()).default([]),
  gender: z.unknown().optional(),
  photo: z.string().nullish(),
});

/** A parsed authenticate answer. */
export type RestAuthenticated = z.output<typeof restAuthenticated>;
