import { arrayOf } from '../upstream/contract';
import { readWithFallback } from './read-fallback';
import { objectOf } from './record-mapping';
import type { AnyResourceDescription } from './resource';
import type { RootResolver } from './resolvers';

/**
 * A query answering a list of a resource's records from one extra REST endpoint beside the six CRUD
 * ones (spec §7 "Extras", "Employees"), e.g. `activeEmployees` → `GET /setup/employees/active`:
 * the answer is validated with the description's `record`, each record mapped like a CRUD read
 * (references included), and the read falls back to `[]` plus a warning (spec §8, DESIGN §3).
 * `pathOf` builds the path under /setup from the arguments (ids through upstream/data-source.ts
 * `pathSegment`, which refuses unsafe ones with BAD_USER_INPUT).
 */
export function recordListRead<TArgs>(description: AnyResourceDescription, pathOf: (args: TArgs) => string): RootResolver<TArgs, Array<Record<string, unknown>>> {
  return async (_parent, args, context, info) => {
    const path = pathOf(args);
    return readWithFallback(
      context,
      info,
      'all',
      async () => (await context.upstream.getJson(arrayOf(description.record), path)).map((record) => objectOf(description, record)),
      [],
    );
  };
}
