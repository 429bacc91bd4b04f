import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { Readable } from 'node:stream';
import { decodeJwt, SignJWT } from 'jose';
import { matchRestRoute, restRoutes } from '../src/generated/contract/rest-routes';
import { RESOURCES } from '../src/setup/registry';
import type { UpstreamProfile } from '../src/upstream/profile';
import { SETUP_PROFILE } from '../src/upstream/profile';

/**
 * How a foreign /setup server differs from ours (docs/setup-contract.md), each a legal variation of
 * spec §7 that real servers have:
 * - `ids`: `uuid` (ours), `object-id` (24 hex digits, as MongoDB) or `number` (whole numbers);
 * - `tokens`: `jwt` (a JWT with `sub` and `roles`, re-signed with the server's own key) or `opaque`
 *   (random text that names no one);
 * - `health`: whether `GET /healthz` exists (else 404);
 * - `errors`: `setup` (ours: `{ message, errors: [{ field, message }], reason }`) or `mongoose`
 *   (a 400 is mongoose's ValidationError with its `errors` object, a duplicate 409 is MongoDB's E11000 text);
 * - `put`: `partial` (ours) or `replace` (a PUT must carry every writable field of the record: absent
 *   ones would be erased, so it is refused 400 as such a server's validation would);
 * - `versions`: whether records carry `__v` (false: none in answers, and a body with one is refused).
 */
export interface ForeignDialect {
  ids: 'uuid' | 'object-id' | 'number';
  tokens: 'jwt' | 'opaque';
  health: boolean;
  errors: 'setup' | 'mongoose';
  put: 'partial' | 'replace';
  versions: boolean;
}

/** A running {@link startForeignSetupServer}. */
export interface ForeignSetupServer {
  url: string;
  /** The upstream profile (upstream/profile.ts) that describes this server to the gateway. */
  profile: UpstreamProfile;
  close(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The writable REST fields of each resource path (`grades` → name, description, …): what a replacing PUT must carry. */
const WRITABLE = new Map(RESOURCES.map((resource) => [resource.restPath, Object.keys(resource.writable)]));

/**
 * The writable fields a replacing PUT of `path` must carry when it is the update of a catalogue record
 * (`/setup/grades/<id>`, `/setup/gvrSettings`, as the route grammar of contract/rest-routes.ts names
 * it); undefined for any other PUT (a reorder, a password, a receipt).
 */
function replacedRecord(path: string): string[] | undefined {
  const resource = RESOURCES.find((candidate) => path === `/setup/${candidate.restPath}` || path.startsWith(`/setup/${candidate.restPath}/`));
  if (!resource || matchRestRoute(restRoutes(resource.contract), 'PUT', path)?.route.operation !== 'update') return undefined;
  return WRITABLE.get(resource.restPath);
}

/**
 * Starts a FOREIGN /setup server for the gateway's conformance suite: a thin adapter in front of a real
 * rest-api (`restApiUrl`) that speaks the contract in `dialect` (the same data, seen through another
 * server's conventions). One generic mechanism for every resource: ids are translated wherever they
 * appear (every UUID of an answer, whole path segments, query values, body values), tokens in the
 * `token` field of answers and in `Authorization`, error bodies by status, `__v` everywhere; files and
 * event streams pass through unchanged. Numeric ids start at 100001, so no count or amount is taken
 * for one. The answer to the gateway's `profile` for it is given with it.
 */
export async function startForeignSetupServer(restApiUrl: string, dialect: ForeignDialect): Promise<ForeignSetupServer> {
  const toForeign = new Map<string, string | number>();
  const toOurs = new Map<string, string>();
  const tokens = new Map<string, string>();
  const key = randomBytes(32);
  let next = 100_000;

  const foreignId = (uuid: string): string | number => {
    let id = toForeign.get(uuid.toLowerCase());
    if (id === undefined) {
      next += 1;
      id = dialect.ids === 'number' ? next : dialect.ids === 'object-id' ? `65f0a1b2${next.toString(16).padStart(16, '0')}` : uuid;
      toForeign.set(uuid.toLowerCase(), id);
      toOurs.set(String(id), uuid);
    }
    return id;
  };
  const ourId = (value: string | number): string | undefined => toOurs.get(String(value));

  const foreignToken = async (token: string): Promise<string> => {
    let mine: string;
    if (dialect.tokens === 'opaque') mine = randomBytes(24).toString('base64url');
    else {
      const claims = decodeJwt(token);
      const sub = typeof claims.sub === 'string' && UUID.test(claims.sub) ? String(foreignId(claims.sub)) : claims.sub;
      mine = await new SignJWT({ ...claims, sub }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    }
    tokens.set(mine, token);
    return mine;
  };

  /** An answer's JSON as the foreign server writes it. */
  const outgoing = async (value: unknown, field?: string): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map((item) => outgoing(item)));
    if (typeof value === 'string') {
      if (UUID.test(value) && dialect.ids !== 'uuid') return foreignId(value);
      if (field === 'token' && JWT.test(value) && (dialect.tokens === 'opaque' || dialect.ids !== 'uuid')) return foreignToken(value);
      return value;
    }
    if (typeof value !== 'object' || value === null) return value;
    const object: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      if (name === '__v' && !dialect.versions) continue;
      object[name] = await outgoing(item, name);
    }
    return object;
  };

  /** A request's JSON as our rest-api reads it: foreign ids back to ours (numbers only where they are known ids). */
  const incoming = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(incoming);
    if (typeof value === 'string' || typeof value === 'number') {
      if (dialect.ids === 'number' && typeof value === 'string') return value;
      return ourId(value) ?? value;
    }
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, incoming(item)]));
  };

  const translatePath = (url: URL): string => {
    const path = url.pathname
      .split('/')
      .map((segment) => ourId(decodeURIComponent(segment)) ?? segment)
      .join('/');
    const query = new URLSearchParams();
    for (const [name, value] of url.searchParams) {
      query.append(
        name,
        value
          .split(',')
          .map((part) => ourId(part) ?? part)
          .join(','),
      );
    }
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };

  /** An error body of ours → the dialect's. */
  const errorBody = (status: number, body: { message?: string; errors?: Array<{ field: string; message: string }>; reason?: string }): unknown => {
    if (dialect.errors === 'setup') return body;
    const fields = body.errors ?? [];
    if (status === 400 && fields.length > 0) {
      const errors = Object.fromEntries(fields.map((error) => [error.field, { name: 'ValidatorError', message: error.message, kind: 'user defined', path: error.field }]));
      return {
        name: 'ValidationError',
        _message: 'Validation failed',
        message: `Validation failed: ${fields.map((error) => `${error.field}: ${error.message}`).join(', ')}`,
        errors,
      };
    }
    if (status === 409 && !body.reason && fields.length > 0) {
      const field = fields[0]!.field;
      return { code: 11000, message: `E11000 duplicate key error collection: setup.records index: ${field}_1 dup key: { ${field}: "x" }` };
    }
    return body;
  };

  const read = async (request: IncomingMessage): Promise<Buffer> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  const answerJson = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://foreign.test');
    if (url.pathname === '/healthz' && !dialect.health) return answerJson(response, 404, { message: 'Cannot GET /healthz' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name)) headers[name] = value;
    }
    const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
    if (bearer) headers.authorization = `Bearer ${tokens.get(bearer) ?? bearer}`;
    let body: Buffer | undefined = ['GET', 'HEAD'].includes(request.method ?? 'GET') ? undefined : await read(request);
    if (body && body.length > 0 && /application\/json/.test(headers['content-type'] ?? '')) {
      const json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      if (!dialect.versions && '__v' in json) return answerJson(response, 400, errorBody(400, { message: 'Unknown field.', errors: [{ field: '__v', message: 'Unknown field' }] }));
      const writable = request.method === 'PUT' && dialect.put === 'replace' ? replacedRecord(url.pathname) : undefined;
      const missing = writable?.filter((field) => !(field in json)) ?? [];
      if (missing.length > 0)
        return answerJson(response, 400, errorBody(400, { message: 'A PUT replaces the record.', errors: missing.map((field) => ({ field, message: 'Path is required.' })) }));
      body = Buffer.from(JSON.stringify(incoming(json)));
    }
    const upstream = await fetch(`${restApiUrl}${translatePath(url)}`, { method: request.method, headers, body, redirect: 'manual' });
    const type = upstream.headers.get('content-type') ?? '';
    if (!/application\/json/.test(type)) {
      const passed: Record<string, string> = {};
      const decoded = upstream.headers.has('content-encoding');
      upstream.headers.forEach((value, name) => {
        if (!['content-encoding', 'transfer-encoding', 'connection'].includes(name) && !(decoded && name === 'content-length')) passed[name] = value;
      });
      response.writeHead(upstream.status, passed);
      if (!upstream.body) return void response.end();
      Readable.fromWeb(upstream.body).pipe(response);
      return;
    }
    const text = await upstream.text();
    const json: unknown = text ? JSON.parse(text) : undefined;
    const translated = await outgoing(upstream.status >= 400 && json && typeof json === 'object' ? errorBody(upstream.status, json) : json);
    if (json === undefined) {
      response.writeHead(upstream.status);
      return void response.end();
    }
    answerJson(response, upstream.status, translated);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) answerJson(response, 502, { message: `adapter: ${(error as Error).message}` });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const profile: UpstreamProfile = {
    ...SETUP_PROFILE,
    token: dialect.tokens,
    identity: dialect.tokens === 'opaque' ? 'sign-in' : 'token',
    idType: dialect.ids === 'number' ? 'number' : 'string',
    healthPath: dialect.health ? '/healthz' : null,
    update: dialect.put,
    versions: dialect.versions,
  };
  return {
    url: `http://127.0.0.1:${address.port}`,
    profile,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
