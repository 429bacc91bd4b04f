import { resetTokenIn, startMailCatcher, type MailCatcher } from '../../../scripts/stack/mail-catcher';
import { OTHER_DOCS } from '../../testing/documents';
import { startForeignUpstream } from '../../testing/foreign-upstream';
import { startGateway } from '../../testing/gateway-server';
import { graphqlPost } from '../../testing/graphql-client';
import { type TestStack, startStack } from '../../testing/stack';

/** What `passwordResetLink` answers (schema.graphql `PasswordResetLink`). */
interface ResetLinkAnswer {
  passwordResetLink: { valid: boolean; expiresAt: string | null; message: string | null };
}

/** rest-api's 400 for a link that cannot be used (docs/setup-contract.md "Auth"). */
const LINK_INVALID = 'This reset link is invalid or has expired.';

/**
 * `passwordResetLink(token)` (auth/account-operations.ts; docs/setup-contract.md "Auth"
 * `POST /setup/employees/reset/check`): a link is checked without being used — valid with its expiry,
 * or, used, expired or unknown, `valid: false` with the upstream's message (not an error); the
 * sign-in limit of the caller's address applies (TOO_MANY_REQUESTS). Against a real rest-api that
 * mails the link to a catcher, as a user receives it; a made-up expired answer comes from a stand-in
 * (rest-api's own test expires a real token).
 */
describe('passwordResetLink', () => {
  let stack: TestStack;
  let mail: MailCatcher;

  beforeAll(async () => {
    mail = await startMailCatcher();
    stack = await startStack({ restApi: { env: { SMTP_URL: mail.url, SIGN_IN_LIMIT_PER_MINUTE: '8' } } });
  });

  afterAll(async () => {
    await stack?.stop();
    await mail?.close();
  });

  const checkLink = (token: string) => graphqlPost<ResetLinkAnswer>(stack.gateway.graphqlUrl, { query: OTHER_DOCS.passwordResetLink, variables: { token } });

  /** Asks for a reset link for `email` through the gateway and returns its token, from the mail. */
  async function mailedToken(email: string): Promise<string> {
    const mailed = mail.next(email);
    const asked = await graphqlPost(stack.gateway.graphqlUrl, { query: OTHER_DOCS.requestPasswordReset, variables: { email } });
    expect(asked.body.errors).toBeUndefined();
    return resetTokenIn((await mailed).text);
  }

  test('a fresh link is valid until its expiry, and checking does not use it; once used it is not valid', async () => {
    const token = await mailedToken('product@example.com');
    const fresh = await checkLink(token);
    expect(fresh.body.errors).toBeUndefined();
    expect(fresh.body.data?.passwordResetLink).toEqual({ valid: true, expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/), message: null });
    const minutesLeft = (Date.parse(fresh.body.data!.passwordResetLink.expiresAt!) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30.5);

    const confirmed = await graphqlPost(stack.gateway.graphqlUrl, { query: OTHER_DOCS.confirmPasswordReset, variables: { token, password: 'Checked-link-123' } });
    expect(confirmed.body.errors).toBeUndefined();

    const used = await checkLink(token);
    expect(used.body.errors).toBeUndefined();
    expect(used.body.data?.passwordResetLink).toEqual({ valid: false, expiresAt: null, message: LINK_INVALID });
  });

  test('an unknown link is not valid, with the same message', async () => {
    const unknown = await checkLink('made-up-token-that-was-never-mailed');
    expect(unknown.body.errors).toBeUndefined();
    expect(unknown.body.data?.passwordResetLink).toEqual({ valid: false, expiresAt: null, message: LINK_INVALID });
  });

  test('checks count towards the sign-in limit of the address: TOO_MANY_REQUESTS with retryAfter', async () => {
    let refused;
    for (let attempt = 0; attempt < 20 && !refused; attempt++) {
      const answer = await checkLink(`guess-${attempt}`);
      if (answer.body.errors) refused = answer;
    }
    expect(refused?.body.data).toBeNull();
    expect(refused?.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many sign-in attempts from your network\. Wait \d+ seconds? and try again\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) },
    });
  });
});

describe('passwordResetLink against a stand-in upstream', () => {
  test('sends POST /setup/employees/reset/check { token } without a token of its own; an expired link is not valid', async () => {
    const upstream = await startForeignUpstream({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: LINK_INVALID }) });
    const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
    try {
      const answer = await graphqlPost<ResetLinkAnswer>(gateway.graphqlUrl, { query: OTHER_DOCS.passwordResetLink, variables: { token: 'an-expired-token' } });
      expect(answer.body).toEqual({ data: { passwordResetLink: { valid: false, expiresAt: null, message: LINK_INVALID } } });
      expect(upstream.received).toHaveLength(1);
      expect(upstream.received[0]).toMatchObject({ method: 'POST', url: '/setup/employees/reset/check' });
      expect(JSON.parse(upstream.received[0]!.body)).toEqual({ token: 'an-expired-token' });
      expect(upstream.received[0]?.headers.authorization).toBeUndefined();
    } finally {
      await gateway.close();
      await upstream.close();
    }
  });

  test('a server without the route (404) or failing (5xx) is an error, not a "no"', async () => {
    for (const [status, code] of [
      [404, 'NOT_FOUND'],
      [503, 'UPSTREAM'],
    ] as const) {
      const upstream = await startForeignUpstream({ status, contentType: 'application/json', body: JSON.stringify({ message: 'Not here.' }) });
      const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
      try {
        const answer = await graphqlPost<ResetLinkAnswer>(gateway.graphqlUrl, { query: OTHER_DOCS.passwordResetLink, variables: { token: 't' } });
        expect(answer.body.data).toBeNull();
        expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
      } finally {
        await gateway.close();
        await upstream.close();
      }
    }
  });
});
