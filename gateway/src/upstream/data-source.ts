import { openAsBlob } from 'node:fs';
import { FormData } from 'undici';
import type { z } from 'zod';
import { gatewayError } from '../errors/codes';
import type { GatewayLogger } from '../logging/logger';
import type { UploadedFile } from '../uploads/uploaded-file';
import { type RestAuthenticated, type RestPage, arrayOf, restAuthenticated, restPageOf } from './contract';
import { errorFromUpstreamResponse } from './error-mapping';
import { describeFailure } from './upstream-agent';
import { type UpstreamAnswer, type UpstreamBase, type UpstreamCall, sendUpstream, upstreamBase } from './upstream-call';
import { UNAVAILABLE_MESSAGE, UpstreamError } from './upstream-error';
import type { Upstream, UpstreamStream } from './upstream';
import { outgoingBody } from './outgoing-body';
import { SETUP_PROFILE, type UpstreamProfile } from './profile';

const NO_ID_FIELDS: ReadonlySet<string> = new Set();

/** Everything one GraphQL request's data source needs; nothing in it is shared with another request. */
export interface UpstreamScope {
  /** `UPSTREAM_URL` without a trailing slash; calls go to `${upstreamUrl}/setup/...` (spec §7). */
  upstreamUrl: string;
  /** The caller's `Authorization` header, forwarded unchanged (DESIGN §3); undefined when absent. */
  authorization: string | undefined;
  /** The request id, sent upstream as `x-request-id` (DESIGN §3). */
  requestId: string;
  /**
   * `X-Forwarded-For` to send upstream: the caller's own header, if any, with the caller's address
   * appended (as every proxy does), so that a rest-api run with `TRUST_PROXY=<gateway address>` counts
   * sign-in attempts per client rather than per gateway.
   */
  forwardedFor: string;
  /** Milliseconds an upstream call may wait for the answer's headers, and then between two body chunks (UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
  /** The request's logger (its lines carry the request id). */
  logger: GatewayLogger;
  /**
   * How calls reach the upstream (upstream/upstream.ts): undici over the gateway's keep-alive pool in
   * production (it holds connections, never answers), an in-memory server of the contract in tests.
   */
  transport: Upstream;
  /**
   * The incoming request's abort signal (http/request-signal.ts): every call of this source carries it,
   * so a caller who went away stops costing the upstream. Undefined: calls run to their timeout.
   */
  signal?: AbortSignal;
  /** What the upstream is (upstream/profile.ts); our rest-api's profile when absent. */
  profile?: UpstreamProfile;
  /** The REST fields that hold ids of references (the resources' references), converted for the profile's `idType` (upstream/outgoing-body.ts). */
  idFields?: ReadonlySet<string>;
}

/**
 * What the data source needs to know of a CRUD resource (crud/resource.ts describes the rest):
 * its REST path under /setup (`grades`) and the schema of its REST records.
 */
export interface RestResource<TRecord> {
  restPath: string;
  record: z.ZodType<TRecord>;
  /** The path segment of its create endpoint: `create` (spec §7) unless given, e.g. `register` for employees. */
  createPath?: string;
}

/**
 * Query parameters of a paged list (DESIGN §2): page from 1, limit 1–100, optional search and `sort`
 * (`field`/`-field`), and a resource's own filters (`{ active: "true", department: "<id>" }`).
 */
export interface ListQuery {
  page: number;
  limit: number;
  search?: string;
  sort?: string;
  filters?: Record<string, string>;
}

/** One file part of a multipart upstream request: the part's name and the file saved by uploads/multipart.ts. */
export interface FilePart {
  name: string;
  file: UploadedFile;
}

/** An id becomes one path segment; `.` and `..` would climb out of the resource's path. */
const UNSAFE_IDS = new Set(['', '.', '..']);
const MAX_ID_LENGTH = 200;

/**
 * The gateway's client for the /setup REST contract (spec §7, DESIGN §2). Create ONE PER GRAPHQL
 * REQUEST: it carries that caller's Authorization header, and its request de-duplication (identical
 * GETs in flight at the same time share one call) lives only as long as the instance; answers are
 * never cached (DESIGN §3). Calls go through the scope's {@link Upstream} transport (undici's
 * `request` over the gateway's keep-alive agent in production; upstream/upstream-call.ts).
 *
 * Every method resolves to a validated, parsed answer or rejects with an {@link UpstreamError}:
 * an error status is translated by errors/error-mapping (spec §8); a network failure, a timeout, a
 * redirect or an answer that does not fit the contract becomes UPSTREAM "The service is unavailable.
 * Try again later." and is logged with the request id. Error messages never carry the upstream URL,
 * body or a stack. Ids that cannot be one path segment reject with BAD_USER_INPUT before any call.
 */
export class UpstreamDataSource {
  private readonly scope: UpstreamScope;
  private readonly base: UpstreamBase;
  private readonly headers: Record<string, string>;
  /** GETs in flight, by path and query: a second identical GET waits for the first's answer. */
  private readonly inFlight = new Map<string, Promise<UpstreamAnswer>>();

  constructor(scope: UpstreamScope) {
    this.scope = scope;
    this.base = upstreamBase(scope.upstreamUrl);
    this.headers = {
      accept: 'application/json',
      'x-request-id': scope.requestId,
      'x-forwarded-for': scope.forwardedFor,
      ...(scope.authorization ? { authorization: scope.authorization } : {}),
    };
  }

  /**
   * The same caller's source with `signal` instead of the request's (a fresh de-duplication too): for work
   * that outlives the request that started it, such as a session's shared notification feed
   * (notifications/session-feeds.ts).
   */
  withSignal(signal: AbortSignal): UpstreamDataSource {
    return new UpstreamDataSource({ ...this.scope, signal });
  }

  /** What the upstream is (upstream/profile.ts): our rest-api's profile unless the scope says otherwise. */
  get profile(): UpstreamProfile {
    return this.scope.profile ?? SETUP_PROFILE;
  }

  /** The upstream this source calls (`UPSTREAM_URL`); keys what the gateway learns of a server's abilities (crud/reference-loaders.ts). */
  get upstreamUrl(): string {
    return this.scope.upstreamUrl;
  }

  /** `GET /setup/{resource}/?page=&limit=&search=&sort=` → the paged envelope with parsed records. */
  async list<TRecord>(resource: RestResource<TRecord>, query: ListQuery): Promise<RestPage<TRecord>> {
    const params: Record<string, string | undefined> = {
      page: String(query.page),
      limit: String(query.limit),
      search: query.search,
      sort: query.sort,
      ...query.filters,
    };
    return this.call(restPageOf(resource.record), 'GET', `${resource.restPath}/`, { query: queryString(params) });
  }

  /** `GET /setup/{resource}/all` → every record. */
  async all<TRecord>(resource: RestResource<TRecord>): Promise<TRecord[]> {
    return this.call(arrayOf(resource.record), 'GET', `${resource.restPath}/all`);
  }

  /** `GET /setup/{resource}/{id}` → the record; rejects NOT_FOUND (status 404) when there is none. */
  async getOne<TRecord>(resource: RestResource<TRecord>, id: string): Promise<TRecord> {
    return this.call(resource.record, 'GET', recordPath(resource, id));
  }

  /** `POST /setup/{resource}/create` (or `/{createPath}`) with `body` → the created record. */
  async create<TRecord>(resource: RestResource<TRecord>, body: object): Promise<TRecord> {
    return this.call(resource.record, 'POST', `${resource.restPath}/${resource.createPath ?? 'create'}`, { json: body });
  }

  /** `PUT /setup/{resource}/{id}` with `body` (which carries `__v`) → the updated record; 409 → CONFLICT. */
  async update<TRecord>(resource: RestResource<TRecord>, id: string, body: object): Promise<TRecord> {
    return this.call(resource.record, 'PUT', recordPath(resource, id), { json: body });
  }

  /**
   * `POST /setup/{resource}/{id}/{action}` with `body` (`{ __v, comment? }`) → the record after the
   * workflow action (docs/requisitions.md "REST"); 409 → CONFLICT with the body's reason.
   */
  async act<TRecord>(resource: RestResource<TRecord>, id: string, action: string, body: object): Promise<TRecord> {
    return this.call(resource.record, 'POST', `${recordPath(resource, id)}/${action}`, { json: body });
  }

  /** `GET /setup/{resource}` → the one record of a single-record resource (plan §5, e.g. GVR settings). */
  async getSingle<TRecord>(resource: RestResource<TRecord>): Promise<TRecord> {
    return this.call(resource.record, 'GET', resource.restPath);
  }

  /** `PUT /setup/{resource}` with `body` (which carries `__v`) → the single record updated; 409 → CONFLICT. */
  async updateSingle<TRecord>(resource: RestResource<TRecord>, body: object): Promise<TRecord> {
    return this.call(resource.record, 'PUT', resource.restPath, { json: body });
  }

  /** `PUT /setup/{resource}/reorder {ids}`: the records of an ordered resource in that order (plan §5); the answer is ignored. */
  async reorder(resource: RestResource<unknown>, ids: readonly string[]): Promise<void> {
    await this.call(undefined, 'PUT', `${resource.restPath}/reorder`, { json: { ids } });
  }

  /** `DELETE /setup/{resource}/{id}`; whatever a successful answer holds is ignored. */
  async remove(resource: RestResource<unknown>, id: string): Promise<void> {
    await this.call(undefined, 'DELETE', recordPath(resource, id));
  }

  /** `POST /setup/employees/authenticate {email,password}` → the signed-in employee (spec §7); 401 → UNAUTHENTICATED. */
  async authenticate(credentials: { email: string; password: string }): Promise<RestAuthenticated> {
    return this.call(restAuthenticated, 'POST', 'employees/authenticate', { json: credentials });
  }

  /**
   * Opens `GET /setup/{path}` as a Server-Sent Events stream with this caller's headers (`Accept:
   * text/event-stream`); `silenceMs` bounds the wait for the headers and between two chunks. Null when
   * the transport has no streams (the caller polls instead).
   */
  async openEventStream(path: string, signal: AbortSignal, silenceMs: number): Promise<UpstreamStream | null> {
    if (!this.scope.transport.openStream) return null;
    return this.scope.transport.openStream({ path, headers: { ...this.headers, accept: 'text/event-stream' }, timeoutMs: silenceMs, signal });
  }

  /** `GET /setup/{path}[?query]` (path built with {@link pathSegment} for ids; undefined parameters left out) → the answer parsed by `schema`. */
  async getJson<T>(schema: z.ZodType<T>, path: string, query?: Record<string, string | undefined>): Promise<T> {
    return this.call(schema, 'GET', path, query ? { query: queryString(query) } : {});
  }

  /** `POST`/`PUT`/`DELETE /setup/{path}` with a JSON `body` → the answer parsed by `schema`. */
  async sendJson<T>(schema: z.ZodType<T>, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object): Promise<T> {
    return this.call(schema, method, path, body === undefined ? {} : { json: body });
  }

  /**
   * `POST`/`PUT /setup/{path}` as `multipart/form-data` with one part per entry of `parts` (file name
   * and media type as uploaded) → the answer parsed by `schema`. Each file is streamed from the
   * temporary file uploads/multipart.ts saved it to (`fs.openAsBlob`), never read into memory whole.
   * Never retried.
   */
  async sendMultipart<T>(schema: z.ZodType<T>, method: 'POST' | 'PUT', path: string, parts: readonly FilePart[]): Promise<T> {
    const form = new FormData();
    for (const part of parts) {
      const blob = await openAsBlob(part.file.path, { type: part.file.mimetype });
      form.append(part.name, blob, part.file.filename);
    }
    return this.call(schema, method, path, { form });
  }

  /**
   * One call: sends it (a GET shares an identical one in flight; any other method first stops later
   * GETs of the same path from sharing an answer from before it), maps an error status (spec §8),
   * and validates a success with `schema` (none: the answer is ignored).
   */
  private async call<T>(
    schema: z.ZodType<T> | undefined,
    method: UpstreamCall['method'],
    path: string,
    options: { query?: string; json?: object; form?: FormData } = {},
  ): Promise<T> {
    const target = options.query ? `${path}?${options.query}` : path;
    let answer: UpstreamAnswer;
    try {
      answer = method === 'GET' ? await this.sharedGet(target) : await this.send(method, target, options);
    } catch (error) {
      this.scope.logger.error({ upstream: { method, path }, failure: describeFailure(error, this.scope.timeoutMs) }, 'upstream request failed');
      throw new UpstreamError('UPSTREAM', UNAVAILABLE_MESSAGE);
    }
    if (answer.status < 200 || answer.status >= 300) throw errorFromUpstreamResponse(answer.status, '', answer.body, answer.retryAfter);
    if (!schema) return undefined as T;
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      this.scope.logger.error({ upstream: { method, path }, issues }, 'upstream answer does not fit the REST contract');
      throw new UpstreamError('UPSTREAM', UNAVAILABLE_MESSAGE);
    }
    return parsed.data;
  }

  private sharedGet(target: string): Promise<UpstreamAnswer> {
    let pending = this.inFlight.get(target);
    if (!pending) {
      pending = this.send('GET', target, {});
      this.inFlight.set(target, pending);
      const forget = () => {
        if (this.inFlight.get(target) === pending) this.inFlight.delete(target);
      };
      pending.then(forget, forget);
    }
    return pending;
  }

  private send(method: UpstreamCall['method'], target: string, options: { json?: object; form?: FormData }): Promise<UpstreamAnswer> {
    if (method !== 'GET') this.inFlight.delete(target);
    const call: UpstreamCall = { method, path: target, headers: this.headers, timeoutMs: this.scope.timeoutMs, signal: this.scope.signal };
    if (options.json !== undefined) {
      call.headers = { ...this.headers, 'content-type': 'application/json' };
      call.body = JSON.stringify(outgoingBody(options.json, this.profile, this.scope.idFields ?? NO_ID_FIELDS));
    } else if (options.form) {
      call.body = options.form;
    }
    return sendUpstream(this.scope.transport, this.base, call, this.scope.logger);
  }
}

/**
 * `{ page: "1", search: undefined, sort: "name" }` → `page=1&sort=name` (absent values left out).
 * `URLSearchParams`, unlike `encodeURIComponent`, never throws: an unpaired surrogate in a search
 * becomes U+FFFD instead of an INTERNAL_SERVER_ERROR (reliability suite).
 */
function queryString(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(name, value);
  }
  return query.toString();
}

function recordPath(resource: RestResource<unknown>, id: string): string {
  return `${resource.restPath}/${pathSegment(id)}`;
}

/** A UTF-16 surrogate without its pair (with the `u` flag only unpaired ones match): not encodable in a URL. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/**
 * An id as one URL path segment (percent-encoded). Throws BAD_USER_INPUT (on `field`, `id` unless
 * given) before any call when it is empty, `.`/`..` (which would climb out of the path), over 200
 * characters, or holds an unpaired surrogate (which `encodeURIComponent` cannot encode: it threw a
 * URIError, answered as INTERNAL_SERVER_ERROR; found by the reliability suite).
 */
export function pathSegment(id: string, field = 'id'): string {
  if (UNSAFE_IDS.has(id.trim()) || id.length > MAX_ID_LENGTH || LONE_SURROGATE.test(id)) {
    throw gatewayError('BAD_USER_INPUT', 'This id is not valid.', [{ field, message: 'This id is not valid.' }]);
  }
  return encodeURIComponent(id);
}
