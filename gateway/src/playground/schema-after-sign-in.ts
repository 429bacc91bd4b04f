/** Where the page loads {@link SCHEMA_AFTER_SIGN_IN_SCRIPT} from (this origin: the playground's CSP allows `'self'`). */
export const SCHEMA_AFTER_SIGN_IN_PATH = '/playground-helpers/schema-after-sign-in.js';

/**
 * A script of the playground page (gateway/README.md "Playground"), run before Altair starts: the
 * schema needs a signed-in caller (protection/introspection-access.ts), Altair fetches it on start and
 * on "reload docs" only, and its request scripts cannot ask for it. So once a sign-in (`authenticate`)
 * answers a token, this presses Altair's "reload docs" button (`track-id="reload_docs"`) after the
 * post-request script has had time to store the token (playground.ts `STORE_TOKEN_SCRIPT`), and again,
 * at most 5 times, while the schema request still comes back 401 (the token not stored yet). It reads
 * answers through `window.fetch`, which Altair's requests use; it sends nothing itself.
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
  const bodyOf = (input, init) => (init && typeof init.body === 'string' ? init.body : '');
  window.fetch = async (input, init) => {
    const response = await originalFetch(input, init);
    const body = bodyOf(input, init);
    if (body.includes('IntrospectionQuery')) {
      if (attemptsLeft > 0 && response.status === 401) {
        attemptsLeft -= 1;
        reloadSchema(500);
      } else if (response.ok) {
        attemptsLeft = 0;
      }
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
