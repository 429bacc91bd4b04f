/** Where the page loads {@link SCHEMA_AFTER_SIGN_IN_SCRIPT} from (this origin: the playground's CSP allows `'self'`). */
export const SCHEMA_AFTER_SIGN_IN_PATH = '/playground-helpers/schema-after-sign-in.js';

/**
 * A script of the playground page (gateway/README.md "Playground"), run before Altair starts. The
 * schema needs a signed-in caller (protection/introspection-access.ts), Altair asks for it when the
 * page opens and on "reload docs" only, and its request scripts cannot ask for it. So:
 * - a schema request without an `Authorization` header (no token yet) never leaves the page: it is
 *   answered here with an UNAUTHENTICATED error and no data, which Altair takes quietly (the gateway's
 *   401, and Altair's fallback to a legacy introspection the gateway refuses with 400, filled the
 *   console and raised an error notice on every first visit);
 * - once a sign-in (`authenticate`) answers a token, it presses Altair's "reload docs" button
 *   (`track-id="reload_docs"`) after the post-request script has had time to store the token
 *   (playground.ts `STORE_TOKEN_SCRIPT`), and again, at most 5 times, while the token is not there yet.
 * It reads requests and answers through `window.fetch`, which Altair's requests use; it sends nothing
 * of its own.
 */
export const SCHEMA_AFTER_SIGN_IN_SCRIPT = `(() => {
  'use strict';
  const originalFetch = window.fetch.bind(window);
  let attemptsLeft = 0;
  const reloadSchema = (delayMs) => {
    setTimeout(() => {
      const button = document.querySelector('button[track-id="reload_docs"]');
      if (button) button.click();
    }, delayMs);
  };
  const headerOf = (headers, name) => {
    if (!headers) return '';
    if (typeof headers.get === 'function') return headers.get(name) || '';
    const entries = Array.isArray(headers) ? headers : Object.entries(headers);
    const found = entries.find(([key]) => String(key).toLowerCase() === name);
    return found ? String(found[1] || '') : '';
  };
  const signInFirst = () =>
    new Response(JSON.stringify({ errors: [{ message: 'Run SignIn first: the schema needs a signed-in caller.', extensions: { code: 'UNAUTHENTICATED' } }] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  window.fetch = async (input, init) => {
    const body = init && typeof init.body === 'string' ? init.body : '';
    if (body.includes('IntrospectionQuery') && !headerOf(init && init.headers, 'authorization').trim()) {
      if (attemptsLeft > 0) {
        attemptsLeft -= 1;
        reloadSchema(500);
      }
      return signInFirst();
    }
    const response = await originalFetch(input, init);
    if (body.includes('IntrospectionQuery')) {
      if (response.ok) attemptsLeft = 0;
    } else if (body.includes('authenticate(') && response.ok) {
      try {
        const answer = await response.clone().json();
        if (answer && answer.data && answer.data.authenticate && answer.data.authenticate.token) {
          attemptsLeft = 5;
          reloadSchema(1000);
        }
      } catch {
        // Not JSON: no token, nothing to reload.
      }
    }
    return response;
  };
})();
`;
