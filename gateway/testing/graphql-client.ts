/** One GraphQL error as the gateway sends it. */
export interface GraphQLErrorBody {
  message: string;
  path?: Array<string | number>;
  extensions?: Record<string, unknown> & { code?: string; fieldErrors?: Array<{ field: string; message: string }> };
}

/** A GraphQL HTTP answer: status, headers and parsed JSON body. */
export interface GraphQLAnswer<TData = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { data?: TData | null; errors?: GraphQLErrorBody[]; extensions?: Record<string, unknown> };
}

/** Options of {@link graphqlPost}. */
export interface GraphQLCall {
  query: string;
  variables?: Record<string, unknown>;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Extra or overriding request headers. */
  headers?: Record<string, string>;
}

/**
 * POSTs a GraphQL operation as JSON to `graphqlUrl` over real HTTP, as a browser client would, and
 * returns status, headers and the parsed body.
 */
export async function graphqlPost<TData = Record<string, unknown>>(graphqlUrl: string, call: GraphQLCall): Promise<GraphQLAnswer<TData>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...call.headers };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: call.query, variables: call.variables ?? {} }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as GraphQLAnswer<TData>['body'] };
}
