import { resources } from '../resources';
import { bearer, createEmployee, createTestApp, signIn, type TestApp } from '../testing/test-app';

/*
 * Every master-data resource of spec §7 over the generic mechanism (docs/setup-contract.md "Master-data
 * resources"), one table-driven scenario per resource on a real database: create, validation, duplicates,
 * references, paged list with search/sort/filters, all, get, versioned update, delete. Grades have their
 * own deeper suite (src/resources/grades/grades.test.ts).
 */

let t: TestApp;
let admin: Record<string, string>;
let reader: Record<string, string>;
/** Records other resources refer to, made in beforeAll. */
const refs = { company: '', otherCompany: '', department: '', employee: '' };
const MISSING = '00000000-0000-4000-8000-000000000000';

interface Fixture {
  /** A valid body, and another one with different unique values. */
  valid: () => Record<string, unknown>;
  other: () => Record<string, unknown>;
  /** A body that breaks each of `invalidFields`. */
  invalid: Record<string, unknown>;
  invalidFields: string[];
  /** A unique field and a value clashing (by case) with `valid()`; `body` is `other()` with it unless given. */
  duplicate: { field: string; value: string; body?: () => Record<string, unknown> };
  /** Reference fields and the label of "No such <label>". */
  references: Record<string, string>;
  /** Text found (case changed) only in `valid()`. */
  search: string;
  /** The field whose order `sort` checks, and that field's value in valid() < other(). */
  sortField: string;
}

const FIXTURES: Record<string, Fixture> = {
  grades: {
    valid: () => ({ name: 'Apprentice', level: 1, description: 'First year' }),
    other: () => ({ name: 'Board Member', level: 9 }),
    invalid: { name: '', level: 0 },
    invalidFields: ['level', 'name'],
    duplicate: { field: 'name', value: 'APPRENTICE' },
    references: {},
    search: 'FIRST YEAR',
    sortField: 'level',
  },
  departments: {
    valid: () => ({ name: 'Audit', code: 'AUD', head: refs.employee }),
    other: () => ({ name: 'Business Development', code: 'BDV' }),
    invalid: { name: 'x'.repeat(101), code: 'x'.repeat(21) },
    invalidFields: ['code', 'name'],
    duplicate: { field: 'name', value: 'audit' },
    references: { head: 'employee' },
    search: 'aud',
    sortField: 'code',
  },
  positions: {
    valid: () => ({ name: 'Auditor', department: refs.department, description: 'Checks the books' }),
    other: () => ({ name: 'Business Analyst', department: refs.department }),
    invalid: { name: ' ', description: 5 },
    invalidFields: ['department', 'description', 'name'],
    duplicate: { field: 'name', value: 'AUDITOR' },
    references: { department: 'department' },
    search: 'the BOOKS',
    sortField: 'name',
  },
  salespersonCodes: {
    valid: () => ({ code: 'SP-A-01', description: 'Alpha territory', company: refs.company, active: true }),
    other: () => ({ code: 'SP-B-01', description: 'Beta territory', active: false }),
    invalid: { code: '', active: 'yes' },
    invalidFields: ['active', 'code'],
    duplicate: { field: 'code', value: 'sp-a-01' },
    references: { company: 'company' },
    search: 'ALPHA',
    sortField: 'code',
  },
  isos: {
    valid: () => ({ name: 'Anti-bribery Policy', code: 'ISO 37001:2016', description: 'Gifts and hospitality', company: refs.company }),
    other: () => ({ name: 'Business Continuity', code: 'ISO 45001:2018' }),
    invalid: { name: 'x'.repeat(151), documents: 'not writable but ignored' },
    invalidFields: ['name'],
    duplicate: { field: 'name', value: 'anti-BRIBERY policy' },
    references: { company: 'company' },
    search: 'hospitality',
    sortField: 'code',
  },
  companies: {
    valid: () => ({ name: 'Acme Analytics', code: 'AAN', address: '1 Data Street', phone: '+1 555 0199', email: 'hello@analytics.example' }),
    other: () => ({ name: 'Beta Builders', code: 'BBL' }),
    invalid: { name: 'Bad', code: 'x'.repeat(21), email: 'not-an-email' },
    invalidFields: ['code', 'email'],
    duplicate: { field: 'code', value: 'aan', body: () => ({ name: 'Gamma Goods', code: 'aan' }) },
    references: {},
    search: 'ANALYTICS.example',
    sortField: 'code',
  },
  portfolios: {
    valid: () => ({ name: 'Allergy', description: 'Antihistamines', company: refs.company, active: true }),
    other: () => ({ name: 'Bone Health', description: 'Osteoporosis', active: false }),
    invalid: { name: null, active: null },
    invalidFields: ['active', 'name'],
    duplicate: { field: 'name', value: 'ALLERGY' },
    references: { company: 'company' },
    search: 'histamine',
    sortField: 'name',
  },
};

beforeAll(async () => {
  t = await createTestApp();
  const adminUser = await createEmployee(t.database, { roles: ['Admin'] });
  admin = bearer(await signIn(t.app, adminUser));
  reader = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Product'] })));
  refs.employee = adminUser.id;
  const post = async (url: string, payload: object) => (await t.app.inject({ method: 'POST', url, headers: admin, payload })).json()._id;
  refs.company = await post('/setup/companies/create', { name: 'Referenced Co', code: 'RCO' });
  refs.otherCompany = await post('/setup/companies/create', { name: 'Other Co', code: 'OCO' });
  refs.department = await post('/setup/departments/create', { name: 'Referenced Department' });
});

afterAll(async () => {
  await t?.close();
});

it('has a fixture for every resource', () => {
  expect(Object.keys(FIXTURES).sort()).toEqual(resources.map((r) => r.name).sort());
});

describe.each(resources.map((resource) => [resource.name, resource] as const))('%s', (name, resource) => {
  const fixture = FIXTURES[name];
  const base = `/setup/${name}`;
  let created: Record<string, unknown> & { _id: string; __v: number };
  let other: { _id: string };

  const create = (payload: object) => t.app.inject({ method: 'POST', url: `${base}/create`, headers: admin, payload });
  const fieldsOf = (response: { json(): { errors?: { field: string }[] } }) => (response.json().errors ?? []).map((e) => e.field).sort();

  it('creates a record (201) with the fields of the contract', async () => {
    const response = await create({ ...fixture.valid(), _id: 'ignored', unknownKey: 1 });
    expect(response.statusCode).toBe(201);
    created = response.json();
    const keys = ['_id', ...Object.keys(resource.fields.shape), ...Object.keys(resource.lists ?? {}), 'createdAt', 'updatedAt', '__v'];
    expect(Object.keys(created).sort()).toEqual([...new Set(keys)].sort());
    expect(created).toMatchObject({ ...fixture.valid(), __v: 0 });
    other = (await create(fixture.other())).json();
    expect(other._id).toEqual(expect.any(String));
  });

  it('answers 400 naming every invalid field', async () => {
    const response = await create(fixture.invalid);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(fixture.invalidFields);
  });

  it('answers 409 naming the field for a duplicate that differs only in case', async () => {
    const { field, value, body } = fixture.duplicate;
    const response = await create(body ? body() : { ...fixture.other(), [field]: value });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: expect.stringContaining(value), errors: [{ field, message: expect.any(String) }] });
  });

  it('answers 400 "No such …" for a reference to a missing or malformed id', async () => {
    for (const [field, label] of Object.entries(fixture.references)) {
      for (const id of [MISSING, 'not-an-id']) {
        const response = await create({ ...fixture.other(), [fixture.duplicate.field]: `${fixture.duplicate.value}-x`, [field]: id });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([{ field, message: `No such ${label}` }]);
      }
    }
  });

  it('lists a page, searching the text fields regardless of case', async () => {
    const page = await t.app.inject({ url: `${base}/?page=1&limit=100`, headers: reader });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ page: 1, limit: 100, hasPrevPage: false, prevPage: null });
    expect(page.json().docs.map((d: { _id: string }) => d._id)).toEqual(expect.arrayContaining([created._id, other._id]));
    const found = await t.app.inject({ url: `${base}/?search=${encodeURIComponent(fixture.search)}`, headers: reader });
    expect(found.json().docs.map((d: { _id: string }) => d._id)).toEqual([created._id]);
  });

  it('sorts by a sort key both ways, and refuses an unknown one', async () => {
    const ids = async (sort: string) => {
      const docs = (await t.app.inject({ url: `${base}/?limit=100&sort=${sort}`, headers: reader })).json().docs as { _id: string }[];
      return docs.map((d) => d._id).filter((id) => id === created._id || id === other._id);
    };
    expect(await ids(fixture.sortField)).toEqual([created._id, other._id]);
    expect(await ids(`-${fixture.sortField}`)).toEqual([other._id, created._id]);
    expect(await ids('-createdAt')).toEqual([other._id, created._id]);
    expect((await t.app.inject({ url: `${base}/?sort=nope`, headers: reader })).statusCode).toBe(400);
  });

  it('filters by its filters', async () => {
    for (const [filter, { type }] of Object.entries(resource.filters ?? {})) {
      const value = type === 'boolean' ? String(created[filter]) : (created[filter] as string);
      const docs = (await t.app.inject({ url: `${base}/?limit=100&${filter}=${value}`, headers: reader })).json().docs;
      expect(docs.length).toBeGreaterThan(0);
      expect(docs.every((d: Record<string, unknown>) => String(d[filter]) === value)).toBe(true);
      const bad = await t.app.inject({ url: `${base}/?${filter}=maybe`, headers: reader });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([{ field: filter, message: expect.any(String) }]);
    }
  });

  it('answers every record from /all and one record by id (404 when missing)', async () => {
    const all = await t.app.inject({ url: `${base}/all`, headers: reader });
    expect(all.json()).toEqual(expect.arrayContaining([created]));
    expect((await t.app.inject({ url: `${base}/${created._id}`, headers: reader })).json()).toEqual(created);
    const missing = await t.app.inject({ url: `${base}/${MISSING}`, headers: reader });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.stringMatching(/ not found$/) });
  });

  it('updates with the current __v (200, __v + 1) and refuses a stale one (409 on __v)', async () => {
    const url = `${base}/${created._id}`;
    const updated = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { ...created, __v: created.__v } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ _id: created._id, __v: created.__v + 1 });
    const stale = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { ...created, __v: created.__v } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual([{ field: '__v', message: expect.any(String) }]);
    created = updated.json();
  });

  it('deletes (200 with the record), then answers 404', async () => {
    const url = `${base}/${other._id}`;
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()._id).toBe(other._id);
    expect((await t.app.inject({ url, headers: reader })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);
  });
});

describe('records still referred to', () => {
  it.each([
    // Left by the scenarios above: a salesperson code, an ISO record and a portfolio of the company, a position of the department.
    ['companies', () => refs.company, 'This company is used by 1 ISO document, 1 portfolio and 1 salesperson code and cannot be deleted.'],
    ['departments', () => refs.department, 'This department is used by 1 position and cannot be deleted.'],
  ])('DELETE /setup/%s/{id} answers 409 counting what refers to it', async (name, id, message) => {
    const response = await t.app.inject({ method: 'DELETE', url: `/setup/${name}/${id()}`, headers: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message });
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
    expect(response.json().errors).toEqual([
      { field: 'phone', message: 'Enter a phone number of 6 to 20 digits (spaces, dashes, brackets and a leading + allowed)' },
    ]);
  });
});
