import { type GraphQLResolveInfo, responsePathAsArray } from 'graphql';
import type { GatewayContext } from '../context';
import { UpstreamError } from '../upstream/upstream-error';

/**
 * Which kind of operation falls back (spec §7, §8): a paged list, a full list, one record, a
 * reference from one record to another, or the employee delete that spec §8 names beside the reads.
 */
export type ReadKind = 'list' | 'all' | 'get' | 'reference' | 'delete';

/**
 * Runs an upstream read (or the employee delete) with the read fallback of spec §8 / DESIGN §3:
 * - success → its value;
 * - upstream 401 (UNAUTHENTICATED) → rethrown: it is never swallowed;
 * - upstream 404 on a `get` or `reference` → `fallback` (null), with no warning: the record does not exist;
 * - upstream 403 on a `reference` → `fallback` with a warning whose reason is WITHHELD: the caller may
 *   not read the referred record (an Employee's `reportsTo`), which is not a failure, but never a
 *   silent null either (crud/reference-resolvers.ts);
 * - any other refusal by the upstream (a 4xx answer: 403, 409, 413, 429 …) → rethrown with its code:
 *   a refusal is not an outage, and a client must never read it as success (DESIGN §3);
 * - the upstream unavailable (5xx, unreachable, timeout, unreadable answer) → logged with the request
 *   id, a warning `{ path, code, message, reason? }` pushed to `context.warnings` (the client sees it
 *   under `extensions.warnings`), and `fallback` answered;
 * - errors the gateway raised itself (e.g. BAD_USER_INPUT for arguments) → rethrown.
 */
export async function readWithFallback<T>(context: GatewayContext, info: GraphQLResolveInfo, kind: ReadKind, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.code === 'UNAUTHENTICATED') throw error;
    if ((kind === 'get' || kind === 'reference') && error.status === 404) return fallback;
    if (kind === 'reference' && error.status === 403) {
      context.warnings.push({ path: responsePathAsArray(info.path), code: error.code, message: error.message, reason: 'WITHHELD' });
      return fallback;
    }
    if (error.status !== undefined && error.status < 500) throw error;
    const path = responsePathAsArray(info.path);
    context.logger.warn({ field: path.join('.'), code: error.code, status: error.status, reason: error.message }, 'upstream read failed; answering the fallback with a warning');
    context.warnings.push(error.reason ? { path, code: error.code, message: error.message, reason: error.reason } : { path, code: error.code, message: error.message });
    return fallback;
  }
}
