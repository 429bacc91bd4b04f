import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema, OperationTypeNode, type ValidationRule, parse, specifiedRules, validate } from 'graphql';
import { createHandler, type Response as SseResponse } from 'graphql-sse';
import type { GatewayContext } from '../context';
import { type ContextDeps, createContext } from '../http/context';
import { knownOperationTypes } from '../protection/operation-types';
import type { queryLimits } from '../protection/query-limits';
import { QueryTooComplexError, tokenLimitMessage } from '../protection/query-too-complex';
import { NotificationRelay, type OpenRelay, type RelayTimings } from './notification-relay';
import { SessionFeeds } from './session-feeds';
import { sessionKey } from './session-key';
import { type CapRefusal, SubscriptionCaps } from './subscription-caps';
import { FEED_TIMINGS } from './upstream-notifications';

/** Where subscriptions are served (docs/notifications.md). */
export const SUBSCRIPTION_PATH = '/graphql/stream';

const json = { 'content-type': 'application/json; charset=utf-8' };

/** An answer of the route before any stream: `status` with `{ errors: [{ message, extensions: { code } }] }`. */
function refusal(status: number, statusText: string, message: string, code: string): SseResponse {
  return [JSON.stringify({ errors: [{ message, extensions: { code } }] }), { status, statusText, headers: json }];
}

/** A validation rule of this route: only subscriptions (queries and mutations go to `POST /graphql`). */
const subscriptionsOnly: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== OperationTypeNode.SUBSCRIPTION) {
      context.reportError(new GraphQLError(`Only subscriptions are served at ${SUBSCRIPTION_PATH}; send queries and mutations to /graphql.`, { nodes: node }));
    }
  },
});

/**
 * `POST /graphql/stream`: GraphQL subscriptions over Server-Sent Events (the graphql-sse protocol,
 * "distinct connections" mode: one request per subscription, `Accept: text/event-stream`, a JSON body
 * `{ query, variables?, operationName? }`), docs/notifications.md. The gateway's protections hold:
 * - a bearer token is required at connection (`Authorization`, as on `/graphql`): none → 401
 *   UNAUTHENTICATED before anything runs; one the upstream refuses → the subscription's UNAUTHENTICATED
 *   error (notifications/upstream-notifications.ts);
 * - only subscription operations; the same parse and validation limits as `/graphql`
 *   (protection/query-limits.ts, protection/operation-types.ts); errors before the stream → 400 JSON;
 * - security headers (helmet's hook ran; they are kept), `Cache-Control: no-store`, and the
 *   connection closed when a stream ends, so that nothing lingers;
 * - on close (`preClose`), every open stream is ended and its upstream stream aborted;
 * - a comment line every 12 s keeps proxies from timing the stream out;
 * - at most SUBSCRIPTIONS_PER_SESSION open streams per bearer token and SUBSCRIPTIONS_MAX in all
 *   (notifications/subscription-caps.ts): one more → 429 TOO_MANY_REQUESTS JSON before any stream, with
 *   a sentence a person understands; a stream's place is given back when it ends, however it ends.
 * Each stream gets its own context (http/context.ts): the caller's token goes upstream, so each user
 * receives only their own notifications. The streams of one token share ONE feed
 * (notifications/session-feeds.ts): with NOTIFICATION_RELAY_SECRET set and an upstream offering the
 * relay, every feed of this process hangs on ONE upstream stream (notifications/notification-relay.ts);
 * otherwise each feed is an upstream stream of its own, over the gateway's stream pool.
 */
export function registerSubscriptionRoute(app: FastifyInstance, deps: { schema: GraphQLSchema; contextDeps: ContextDeps; limits: ReturnType<typeof queryLimits> }): void {
  const rules = [...specifiedRules, ...deps.limits.validationRules, knownOperationTypes, subscriptionsOnly];
  const timings = { ...FEED_TIMINGS, pollMs: deps.contextDeps.config.NOTIFICATION_POLL_MS };
  const caps = new SubscriptionCaps({ perSession: deps.contextDeps.config.SUBSCRIPTIONS_PER_SESSION, max: deps.contextDeps.config.SUBSCRIPTIONS_MAX });
  const sessionFeeds = new SessionFeeds();
  const config = deps.contextDeps.config;
  const relay = config.NOTIFICATION_RELAY_SECRET
    ? upstreamRelay(app, deps.contextDeps, config.NOTIFICATION_RELAY_SECRET, { ...timings, sessionCheckMs: config.NOTIFICATION_SESSION_CHECK_MS })
    : undefined;
  const notificationRelay = relay && { relay, sessions: deps.contextDeps.sessions };
  const capMessage = (refusal: CapRefusal): string =>
    refusal === 'session'
      ? `Too many open live updates for this sign-in (${caps.sessionLimit}); close other tabs of Back Office and try again.`
      : 'The server has too many open live updates right now; try again in a minute.';
  // graphql-sse types its context as a plain record; the resolvers read it as the GatewayContext it is.
  const handle = createHandler<FastifyRequest, undefined, GatewayContext & Record<PropertyKey, unknown>>({
    schema: deps.schema,
    authenticate: (request) => {
      if (!/^Bearer\s+\S+/i.test(request.headers.get('authorization') ?? '')) return refusal(401, 'Unauthorized', 'You are not signed in.', 'UNAUTHENTICATED');
      // No token of graphql-sse's own: every subscription is a stream of its own ("distinct connections").
      return undefined;
    },
    onSubscribe: (request, params) => {
      let document;
      try {
        document = parse(params.query, deps.limits.parseOptions);
      } catch (error) {
        const tokens = tokenLimitMessage((error as Error).message);
        return tokens ? refusal(400, 'Bad Request', tokens, 'QUERY_TOO_COMPLEX') : refusal(400, 'Bad Request', (error as Error).message, 'GRAPHQL_PARSE_FAILED');
      }
      const errors = validate(deps.schema, document, rules);
      const tooComplex = errors.find((error) => error instanceof QueryTooComplexError);
      if (tooComplex) return refusal(400, 'Bad Request', tooComplex.message, 'QUERY_TOO_COMPLEX');
      if (errors.length > 0) return refusal(400, 'Bad Request', errors.map((error) => error.message).join(' '), 'GRAPHQL_VALIDATION_FAILED');
      return {
        schema: deps.schema,
        document,
        operationName: params.operationName,
        variableValues: params.variables,
        contextValue: { ...createContext(request.raw, deps.contextDeps), feedTimings: timings, sessionFeeds, notificationRelay },
      };
    },
  });

  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    relay?.close();
    for (const response of open) response.end();
  });

  app.post(SUBSCRIPTION_PATH, async (request, reply) => {
    const authorization = request.headers.authorization;
    // Without a token there is nothing to count: graphql-sse's `authenticate` answers 401 below.
    const session = authorization && /^Bearer\s+\S+/i.test(authorization) ? sessionKey(authorization) : undefined;
    const refused = session === undefined ? undefined : caps.tryOpen(session);
    if (refused) {
      if (refused === 'gateway') reply.header('retry-after', '60');
      return reply
        .code(429)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send({ errors: [{ message: capMessage(refused), extensions: { code: 'TOO_MANY_REQUESTS' } }] });
    }
    let counted = session !== undefined;
    const release = () => {
      if (counted && session !== undefined) caps.close(session);
      counted = false;
    };
    reply.hijack();
    const response = reply.raw;
    let answer;
    try {
      answer = await handle({
        method: request.method,
        url: request.url,
        headers: {
          get: (key: string) => {
            const value = request.headers[key.toLowerCase()];
            return Array.isArray(value) ? value.join('\n') : (value ?? null);
          },
        },
        body: (request.body as Record<string, unknown> | null | undefined) ?? null,
        raw: request,
        context: undefined,
      });
    } catch (error) {
      release();
      throw error;
    }
    const [body, init] = answer;
    response.writeHead(init.status, init.statusText, {
      ...(reply.getHeaders() as Record<string, string>),
      ...init.headers,
      'cache-control': 'no-store',
      connection: 'close',
    });
    if (!body || typeof body === 'string') {
      release();
      response.end(body ?? undefined);
      return;
    }
    open.add(response);
    const stop = () => void body.return(undefined);
    response.once('close', stop);
    try {
      for await (const chunk of body) {
        if (!response.writable) break;
        response.write(chunk);
      }
    } finally {
      response.off('close', stop);
      open.delete(response);
      release();
      response.end();
    }
  });
}

/**
 * The process's {@link NotificationRelay}: `GET /setup/notifications/relay` over the gateway's stream
 * transport with `Authorization: Bearer <secret>` (no person's token), with `timings`.
 */
function upstreamRelay(app: FastifyInstance, deps: ContextDeps, secret: string, timings: RelayTimings): NotificationRelay {
  const { silenceMs } = timings;
  const open: OpenRelay = async (signal) => {
    if (!deps.upstream.openStream) return null;
    const headers = { accept: 'text/event-stream', authorization: `Bearer ${secret}`, 'x-request-id': `relay-${randomUUID()}` };
    return deps.upstream.openStream({ path: 'notifications/relay', headers, timeoutMs: silenceMs, signal });
  };
  return new NotificationRelay(open, app.log, timings);
}
