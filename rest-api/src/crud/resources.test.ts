import { getTableColumns } from 'drizzle-orm';
import { invalidValue, sampleBody, sampleFields, sampleValue, type SampleField } from '../../testing/sample-input';
import { bearer, createEmployee, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { resources } from '../resources';
import { employeesResource } from '../resources/employees/resource';
import type { RecordTable, ResourceDescription } from './resource';
import { sortKeys } from './sorting';

/*
 * Every resource on the generic mechanism (docs/setup-contract.md "Common rules", "Master-data
 * resources", "Employees"), table-driven over the registry (src/resources/index.ts, plus employees, who
 * compose the same routes): the bodies are generated from each description's fields (testing/
 * sample-input.ts), so a new resource is covered without writing a fixture. Per resource: create,
 * validation of every field, duplicates, references, list with search/sort/filters, `?ids=`, get, all,
 * partial update of every field (absent keeps, null clears, the merged record checked), stale `__v`,
 * delete. Rules of one resource have their own suites (grades, employees, ISO documents); a single-record
 * resource (GVR settings) has no list and is covered by src/crud/kinds.test.ts and its own suite; workflow
 * resources (requisitions) by src/workflow/*.test.ts.
 */

let t: TestApp;
let admin: Record<string, string>;
let reader: Record<string, string>;
let adminId: string;
let readerId: string;
const MISSING = '00000000-0000-4000-8000-000000000000';
/** Every resource of the test with how it is created. */
const REGISTRY: { resource: ResourceDescription; createPath: string; extra: Record<string, unknown> }[] = [
  // Workflow resources (no delete, no full list, rules per record) have their own suite (src/workflow/).
  // So have activities (no full list, rules against the caller's view: src/resources/activities/).
  ...resources
    .filter((resource) => resource.kind !== 'single' && !resource.workflow && resource.fullList !== false)
    .map((resource) => ({ resource, createPath: 'create', extra: {} })),
  { resource: employeesResource, createPath: 'register', extra: { password: 'Registered-password-1' } },
];
let counter = 100;
const next = () => (counter += 1);
/** One existing record per referenced table, made on demand (employees: the admin). */
const existing = new Map<RecordTable, Promise<string>>();

function entryOf(table: RecordTable) {
  const entry = REGISTRY.find((candidate) => candidate.resource.table === table);
  if (!entry) throw new Error('no resource for a referenced table');
  return entry;
}

/** The id of an existing record of `table` (made once from a generated body). */
function recordOf(table: RecordTable): Promise<string> {
  if (table === employeesResource.table) return Promise.resolve(adminId);
  if (!existing.has(table))
    existing.set(
      table,
      create(entryOf(table).resource, 'A').then((response) => response.json()._id as string),
    );
  return existing.get(table)!;
}

/** Ids of existing records for every reference field of `resource`. */
async function refsOf(resource: ResourceDescription): Promise<Record<string, string>> {
  const entries = await Promise.all(Object.entries(resource.references ?? {}).map(async ([key, reference]) => [key, await recordOf(reference.table)] as const));
  return Object.fromEntries(entries);
}

/** POST of a generated body (`overrides` on top), as the resource creates. */
async function create(resource: ResourceDescription, variant: 'A' | 'B' | 'C', overrides: Record<string, unknown> = {}) {
  const entry = REGISTRY.find((candidate) => candidate.resource === resource)!;
  const payload = { ...sampleBody(resource, variant, next(), await refsOf(resource)), ...entry.extra, ...overrides };
  return t.app.inject({ method: 'POST', url: `/setup/${resource.name}/${entry.createPath}`, headers: admin, payload });
}

beforeAll(async () => {
  t = await createTestApp();
  const adminUser = await createEmployee(t.database, { roles: ['Admin'] });
  adminId = adminUser.id;
  admin = bearer(await signIn(t.app, adminUser));
  const readerUser = await createEmployee(t.database, { roles: ['Product'] });
  readerId = readerUser.id;
  reader = bearer(await signIn(t.app, readerUser));
});

afterAll(async () => {
  await t?.close();
});

type Json = Record<string, unknown> & { _id: string; __v: number };

describe.each(REGISTRY.map(({ resource }) => [resource.name, resource] as const))('%s', (name, resource) => {
  const base = `/setup/${name}`;
  const fields = sampleFields(resource);
  const reads = resource === employeesResource ? () => admin : () => reader;
  const uniqueFields = [...new Set(Object.values(resource.unique))];
  let a: Json;
  let b: Json;

  /** The fields named by a 400/409, top-level (`companies.0` → `companies`), each once. */
  const fieldsOf = (response: { json(): { errors?: { field: string }[] } }) => [...new Set((response.json().errors ?? []).map((e) => e.field.split('.')[0]))].sort();
  const put = (id: string, payload: object) => t.app.inject({ method: 'PUT', url: `${base}/${id}`, headers: admin, payload });
  const get = async (id: string) => (await t.app.inject({ url: `${base}/${id}`, headers: admin })).json<Json>();
  const listIds = async (query: string) => ((await t.app.inject({ url: `${base}/?${query}`, headers: reads() })).json().docs as Json[]).map((d) => d._id);
  /** The fields of a record without its version and timestamps. */
  const stable = (record: Json) => Object.fromEntries(Object.entries(record).filter(([key]) => !['__v', 'updatedAt'].includes(key)));

  it('creates records (201) with the fields of the contract, ignoring _id and unknown keys', async () => {
    const response = await create(resource, 'A', { _id: 'ignored', unknownKey: 1 });
    expect(response.statusCode).toBe(201);
    a = response.json();
    const order = resource.ordered ? ['position'] : [];
    const keys = [
      '_id',
      ...Object.keys(resource.json?.shape ?? resource.fields.shape),
      ...Object.keys(resource.lists ?? {}),
      ...Object.keys(resource.readOnly ?? {}),
      ...order,
      'createdAt',
      'updatedAt',
      '__v',
    ];
    expect(Object.keys(a).sort()).toEqual([...new Set(keys)].sort());
    expect(a.__v).toBe(0);
    const created = await create(resource, 'B');
    expect(created.statusCode).toBe(201);
    b = created.json();
  });

  it('answers 400 naming every required field left out', async () => {
    const required = fields
      .filter((field) => field.required)
      .map((field) => field.key)
      .sort();
    const entry = REGISTRY.find((candidate) => candidate.resource === resource)!;
    const response = await t.app.inject({ method: 'POST', url: `${base}/${entry.createPath}`, headers: admin, payload: entry.extra });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(required);
  });

  it.each(fields.filter((field) => invalidValue(field) !== undefined).map((field) => [field.key, field] as const))(
    'answers 400 on %s for a value that breaks its rules',
    async (key, field: SampleField) => {
      const response = await create(resource, 'C', { [key]: invalidValue(field) });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual([key]);
    },
  );

  it('answers 409 naming the field for a duplicate that differs only in case (create and update)', async () => {
    for (const field of uniqueFields) {
      const value = String(a[field]).toUpperCase();
      const created = await create(resource, 'C', { [field]: value });
      expect(created.statusCode).toBe(409);
      expect(created.json()).toEqual({ message: expect.any(String), errors: [{ field, message: expect.any(String) }] });
      const updated = await put(b._id, { [field]: value });
      expect(updated.statusCode).toBe(409);
      expect(updated.json().errors).toEqual([{ field, message: expect.any(String) }]);
    }
  });

  it('answers 400 "No such …" for a reference to a missing or malformed id', async () => {
    for (const field of fields.filter((candidate) => candidate.reference)) {
      for (const id of [MISSING, 'not-an-id']) {
        // The other optional references left out, so that no rule between them (an employee's position
        // in their department) answers first.
        const others = Object.fromEntries(fields.filter((other) => other.reference && other.nullable && other !== field).map((other) => [other.key, null]));
        const response = await create(resource, 'C', { ...others, [field.key]: field.property.type === 'array' ? [id] : id });
        expect(response.statusCode).toBe(400);
        // A list names the item whose id is malformed (`companies.0`), the list when a record is missing.
        expect(response.json().errors).toEqual([{ field: expect.stringMatching(new RegExp(`^${field.key}(\\.0)?$`)), message: `No such ${field.reference}` }]);
      }
    }
  });

  it('lists a page, searching every searchable field regardless of case', async () => {
    const page = await t.app.inject({ url: `${base}/?page=1&limit=100`, headers: reads() });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ page: 1, limit: 100, hasPrevPage: false, prevPage: null });
    expect(page.json().docs.map((d: Json) => d._id)).toEqual(expect.arrayContaining([a._id, b._id]));
    const columns = Object.entries(getTableColumns(resource.table));
    for (const column of resource.searchable) {
      const key = columns.find(([, candidate]) => candidate === column)![0];
      const found = await listIds(`limit=100&search=${encodeURIComponent(String(a[key]).toUpperCase())}`);
      expect(found).toEqual([a._id]);
    }
  });

  it('sorts by every sort key both ways, and refuses an unknown one', async () => {
    for (const key of Object.keys(sortKeys(resource))) {
      expect(await listIds(`ids=${a._id},${b._id}&sort=${key}`)).toEqual([a._id, b._id]);
      expect(await listIds(`ids=${a._id},${b._id}&sort=-${key}`)).toEqual([b._id, a._id]);
    }
    expect((await t.app.inject({ url: `${base}/?sort=nope`, headers: reads() })).statusCode).toBe(400);
  });

  it('filters by its filters (one through a parent is tested by its resource)', async () => {
    for (const [filter, { type, through }] of Object.entries(resource.filters ?? {})) {
      if (through) continue;
      const value = type === 'boolean' ? String(a[filter]) : (a[filter] as string);
      const docs = (await t.app.inject({ url: `${base}/?limit=100&${filter}=${value}`, headers: reads() })).json().docs as Json[];
      expect(docs.map((d) => d._id)).toContain(a._id);
      expect(docs.every((d) => String(d[filter]) === value)).toBe(true);
      const bad = await t.app.inject({ url: `${base}/?${filter}=maybe`, headers: reads() });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([{ field: filter, message: expect.any(String) }]);
    }
  });

  it('answers ?ids= with those records on one page, and 400 for a bad id or more than 100', async () => {
    const response = await t.app.inject({ url: `${base}/?ids=${b._id.toUpperCase()},${a._id},${MISSING}&limit=1&page=3`, headers: reads() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalDocs: 2, page: 1, limit: 100, totalPages: 1, hasNextPage: false });
    expect(
      response
        .json()
        .docs.map((d: Json) => d._id)
        .sort(),
    ).toEqual([a._id, b._id].sort());
    expect(response.json().docs).toContainEqual(await get(a._id));
    const tooMany = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
    for (const ids of ['nope', `${a._id},x`, tooMany]) {
      const bad = await t.app.inject({ url: `${base}/?ids=${ids}`, headers: reads() });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([{ field: 'ids', message: expect.any(String) }]);
    }
  });

  it('answers every record from /all and one record by id (404 when missing)', async () => {
    const all = await t.app.inject({ url: `${base}/all`, headers: reads() });
    expect(all.json()).toEqual(expect.arrayContaining([a, b]));
    expect((await t.app.inject({ url: `${base}/${a._id}`, headers: reads() })).json()).toEqual(a);
    const missing = await t.app.inject({ url: `${base}/${MISSING}`, headers: reads() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.stringMatching(/ not found$/) });
  });

  it.each(fields.map((field) => [field.key, field] as const))('PUT changes only %s when only it is sent', async (key, field: SampleField) => {
    const before = await get(a._id);
    if (field.reference && !field.nullable && field.property.type !== 'array') return; // one record per referenced table: nothing to change to
    const value = field.reference ? (field.property.type === 'array' ? [] : null) : sampleValue(field, 'C', next());
    const response = await put(a._id, { [key]: value, __v: before.__v });
    expect(response.statusCode).toBe(200);
    const after = response.json<Json>();
    expect(after.__v).toBe(before.__v + 1);
    expect(after[key]).toEqual(value);
    expect(stable(after)).toEqual({ ...stable(before), [key]: value });
    a = after;
  });

  it('PUT with an explicit null clears an optional field and refuses it for a required one', async () => {
    for (const field of fields) {
      const response = await put(a._id, { [field.key]: null });
      if (field.nullable) {
        expect(response.statusCode).toBe(200);
        expect(response.json()[field.key]).toBeNull();
        a = response.json();
      } else {
        expect(response.statusCode).toBe(400);
        expect(fieldsOf(response)).toEqual([field.key]);
      }
    }
  });

  it('PUT with no fields keeps the record (only __v and updatedAt move); a bad field is a 400 that changes nothing', async () => {
    const response = await put(a._id, { _id: MISSING, createdAt: 'x', unknownKey: 1 });
    expect(response.statusCode).toBe(200);
    expect(stable(response.json())).toEqual(stable(a));
    const [field] = fields.filter((candidate) => invalidValue(candidate) !== undefined);
    if (!field) throw new Error(`${name}: no field with an invalid value to send`);
    const bad = await put(a._id, { [field.key]: invalidValue(field) });
    expect(bad.statusCode).toBe(400);
    expect(await get(a._id)).toEqual(response.json());
    a = response.json();
  });

  it('PUT refuses a stale __v (409 on __v) and answers 404 for a missing record', async () => {
    const stale = await put(a._id, { __v: a.__v - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual([{ field: '__v', message: expect.any(String) }]);
    expect((await put(MISSING, {})).statusCode).toBe(404);
    expect((await put('not-an-id', {})).statusCode).toBe(404);
  });

  it('deletes (200 with the record), then answers 404', async () => {
    const url = `${base}/${b._id}`;
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()._id).toBe(b._id);
    expect((await t.app.inject({ url, headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);
  });
});

describe('employees ?ids=', () => {
  it('lets anyone signed in ask, answering others only themselves; Gvr and Admin get everyone asked for', async () => {
    const url = `/setup/employees/?ids=${adminId},${readerId}`;
    const own = await t.app.inject({ url, headers: reader });
    expect(own.statusCode).toBe(200);
    expect(own.json().docs.map((d: Json) => d._id)).toEqual([readerId]);
    const all = await t.app.inject({ url, headers: admin });
    expect(
      all
        .json()
        .docs.map((d: Json) => d._id)
        .sort(),
    ).toEqual([adminId, readerId].sort());
    expect((await t.app.inject({ url: '/setup/employees/', headers: reader })).statusCode).toBe(403);
  });
});

describe('records still referred to', () => {
  const resourceNamed = (name: string) => REGISTRY.find((entry) => entry.resource.name === name)!.resource;
  const remove = (name: string, id: string) => t.app.inject({ method: 'DELETE', url: `/setup/${name}/${id}`, headers: admin });

  it('DELETE answers 409 counting what refers to the record', async () => {
    const company = (await create(resourceNamed('companies'), 'C')).json()._id;
    for (const name of ['isos', 'portfolios', 'salespersonCodes']) expect((await create(resourceNamed(name), 'C', { company })).statusCode).toBe(201);
    const department = (await create(resourceNamed('departments'), 'C')).json()._id;
    expect((await create(resourceNamed('positions'), 'C', { department })).statusCode).toBe(201);
    const companyAnswer = await remove('companies', company);
    expect(companyAnswer.statusCode).toBe(409);
    expect(companyAnswer.json()).toEqual({ message: 'This company is used by 1 event portfolio, 1 ISO document and 1 salesperson code and cannot be deleted.' });
    expect((await remove('departments', department)).json()).toEqual({ message: 'This department is used by 1 position and cannot be deleted.' });
  });

  it('counts the rows of every kind that refer to a record, members of a company included', async () => {
    const company = (await t.app.inject({ method: 'POST', url: '/setup/companies/create', headers: admin, payload: { name: 'Counted Co', code: 'CCO' } })).json()._id;
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: admin, payload });
    await post('/setup/salespersonCodes/create', { code: 'SP-CC-01', company });
    await post('/setup/salespersonCodes/create', { code: 'SP-CC-02', company });
    for (const n of [1, 2, 3]) {
      const registered = await post('/setup/employees/register', {
        employeeNo: `CC-${n}`,
        employeeName: `Counted ${n}`,
        email: `counted.${n}@example.com`,
        roles: ['Employee'],
        companies: [company],
        password: 'Counted-password-1',
      });
      expect(registered.statusCode).toBe(201);
    }
    const response = await t.app.inject({ method: 'DELETE', url: `/setup/companies/${company}`, headers: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This company is used by 3 employees and 2 salesperson codes and cannot be deleted.' });
  });
});

describe('phone numbers', () => {
  const company = (phone: unknown, code: string) =>
    t.app.inject({ method: 'POST', url: '/setup/companies/create', headers: admin, payload: { name: `Phone ${code}`, code, phone } });

  it.each(['+1 555 0140', '(04) 123-4567', '+971-4-000 0000', '123456', '12345678901234567890', ''].map((phone, i) => [phone, `PHONE${i}`]))('accepts %j', async (phone, code) => {
    const response = await company(phone, code);
    expect(response.statusCode).toBe(201);
    expect(response.json().phone).toBe(phone);
  });

  it.each(['12345', '123456789012345678901', 'call me', '555-0140 ext. 12', '1+555 0140', '+', '++1 555 0140'])('refuses %j with the same words as the web form', async (phone) => {
    const response = await company(phone, 'PBAD');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'phone', message: 'Enter a phone number of 6 to 20 digits (spaces, dashes, brackets and a leading + allowed)' }]);
  });
});
