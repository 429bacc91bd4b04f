/** An answer read in full: status, body text and its JSON (undefined when not JSON). */
export interface Answer {
  status: number;
  text: string;
  json: unknown;
}

async function read(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

/** `GET url` with the bearer `token` (and `x-request-id` when given). */
export async function getWithToken(url: string, token: string, requestId?: string): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
  if (requestId) headers['x-request-id'] = requestId;
  return read(await fetch(url, { headers, signal: AbortSignal.timeout(60_000) }));
}

/** The JSON body of one GraphQL query, as the web client sends it. */
export function graphqlBody(query: string, variables: Record<string, unknown> = {}): string {
  return JSON.stringify({ query, variables });
}

/** `POST graphqlUrl` with `query`, the bearer `token` when given, and `x-request-id` when given. */
export async function postGraphql(graphqlUrl: string, query: string, options: { token?: string; requestId?: string; variables?: Record<string, unknown> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.requestId) headers['x-request-id'] = options.requestId;
  return read(await fetch(graphqlUrl, { method: 'POST', headers, body: graphqlBody(query, options.variables), signal: AbortSignal.timeout(60_000) }));
}

/** Signs in on the rest-api (`POST /setup/employees/authenticate`) and returns the token. */
export async function signIn(restApiUrl: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${restApiUrl}/setup/employees/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = await read(response);
  const token = (answer.json as { token?: unknown } | undefined)?.token;
  if (answer.status !== 200 || typeof token !== 'string') throw new Error(`sign-in answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return token;
}

/** The first GraphQL error message of an answer, or undefined when it has data and no errors. */
export function graphqlProblem(answer: Answer): string | undefined {
  const body = answer.json as { data?: unknown; errors?: { message?: string }[]; extensions?: { warnings?: { message?: string }[] } } | undefined;
  if (answer.status !== 200) return `HTTP ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (body?.errors?.length) return body.errors[0]?.message ?? 'GraphQL error';
  if (body?.extensions?.warnings?.length) return `fallback warning: ${body.extensions.warnings[0]?.message}`;
  if (!body?.data) return 'no data';
  return undefined;
}
