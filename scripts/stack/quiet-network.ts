import type { Page, Request } from 'playwright-core';

/**
 * Requests that stay open as long as the page does and so are never "idle": the live notifications'
 * subscription (`POST /graphql/stream`, docs/notifications.md).
 */
export const LONG_LIVED_REQUEST = /\/graphql\/stream(?:[?#]|$)/;

const pendingByPage = new WeakMap<Page, Set<Request>>();

/**
 * Starts counting `page`'s requests in flight, leaving out the {@link LONG_LIVED_REQUEST}s (once per
 * page; {@link waitForQuietNetwork} calls it too, but only requests made after the first call are seen,
 * so call it before the page navigates when that matters).
 */
export function trackNetwork(page: Page): Set<Request> {
  let pending = pendingByPage.get(page);
  if (pending) return pending;
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (!LONG_LIVED_REQUEST.test(request.url())) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  pendingByPage.set(page, inFlight);
  pending = inFlight;
  return pending;
}

/**
 * Playwright's `networkidle` (no request for `quietMs`, 500 ms) without the long-lived requests, which
 * would keep a signed-in page from ever being idle: waits for the `load` state, then until no other
 * request has been in flight for `quietMs`.
 * @throws Error after `timeoutMs` (30 000) with requests still in flight, naming them.
 */
export async function waitForQuietNetwork(page: Page, { quietMs = 500, timeoutMs = 30_000 } = {}): Promise<void> {
  const pending = trackNetwork(page);
  const deadline = Date.now() + timeoutMs;
  await page.waitForLoadState('load', { timeout: timeoutMs });
  let quietSince = Date.now();
  for (;;) {
    const now = Date.now();
    if (pending.size > 0) quietSince = now;
    else if (now - quietSince >= quietMs) return;
    if (now > deadline) throw new Error(`the network did not go quiet within ${timeoutMs} ms: ${[...pending].map((r) => `${r.method()} ${r.url()}`).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
