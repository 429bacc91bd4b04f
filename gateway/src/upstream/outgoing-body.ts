import type { UpstreamProfile } from './profile';

/** A whole-number id as the GraphQL `ID` string carries it (`"42"`), within JSON's exact integers. */
const NUMERIC_ID = /^-?\d{1,15}$/;

/**
 * A JSON body as the upstream of `profile` takes it (upstream/profile.ts), one pass at the boundary
 * for every call (upstream/data-source.ts), so resolvers build bodies alike for every server:
 * - `idType: "number"`: the ids the gateway sends back (`_id` of nested items, `ids` of a reorder, and
 *   the fields named in `idFields`, the resources' references, alone or in lists) go as numbers when
 *   they are whole-number strings (`"42"` → `42`), as the server sent them;
 * - `versions: false`: no `__v` (the server keeps none).
 * Under our rest-api's profile the body is returned as it is. Never mutates `body`.
 */
export function outgoingBody(body: object, profile: UpstreamProfile, idFields: ReadonlySet<string>): object {
  if (profile.idType === 'string' && profile.versions) return body;
  return convert(body, profile, idFields, false) as object;
}

function convert(value: unknown, profile: UpstreamProfile, idFields: ReadonlySet<string>, isId: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => convert(item, profile, idFields, isId));
  if (typeof value === 'string') return isId && profile.idType === 'number' && NUMERIC_ID.test(value) ? Number(value) : value;
  if (typeof value !== 'object' || value === null) return value;
  const object: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '__v' && !profile.versions) continue;
    object[key] = convert(item, profile, idFields, key === '_id' || key === 'ids' || idFields.has(key));
  }
  return object;
}
