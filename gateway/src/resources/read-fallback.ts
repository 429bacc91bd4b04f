import { type GraphQLResolveInfo, responsePathAsArray } from 'graphql';
import type { GatewayContext } from '../context';
import { UpstreamError } from '../upstream/upstream-error';

/** Which kind of master-data read (spec §7): paged list, full list, or one record. */
export type ReadKind = 'list' | 'all' | 'get';

/**
 * Runs an upstream read with the read fallback of spec §8 / DESIGN §3:
 * - success → its value;
 * - upstream 401 (UNAUTHENTICATED) → rethrown: it is never swallowed;
 * - upstream 404 on a `get` → `fallback` (null), with no warning: the record does not exist;
 * - any other {@link UpstreamError} (403, 5xx, unreachable, timeout, unreadable answer) → logged with
 *   the request id, a warning `{ path, code, message }` pushed to `context.warnings` (the client sees
 *   it under `extensions.warnings`), and `fallback` answered;
 * - errors the gateway raised itself (e.g. BAD_USER_INPUT for arguments) → rethrown.
 */
export async function readWithFallback<T>(
  context: GatewayContext,
  info: GraphQLResolveInfo,
  kind: ReadKind,
  load: () => Promise<T>,
  fallback: T,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.code === 'UNAUTHENTICATED') throw error;
    if (kind === 'get' && error.status === 404) return fallback;
    const path = responsePathAsArray(info.path);
    context.logger.warn(
      { field: path.join('.'), code: error.code, status: error.status, reason: error.message },
      'upstream read failed; answering the fallback with a warning',
    );
    context.warnings.push({ path, code: error.code, message: error.message });
    return fallback;
  }
}
