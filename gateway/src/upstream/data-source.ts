import { openAsBlob } from 'node:fs';
import { type AugmentedRequest, type DataSourceConfig, type DataSourceRequest, RESTDataSource } from '@apollo/datasource-rest';
import { type Agent, FormData } from 'undici';
import type { z } from 'zod';
import { gatewayError } from '../errors/codes';
import type { GatewayLogger } from '../logging/logger';
import type { UploadedFile } from '../uploads/uploaded-file';
import { type RestAuthenticated, type RestPage, restAuthenticated, restPage } from './contract';
import { errorFromUpstreamResponse } from './error-mapping';
import { noHttpCache } from './no-http-cache';
import { UNAVAILABLE_MESSAGE, UpstreamError } from './upstream-error';
import { createUpstreamFetch } from './upstream-fetch';

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
  /** Milliseconds one upstream call may take before it is aborted (UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
  /** The request's logger (its lines carry the request id). */
  logger: GatewayLogger;
  /** The gateway's keep-alive connection pool (upstream/upstream-fetch.ts); it holds connections, never answers. */
  agent: Agent;
}

/**
 * What the data source needs to know of a CRUD resource (resources/resource.ts describes the rest):
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
 * REQUEST: it carries that caller's Authorization header, and its request de-duplication lives only
 * as long as the instance; answers are never cached (DESIGN §3).
 *
 * Every method resolves to a validated, parsed answer or rejects with an {@link UpstreamError}:
 * an error status is translated by errors/error-mapping (spec §8); a network failure, a timeout, a
 * redirect or an answer that does not fit the contract becomes UPSTREAM "The service is unavailable.
 * Try again later." and is logged with the request id. Error messages never carry the upstream URL,
 * body or a stack. Ids that cannot be one path segment reject with BAD_USER_INPUT before any call.
 */
export class UpstreamDataSource extends RESTDataSource {
  private readonly scope: UpstreamScope;

  constructor(scope: UpstreamScope) {
    const fetch = createUpstreamFetch(scope.agent, scope.logger);
    super({ cache: noHttpCache, fetch: fetch as unknown as DataSourceConfig['fetch'], logger: scope.logger });
    this.scope = scope;
    this.baseURL = `${scope.upstreamUrl}/setup/`;
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
    return this.call(restPage(resource.record), `${resource.restPath}/`, { method: 'GET', params });
  }

  /** `GET /setup/{resource}/all` → every record. */
  async all<TRecord>(resource: RestResource<TRecord>): Promise<TRecord[]> {
    return this.call(resource.record.array(), `${resource.restPath}/all`, { method: 'GET' });
  }

  /** `GET /setup/{resource}/{id}` → the record; rejects NOT_FOUND (status 404) when there is none. */
  async getOne<TRecord>(resource: RestResource<TRecord>, id: string): Promise<TRecord> {
    return this.call(resource.record, recordPath(resource, id), { method: 'GET' });
  }

  /** `POST /setup/{resource}/create` (or `/{createPath}`) with `body` → the created record. */
  async create<TRecord>(resource: RestResource<TRecord>, body: object): Promise<TRecord> {
    return this.call(resource.record, `${resource.restPath}/${resource.createPath ?? 'create'}`, { method: 'POST', body });
  }

  /** `PUT /setup/{resource}/{id}` with `body` (which carries `__v`) → the updated record; 409 → CONFLICT. */
  async update<TRecord>(resource: RestResource<TRecord>, id: string, body: object): Promise<TRecord> {
    return this.call(resource.record, recordPath(resource, id), { method: 'PUT', body });
  }

  /** `DELETE /setup/{resource}/{id}`; whatever a successful answer holds is ignored. */
  async remove(resource: RestResource<unknown>, id: string): Promise<void> {
    await this.call(undefined, recordPath(resource, id), { method: 'DELETE' });
  }

  /** `POST /setup/employees/authenticate {email,password}` → the signed-in employee (spec §7); 401 → UNAUTHENTICATED. */
  async authenticate(credentials: { email: string; password: string }): Promise<RestAuthenticated> {
    return this.call(restAuthenticated, 'employees/authenticate', { method: 'POST', body: credentials });
  }

  /** `GET /setup/{path}` (path built with {@link pathSegment} for ids) → the answer parsed by `schema`. */
  async getJson<T>(schema: z.ZodType<T>, path: string): Promise<T> {
    return this.call(schema, path, { method: 'GET' });
  }

  /** `POST`/`PUT`/`DELETE /setup/{path}` with a JSON `body` → the answer parsed by `schema`. */
  async sendJson<T>(schema: z.ZodType<T>, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object): Promise<T> {
    return this.call(schema, path, body === undefined ? { method } : { method, body });
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
    return this.call(schema, path, { method, body: form as unknown as DataSourceRequest['body'] });
  }

  /** Adds the caller's Authorization, the request id, JSON accept, the timeout, and refuses redirects. */
  protected override willSendRequest(_path: string, request: AugmentedRequest): void {
    if (this.scope.authorization) request.headers.authorization = this.scope.authorization;
    request.headers['x-request-id'] = this.scope.requestId;
    request.headers['x-forwarded-for'] = this.scope.forwardedFor;
    request.headers.accept = 'application/json';
    request.signal = AbortSignal.timeout(this.scope.timeoutMs);
    request.redirect = 'error';
  }

  /** Upstream error answers → {@link UpstreamError} by status (DESIGN §3, spec §8). */
  protected override async errorFromResponse(options: {
    response: { status: number; statusText: string };
    parsedBody: unknown;
  }): Promise<UpstreamError> {
    return errorFromUpstreamResponse(options.response.status, options.response.statusText, options.parsedBody);
  }

  private async call<T>(schema: z.ZodType<T> | undefined, path: string, request: DataSourceRequest): Promise<T> {
    const method = request.method ?? 'GET';
    let body: unknown;
    try {
      body = (await this.fetch<unknown>(path, request)).parsedBody;
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      this.scope.logger.error({ upstream: { method, path }, failure: describeFailure(error) }, 'upstream request failed');
      throw new UpstreamError('UPSTREAM', UNAVAILABLE_MESSAGE);
    }
    if (!schema) return undefined as T;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      this.scope.logger.error({ upstream: { method, path }, issues }, 'upstream answer does not fit the REST contract');
      throw new UpstreamError('UPSTREAM', UNAVAILABLE_MESSAGE);
    }
    return parsed.data;
  }
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
 * URIError, answered as INTERNAL_SERVER_ERROR; found by the reliability suite, issue 8).
 */
export function pathSegment(id: string, field = 'id'): string {
  if (UNSAFE_IDS.has(id.trim()) || id.length > MAX_ID_LENGTH || LONE_SURROGATE.test(id)) {
    throw gatewayError('BAD_USER_INPUT', 'This id is not valid.', [{ field, message: 'This id is not valid.' }]);
  }
  return encodeURIComponent(id);
}

/**
 * The loggable part of a network failure: name, message and the cause's code, e.g.
 * `{ name: "TypeError", message: "fetch failed", cause: "ECONNREFUSED" }`. Duck-typed, since fetch's
 * errors may come from another realm than this module's `Error`.
 */
function describeFailure(error: unknown): { name: string; message: string; cause?: string } {
  const { name, message, cause } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    message?: unknown;
    cause?: { code?: unknown; message?: unknown };
  };
  const description = {
    name: typeof name === 'string' ? name : 'Unknown',
    message: typeof message === 'string' ? message : String(error),
  };
  const causeText = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : undefined;
  return causeText ? { ...description, cause: causeText } : description;
}
