import type { GraphQLAnswer } from './graphql-client';

/** One file to send: the variable path it fills (`variables.image`), its bytes, name and media type. */
export interface UploadPart {
  path: string;
  content: Uint8Array;
  filename: string;
  type: string;
}

/** Options of {@link graphqlUpload}. */
export interface UploadCall {
  /** The operation's text; none for a persisted document sent by its hash alone (`extensions`). */
  query?: string;
  /** The operation's `extensions`, e.g. `{ persistedQuery: { version: 1, sha256Hash } }`. */
  extensions?: Record<string, unknown>;
  /** Variables, with `null` where a file goes (GraphQL multipart request spec). */
  variables: Record<string, unknown>;
  files: UploadPart[];
  token?: string;
  /** Extra headers; `apollo-require-preflight: true` is sent unless `preflight` is false. */
  headers?: Record<string, string>;
  preflight?: boolean;
}

/**
 * Sends a GraphQL multipart request (operations, map, one part per file) to `graphqlUrl` over real
 * HTTP, as a browser's upload client does, and returns status, headers and the parsed body (or
 * `{}` when the answer is not JSON).
 */
export async function graphqlUpload<TData = Record<string, unknown>>(graphqlUrl: string, call: UploadCall): Promise<GraphQLAnswer<TData>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: call.query, variables: call.variables, ...(call.extensions ? { extensions: call.extensions } : {}) }));
  form.append('map', JSON.stringify(Object.fromEntries(call.files.map((file, index) => [String(index), [file.path]]))));
  call.files.forEach((file, index) => form.append(String(index), new Blob([file.content], { type: file.type }), file.filename));
  const headers: Record<string, string> = { ...call.headers };
  if (call.preflight !== false) headers['apollo-require-preflight'] = 'true';
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  const response = await fetch(graphqlUrl, { method: 'POST', headers, body: form });
  const text = await response.text();
  let body: GraphQLAnswer<TData>['body'] = {};
  try {
    body = JSON.parse(text) as GraphQLAnswer<TData>['body'];
  } catch {
    // not JSON (e.g. an HTTP-level refusal); the status tells
  }
  return { status: response.status, headers: response.headers, body };
}
