import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { AuthenticateDocument } from '../../generated/documents/AuthenticateDocument';
import { requestGateway } from './gatewayRequest';
import { errorCode, errorMessage } from './graphqlErrors';

const USER = { token: 't', id: '1', employeeName: 'Jane Doe', email: 'jane@example.com', roles: ['ADMIN'], gender: 'FEMALE', photo: null };
const VARIABLES = { email: 'jane@example.com', password: 'secret' };

function answering(status: number, body: unknown) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('requestGateway (the account pages without Apollo Client, README "Performance")', () => {
  it('posts the generated document as GraphQL over JSON, with the CSRF header, and resolves with its data', async () => {
    const fetch = answering(200, { data: { authenticate: USER } });
    await expect(requestGateway(AuthenticateDocument, VARIABLES, { fetch })).resolves.toEqual({ authenticate: USER });
    const [uri, init] = fetch.mock.calls[0] ?? [];
    expect(uri).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'Apollo-Require-Preflight': 'true' });
    expect(init?.headers).not.toHaveProperty('Authorization');
    const body = JSON.parse(String(init?.body)) as { query: string; variables: unknown };
    expect(body.variables).toEqual(VARIABLES);
    expect(body.query).toMatch(/^mutation Authenticate\(\$email: String!, \$password: String!\) \{\s+authenticate\(email: \$email, password: \$password\)/);
  });

  it('sends the bearer token when given one', async () => {
    const fetch = answering(200, { data: { authenticate: USER } });
    await requestGateway(AuthenticateDocument, VARIABLES, { fetch, token: 'abc' });
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer abc' });
  });

  it('fails with CombinedGraphQLErrors on GraphQL errors, which graphqlErrors reads as Apollo Client errors', async () => {
    const fetch = answering(200, { data: null, errors: [{ message: 'The e-mail or password is wrong.', extensions: { code: 'UNAUTHENTICATED' } }] });
    const failure = await requestGateway(AuthenticateDocument, VARIABLES, { fetch }).catch((error: unknown) => error);
    expect(CombinedGraphQLErrors.is(failure)).toBe(true);
    expect(errorCode(failure)).toBe('UNAUTHENTICATED');
    expect(errorMessage(failure)).toBe('The e-mail or password is wrong.');
  });

  it('reads GraphQL errors from a non-2xx answer too', async () => {
    const fetch = answering(429, { errors: [{ message: 'Too many requests.', extensions: { code: 'BAD_USER_INPUT' } }] });
    const failure = await requestGateway(AuthenticateDocument, VARIABLES, { fetch }).catch((error: unknown) => error);
    expect(errorMessage(failure)).toBe('Too many requests.');
  });

  it('fails with ServerError on any other failed or empty answer', async () => {
    for (const [status, body] of [
      [502, 'Bad gateway'],
      [200, {}],
    ] as const) {
      const failure = await requestGateway(AuthenticateDocument, VARIABLES, { fetch: answering(status, body) }).catch((error: unknown) => error);
      expect(ServerError.is(failure)).toBe(true);
      expect((failure as ServerError).statusCode).toBe(status);
      expect(errorMessage(failure)).toBe('The server could not be reached.');
    }
  });

  it('passes a network failure on as the fetch error', async () => {
    const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await requestGateway(AuthenticateDocument, VARIABLES, { fetch }).catch((error: unknown) => error);
    expect(errorMessage(failure)).toBe('The server could not be reached.');
  });
});
