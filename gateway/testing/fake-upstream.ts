import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AnyResourceDescription } from '../src/crud/resource';
import { RESOURCES } from '../src/setup/registry';
import type { Upstream, UpstreamRequest, UpstreamResponse } from '../src/upstream/upstream';
import { PERMISSIONS, type Permission } from '../src/generated/contract/permissions';
import { matchRestRoute, restRoutes } from '../src/generated/contract/rest-routes';

/** A REST record as the fake keeps it: `_id`, `__v`, `createdAt`, `updatedAt` and the resource's own fields. */
export type FakeRecord = Record<string, unknown> & { _id: string; __v: number; createdAt: string; updatedAt: string };

/** A sign-in the fake knows: an employee record's id with its password (the roles are the record's). */
interface Account {
  employeeId: string;
  password: string;
}

/** Options of {@link FakeUpstream}. */
export interface FakeUpstreamOptions {
  /**
   * The gateway's resources (REST path, record schema, references, sort fields, filters, and their
   * catalogue entry's permissions): the registry by default.
   */
  resources?: readonly AnyResourceDescription[];
  /**
   * What `PUT <r>/{id}` does with the body: `merge` (default, our rest-api: the fields sent over the
   * current ones) or `replace` (a server of the contract that takes the body as the whole record:
   * writable fields absent from it are gone; read-only ones such as `documents` stay).
   */
  updates?: 'merge' | 'replace';
  /**
   * What the paged list does with `?ids=`: `filter` (default, DESIGN §2 batched reads), `refuse`
   * (400 on `ids`, a server of the contract from before it) or `ignore` (the plain first page, as a
   * server that does not know the parameter answers).
   */
  ids?: 'filter' | 'refuse' | 'ignore';
}

/** The password {@link FakeUpstream.addAccount} gives unless told otherwise (the rest-api's demo password). */
export const FAKE_PASSWORD = 'BackOffice!2026';

/** An error answer of the contract (DESIGN §2): `{ message, errors? }`. */
class RestRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Array<{ field: string; message: string }>,
  ) {
    super(message);
  }
}

const MAX_LIMIT = 100;
const MAX_IDS = 100;
/** Fields that identify a record to a person; the fake refuses a second record with the same value (case-insensitive) as a duplicate. */
const UNIQUE_FIELDS = ['name', 'code', 'email', 'employeeNo'];
const BASE_FIELDS = new Set(['_id', '__v', 'createdAt', 'updatedAt']);

/**
 * An in-memory server of the /setup REST contract (DESIGN §2, docs/setup-contract.md) behind the
 * gateway's upstream seam (src/upstream/upstream.ts), so gateway tests run in process without a
 * rest-api. GENERIC over the resources: every resource of the registry gets the CRUD routes the
 * route grammar gives its kind (contract/rest-routes.ts: no `/all` without a full list, no DELETE on a
 * workflow), driven by its REST path, record schema, references, sort fields and filters, and by its
 * catalogue entry's permissions (contract PERMISSIONS, DESIGN §6):
 * - `GET <r>/?page=&limit=&search=&sort=&<filter>=&ids=` → the paged envelope (400 on a bad page,
 *   limit, sort or ids; with `ids`, a caller who may only read themselves gets their own record;
 *   {@link FakeUpstreamOptions.ids} makes it a server without `ids`);
 *   `GET <r>/all`; `GET <r>/{id}` (404);
 * - `POST <r>/create` (or the resource's create path) → 201; `PUT <r>/{id}` merges the fields sent
 *   into the record (a partial update; {@link FakeUpstreamOptions.updates} `replace`: the body is the
 *   whole record), a sent `__v` must be the current one (409 on `__v`);
 * - `DELETE <r>/{id}` → the deleted record; 409 while another record refers to it;
 * - 400 `{ message, errors: [{ field, message }] }` when the merged record does not fit the record
 *   schema, a required text is blank or a reference names no record; 409 with a field error on a
 *   duplicate name, code, e-mail or employee number;
 * - 401 without a token it issued, 403 when the caller's active role (the first of the employee's
 *   CURRENT roles) lacks the permission (message "You do not have permission to <action>.").
 * Beyond CRUD only what the gateway tests need: `employees/authenticate`, `employees/sign-out`,
 * `employees/reset` (always the same message; every link it is asked to check or confirm is invalid, 400),
 * `employees/active`, `employees/gvr`, `employees/password/{id}`, `companies/employee/{id}`.
 * Everything else is 404. Every request is recorded in {@link requests}.
 */
export class FakeUpstream implements Upstream {
  /** Every request received, in order. */
  readonly requests: UpstreamRequest[] = [];
  private readonly resources: readonly AnyResourceDescription[];
  private readonly stores = new Map<string, Map<string, FakeRecord>>();
  private readonly accounts = new Map<string, Account>();
  private readonly tokens = new Map<string, string>();
  private clock = Date.parse('2026-01-01T00:00:00.000Z');
  private readonly updates: NonNullable<FakeUpstreamOptions['updates']>;
  private readonly idsMode: NonNullable<FakeUpstreamOptions['ids']>;

  constructor(options: FakeUpstreamOptions = {}) {
    this.resources = options.resources ?? RESOURCES;
    this.updates = options.updates ?? 'merge';
    this.idsMode = options.ids ?? 'filter';
    for (const resource of this.resources) this.stores.set(resource.restPath, new Map());
  }

  /** The records of `restPath` (a live view, for assertions). */
  records(restPath: string): FakeRecord[] {
    return [...this.store(restPath).values()];
  }

  /** Stores a record of `restPath` as if created (no validation, no permission check) and answers it. */
  insert(restPath: string, fields: Record<string, unknown>): FakeRecord {
    const now = this.now();
    const record: FakeRecord = { ...fields, _id: randomUUID(), __v: 0, createdAt: now, updatedAt: now };
    this.store(restPath).set(record._id, record);
    return record;
  }

  /**
   * An employee who can sign in with `email` and `password` (default {@link FAKE_PASSWORD}), holding
   * `roles` (spec §6 names, the first is the active one); answers the record.
   */
  addAccount(email: string, roles: readonly string[], password = FAKE_PASSWORD): FakeRecord {
    const record = this.insert('employees', {
      employeeNo: `E-${this.accounts.size + 1}`,
      employeeName: email.split('@')[0],
      email,
      gender: [],
      companies: [],
      roles: [...roles],
      active: true,
      gvr: roles.includes('Gvr'),
    });
    this.accounts.set(email.toLowerCase(), { employeeId: record._id, password });
    return record;
  }

  /** A token of the employee signed in as `email` (as `employees/authenticate` issues it): `Bearer` not included. */
  tokenFor(email: string): string {
    const account = this.accounts.get(email.toLowerCase());
    if (!account) throw new Error(`the fake upstream has no account ${email}`);
    return this.issueToken(account.employeeId);
  }

  /** {@link Upstream.request}: answers from memory; never rejects. */
  async request(request: UpstreamRequest): Promise<UpstreamResponse> {
    this.requests.push(request);
    try {
      const { status, body } = this.route(request);
      return { status, headers: { 'content-type': 'application/json' }, body };
    } catch (error) {
      if (!(error instanceof RestRefusal)) throw error;
      const body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
      return { status: error.status, headers: { 'content-type': 'application/json' }, body };
    }
  }

  private route(request: UpstreamRequest): { status: number; body: unknown } {
    const url = new URL(request.path, 'http://fake/');
    const segments = url.pathname.slice(1).split('/').map(decodeURIComponent);
    const body = typeof request.body === 'string' ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    const [first = '', second, third] = segments;
    if (request.method === 'POST' && first === 'employees' && second === 'authenticate') return this.authenticate(body);

    if (request.method === 'POST' && first === 'employees' && second === 'reset') {
      if (third === undefined) return { status: 200, body: { message: 'If this address belongs to an account, a reset link is on its way.' } };
      if (third === 'confirm' || third === 'check') throw new RestRefusal(400, 'This reset link is not valid. Ask for a new one.');
    }
    const caller = this.caller(request.headers.authorization);
    if (request.method === 'POST' && first === 'employees' && second === 'sign-out') return { status: 200, body: { message: 'Signed out.' } };
    if (first === 'employees' && request.method === 'GET' && (second === 'active' || second === 'gvr') && third === undefined) {
      this.check(caller, 'employees', 'read');
      return {
        status: 200,
        body: this.sorted(
          'employees',
          this.records('employees').filter((record) => record[second] === true),
        ),
      };
    }
    if (first === 'employees' && second === 'password' && third !== undefined && request.method === 'PUT') return this.changePassword(caller, third, body);
    if (first === 'companies' && second === 'employee' && third !== undefined && request.method === 'GET') {
      this.check(caller, 'companies', 'read');
      const employee = this.find('employees', third);
      const ids = (employee.companies as string[] | undefined) ?? [];
      return { status: 200, body: ids.flatMap((id) => this.store('companies').get(id) ?? []) };
    }

    const resource = this.resources.find((candidate) => candidate.restPath === first);
    // Which route of the resource this is: the route grammar (contract/rest-routes.ts) decides, as it does for our rest-api.
    const match = resource ? matchRestRoute(restRoutes(resource.contract), request.method, `/setup${url.pathname}`) : undefined;
    if (!resource || !match) throw new RestRefusal(404, 'Not found');
    const id = match.id === undefined ? undefined : decodeURIComponent(match.id);
    switch (match.route.operation) {
      case 'list':
        return { status: 200, body: this.page(caller, resource, url.searchParams) };
      case 'all':
        this.check(caller, resource.restPath, 'all');
        return { status: 200, body: this.sorted(resource.restPath, this.records(resource.restPath)) };
      case 'create':
        this.check(caller, resource.restPath, 'write');
        return { status: 201, body: this.create(resource, body) };
      case 'reorder':
        this.check(caller, resource.restPath, 'write');
        return { status: 200, body: this.reorder(resource, body) };
      case 'get':
        if (id === undefined) break;
        this.check(caller, resource.restPath, 'read', id);
        return { status: 200, body: this.find(resource.restPath, id) };
      case 'update':
        if (id === undefined) break;
        this.check(caller, resource.restPath, 'write');
        return { status: 200, body: this.update(resource, id, body) };
      case 'delete':
        this.check(caller, resource.restPath, 'write');
        return { status: 200, body: this.remove(resource, id!) };
      default:
        break;
    }
    // A single record, an export and a workflow action are beyond what the gateway tests need of the fake.
    throw new RestRefusal(404, 'Not found');
  }

  private authenticate(body: Record<string, unknown>): { status: number; body: unknown } {
    const account = this.accounts.get(String(body.email ?? '').toLowerCase());
    if (!account || account.password !== body.password) throw new RestRefusal(401, 'Invalid email or password.');
    const employee = this.find('employees', account.employeeId);
    return {
      status: 200,
      body: {
        token: this.issueToken(account.employeeId),
        _id: employee._id,
        employeeName: employee.employeeName,
        email: employee.email,
        roles: employee.roles,
        gender: employee.gender,
        photo: employee.photo ?? null,
      },
    };
  }

  private changePassword(caller: FakeRecord, id: string, body: Record<string, unknown>): { status: number; body: unknown } {
    const self = caller._id === id;
    if (!self) this.check(caller, 'employees', 'write');
    const employee = this.find('employees', id);
    const account = [...this.accounts.values()].find((candidate) => candidate.employeeId === employee._id);
    if (self && account && body.currentPassword !== account.password) {
      throw new RestRefusal(400, 'The current password is not right.', [{ field: 'currentPassword', message: 'The current password is not right.' }]);
    }
    if (typeof body.password !== 'string' || body.password.length < 8) {
      throw new RestRefusal(400, 'Some fields are not valid.', [{ field: 'password', message: 'At least 8 characters' }]);
    }
    this.accounts.set(String(employee.email).toLowerCase(), { employeeId: employee._id, password: body.password });
    return { status: 200, body: { message: 'The password was changed.' } };
  }

  /** The employee record of a token the fake issued; 401 otherwise. */
  private caller(authorization: string | undefined): FakeRecord {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const employeeId = token === undefined ? undefined : this.tokens.get(token);
    const employee = employeeId === undefined ? undefined : this.store('employees').get(employeeId);
    if (!employee) throw new RestRefusal(401, 'Sign in to continue.');
    return employee;
  }

  /**
   * 403 unless the caller's active role holds the resource's permission for `operation` (the
   * catalogue's `list`/`all` default to `read`); reading one's own record needs `self` when given.
   */
  private check(caller: FakeRecord, restPath: string, operation: 'read' | 'list' | 'all' | 'write', id?: string): void {
    const permission = this.permissionFor(restPath, operation, id !== undefined && id === caller._id);
    if (!this.holds(caller, permission)) throw new RestRefusal(403, `You do not have permission to ${PERMISSIONS[permission].action}.`);
  }

  private permissionFor(restPath: string, operation: 'read' | 'list' | 'all' | 'write', self: boolean): Permission {
    const resource = this.resources.find((candidate) => candidate.restPath === restPath);
    if (!resource) throw new RestRefusal(404, 'Not found');
    const { permissions } = resource.contract;
    if (operation === 'read' && self && permissions.self) return permissions.self;
    if (operation === 'list' || operation === 'all') return permissions[operation] ?? permissions.read;
    return permissions[operation];
  }

  /** Whether the caller's active role (the first of the employee's current roles) holds `permission`. */
  private holds(caller: FakeRecord, permission: Permission): boolean {
    const role = (caller.roles as string[] | undefined)?.[0];
    return role !== undefined && (PERMISSIONS[permission].roles as readonly string[]).includes(role);
  }

  private page(caller: FakeRecord, resource: AnyResourceDescription, params: URLSearchParams): unknown {
    if (params.has('ids') && this.idsMode === 'refuse') throw new RestRefusal(400, 'Unknown query parameter.', [{ field: 'ids', message: 'Unknown parameter' }]);
    if (this.idsMode === 'ignore') params.delete('ids');
    // `?ids=` answers what the caller may read (DESIGN §2): without the list permission, only their own record where `self` lets them.
    const ownOnly =
      params.has('ids') && !this.holds(caller, this.permissionFor(resource.restPath, 'list', false)) && this.holds(caller, this.permissionFor(resource.restPath, 'read', true));
    if (!ownOnly) this.check(caller, resource.restPath, 'list');
    const errors: Array<{ field: string; message: string }> = [];
    const page = integerParam(params.get('page'), 1);
    const limit = integerParam(params.get('limit'), 10);
    if (page === undefined || page < 1) errors.push({ field: 'page', message: 'Must be a whole number of at least 1' });
    if (limit === undefined || limit < 1 || limit > MAX_LIMIT) errors.push({ field: 'limit', message: `Must be a whole number from 1 to ${MAX_LIMIT}` });
    const sort = params.get('sort') ?? undefined;
    const sortField = sort?.replace(/^-/, '');
    if (sortField !== undefined && !Object.values(resource.sortFields).includes(sortField)) errors.push({ field: 'sort', message: 'Not a sort field' });
    const ids = params.get('ids')?.split(',');
    if (ids && (ids.length > MAX_IDS || ids.some((id) => id.trim() === ''))) errors.push({ field: 'ids', message: `At most ${MAX_IDS} ids` });
    if (errors.length > 0) throw new RestRefusal(400, 'Some query parameters are not valid.', errors);

    let records = this.records(resource.restPath);
    if (ids) records = records.filter((record) => ids.includes(record._id) && (!ownOnly || record._id === caller._id));
    for (const rest of Object.values(resource.filters ?? {})) {
      const wanted = params.get(rest);
      if (wanted !== null) records = records.filter((record) => String(record[rest] ?? '') === wanted);
    }
    const search = params.get('search')?.trim().toLowerCase();
    if (search) {
      records = records.filter((record) =>
        Object.entries(record).some(([field, value]) => !BASE_FIELDS.has(field) && typeof value === 'string' && value.toLowerCase().includes(search)),
      );
    }
    records = sortField ? sortBy(records, sortField, sort!.startsWith('-')) : this.sorted(resource.restPath, records);
    const totalPages = Math.ceil(records.length / limit!);
    return {
      docs: records.slice((page! - 1) * limit!, page! * limit!),
      totalDocs: records.length,
      limit,
      page,
      totalPages,
      hasPrevPage: page! > 1,
      hasNextPage: page! < totalPages,
      prevPage: page! > 1 ? page! - 1 : null,
      nextPage: page! < totalPages ? page! + 1 : null,
    };
  }

  private create(resource: AnyResourceDescription, body: Record<string, unknown>): FakeRecord {
    const { password, ...fields } = withoutBaseFields(body);
    const now = this.now();
    // An ordered resource's new record goes last (REST `position`, 1 = first).
    const position = resource.ordered ? { position: this.records(resource.restPath).length + 1 } : {};
    const record = this.checked(resource, { ...fields, ...position, _id: randomUUID(), __v: 0, createdAt: now, updatedAt: now });
    this.store(resource.restPath).set(record._id, record);
    if (typeof password === 'string' && typeof record.email === 'string') this.accounts.set(record.email.toLowerCase(), { employeeId: record._id, password });
    return record;
  }

  private update(resource: AnyResourceDescription, id: string, body: Record<string, unknown>): FakeRecord {
    const current = this.find(resource.restPath, id);
    if (body.__v !== undefined && body.__v !== current.__v) {
      throw new RestRefusal(409, 'This record was changed by someone else. Reload it and try again.', [{ field: '__v', message: 'Stale version' }]);
    }
    const { password: _password, ...fields } = withoutBaseFields(body);
    const base = this.updates === 'merge' ? current : (Object.fromEntries(Object.entries(current).filter(([field]) => !(field in resource.writable))) as FakeRecord);
    const record = this.checked(resource, { ...base, ...fields, __v: current.__v + 1, updatedAt: this.now() });
    this.store(resource.restPath).set(id, record);
    return record;
  }

  /** `PUT /reorder { ids }` of an ordered resource: every record, `ids` first in that order (positions 1…), the others after; 400 for an unknown id. */
  private reorder(resource: AnyResourceDescription, body: Record<string, unknown>): FakeRecord[] {
    const ids = Array.isArray(body.ids) ? (body.ids as unknown[]).map(String) : [];
    const store = this.store(resource.restPath);
    if (ids.some((id) => !store.has(id))) throw new RestRefusal(400, 'Some records do not exist.', [{ field: 'ids', message: 'No such record' }]);
    const rest = this.sorted(resource.restPath, this.records(resource.restPath)).filter((record) => !ids.includes(record._id));
    const ordered = [...ids.map((id) => store.get(id)!), ...rest].map((record, i) => ({ ...record, position: i + 1 }));
    for (const record of ordered) store.set(record._id, record);
    return ordered;
  }

  private remove(resource: AnyResourceDescription, id: string): FakeRecord {
    const record = this.find(resource.restPath, id);
    for (const other of this.resources) {
      for (const field of Object.keys(other.references ?? {})) {
        if (other.references[field]!.resource !== resource.restPath) continue;
        const referring = this.records(other.restPath).some((candidate) => [candidate[field]].flat().includes(id));
        if (referring) throw new RestRefusal(409, `This record is still used by ${other.restPath}.`);
      }
    }
    this.store(resource.restPath).delete(id);
    return record;
  }

  /** `candidate` if it fits the resource's record schema, its references exist and it duplicates nothing; else 400 or 409. */
  private checked(resource: AnyResourceDescription, candidate: FakeRecord): FakeRecord {
    const errors: Array<{ field: string; message: string }> = [];
    const shape = (resource.record as z.ZodObject).shape as Record<string, z.ZodType>;
    for (const [field, schema] of Object.entries(shape)) {
      const value = candidate[field];
      if (typeof value === 'string' && value.trim() === '' && !schema.safeParse(null).success) errors.push({ field, message: 'Required' });
    }
    const parsed = resource.record.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (!errors.some((error) => error.field === field)) errors.push({ field, message: issue.message });
      }
    }
    for (const [field, reference] of Object.entries(resource.references ?? {})) {
      const ids = [candidate[field]].flat().filter((id): id is string => typeof id === 'string');
      if (ids.some((id) => !this.store(reference.resource).has(id))) errors.push({ field, message: `No such record of ${reference.resource}` });
    }
    if (errors.length > 0) throw new RestRefusal(400, 'Some fields are not valid.', errors);
    for (const field of UNIQUE_FIELDS) {
      const value = candidate[field];
      if (typeof value !== 'string' || !(field in shape)) continue;
      const taken = this.records(resource.restPath).some(
        (other) => other._id !== candidate._id && typeof other[field] === 'string' && other[field].toLowerCase() === value.toLowerCase(),
      );
      if (taken) throw new RestRefusal(409, `This ${field} is already taken.`, [{ field, message: 'Already taken' }]);
    }
    return candidate;
  }

  private find(restPath: string, id: string): FakeRecord {
    const record = this.store(restPath).get(id);
    if (!record) throw new RestRefusal(404, 'Not found');
    return record;
  }

  /** `records` in the resource's default order (its description's `defaultSort`, else by creation). */
  private sorted(restPath: string, records: FakeRecord[]): FakeRecord[] {
    const resource = this.resources.find((candidate) => candidate.restPath === restPath);
    const defaultSort = resource?.defaultSort;
    if (!resource || !defaultSort) return records;
    const field = (resource.sortFields as Record<string, string>)[defaultSort.field] ?? 'createdAt';
    return sortBy(records, field, defaultSort.direction === 'DESC');
  }

  private store(restPath: string): Map<string, FakeRecord> {
    const store = this.stores.get(restPath);
    if (!store) throw new RestRefusal(404, 'Not found');
    return store;
  }

  /**
   * A JWT of the employee as the rest-api shapes it (`sub`, `roles`, `iat`, `exp`, a session id) with
   * random bytes for a signature: the gateway only decodes tokens; the fake knows its own by heart.
   */
  private issueToken(employeeId: string): string {
    const employee = this.find('employees', employeeId);
    const seconds = Math.floor(Date.now() / 1000);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = { sub: employeeId, roles: employee.roles, sid: randomUUID(), iat: seconds, exp: seconds + 3600 };
    const token = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.${randomBytes(32).toString('base64url')}`;
    this.tokens.set(token, employeeId);
    return token;
  }

  /** A strictly increasing ISO instant, so that records created one after another sort in that order. */
  private now(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }
}

function withoutBaseFields(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([field]) => !BASE_FIELDS.has(field)));
}

function integerParam(value: string | null, fallback: number): number | undefined {
  if (value === null) return fallback;
  return /^\d+$/.test(value) ? Number(value) : undefined;
}

/** `records` by `field` (texts case-insensitively, empty values last), then by id; a new array. */
function sortBy(records: readonly FakeRecord[], field: string, descending: boolean): FakeRecord[] {
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return [...records].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (x === y) return a._id < b._id ? -1 : 1;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    const order = typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : x < y ? -1 : x > y ? 1 : 0;
    return descending ? -order : order;
  });
}
