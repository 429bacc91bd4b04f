import { z } from 'zod';

/**
 * The shapes of the /setup REST contract (DESIGN §2), checked on every answer because the upstream
 * may be any server that claims to speak the contract (DESIGN §1). Unknown keys are dropped.
 */

/** An instant as the REST server sends it (any string `Date` can read), normalized to ISO-8601 UTC. */
export const restInstant = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'not a date')
  .transform((value) => new Date(value).toISOString());

/** What every REST record carries (DESIGN §2): `_id`, `__v` (version), `createdAt`, `updatedAt`. */
export const restRecordBase = {
  _id: z.string().min(1),
  __v: z.number().int().nonnegative(),
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
 * A reference (docs/setup-contract.md: the referenced record's `_id`, or null). A legacy server that
 * embeds the record instead (`{ _id, ... }`) is read as its id.
 */
export const restRef = z
  .union([z.string().min(1), z.object({ _id: z.string().min(1) }).transform((embedded) => embedded._id)])
  .nullish()
  .transform((id) => id ?? null);

/** A list of references (`companies: ["c1", "c2"]`); absent → `[]`. */
export const restRefs = z
  .array(z.union([z.string().min(1), z.object({ _id: z.string().min(1) }).transform((embedded) => embedded._id)]))
  .nullish()
  .transform((ids) => ids ?? []);

/** The parsed common fields of a REST record. */
export type RestRecordBase = z.output<z.ZodObject<typeof restRecordBase>>;

/**
 * The paged-list envelope of `GET /setup/{resource}/?page=` (DESIGN §2, the mongoose-paginate shape),
 * reduced to what the gateway uses: `{ docs, totalDocs, limit, page, totalPages }`.
 */
export function restPage<TRecord extends z.ZodType>(record: TRecord) {
  return z.object({
    docs: z.array(record),
    totalDocs: z.number().int().nonnegative(),
    limit: z.number().int().nonnegative(),
    page: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  });
}

/** A parsed paged list of `TRecord`. */
export interface RestPage<TRecord> {
  docs: TRecord[];
  totalDocs: number;
  limit: number;
  page: number;
  totalPages: number;
}

/**
 * An error body (DESIGN §2): `{ message, errors?: [{ field, message }] }`. Every part is optional
 * here: a foreign server may send anything, and what does not fit is ignored.
 */
export const restErrorBody = z.object({
  message: z.string().trim().min(1).optional().catch(undefined),
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
  _id: z.union([z.string().min(1), z.number()]).transform(String),
  employeeName: z.string(),
  email: z.string(),
  roles: z.array(z.string()).default([]),
  gender: z.unknown().optional(),
  photo: z.string().nullish(),
});

/** A parsed authenticate answer. */
export type RestAuthenticated = z.output<typeof restAuthenticated>;
