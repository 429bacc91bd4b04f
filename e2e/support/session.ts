import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** The token of the browser's saved `currentUser` (spec §3 localStorage key), if any. */
export async function savedToken(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('currentUser') ?? 'null') as { token?: string } | null)?.token);
}

/**
 * Whether the gateway at `gatewayUrl` still accepts `token`: a signed-in read answers data rather than
 * UNAUTHENTICATED (sessions end on the server at logout and at the lock screen, DESIGN §2).
 */
export async function sessionAnswers(gatewayUrl: string, token: string): Promise<boolean> {
  // The stack's gatewayUrl is already the GraphQL endpoint (…/graphql); a bare origin gets it added.
  const endpoint = gatewayUrl.endsWith('/graphql') ? gatewayUrl : `${gatewayUrl}/graphql`;
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ notifications { id } }' }),
  });
  const body = (await response.json()) as { data?: { notifications?: unknown } | null };
  return Array.isArray(body.data?.notifications);
}

/** Polls `condition` every 100 ms for up to 10 s (the web sends sign-out without waiting for it); fails with `message`. */
export async function waitUntil(condition: () => Promise<boolean>, message: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail(message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
