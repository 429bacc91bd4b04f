import type { TestGateway } from './gateway-server';

/** How many times `gateway` read the latest notifications upstream (`GET /setup/notifications`, as its `upstream call` log lines record). */
export function latestReads(gateway: TestGateway): number {
  return gateway.logs.filter((line) => {
    const call = line.upstream as { method?: string; path?: string } | undefined;
    return line.msg === 'upstream call' && call?.method === 'GET' && call.path === '/setup/notifications';
  }).length;
}

/**
 * Resolves once `gateway` read the latest notifications upstream `count` more times than `since` (a
 * {@link latestReads} taken before subscribing): a new notification feed reads them right after its
 * upstream stream opened (or at its first poll), and from then on passes on every new notification
 * (notifications/upstream-notifications.ts). A readiness signal instead of a fixed wait; rejects after
 * `timeoutMs`.
 */
export async function feedsListening(gateway: TestGateway, since: number, count = 1, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (latestReads(gateway) < since + count) {
    if (Date.now() > deadline) throw new Error(`no ${count} new notification feed(s) listening within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
