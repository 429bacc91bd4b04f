import { sql } from 'drizzle-orm';
import { bearer, createEmployee, createTestApp, signIn, type TestApp } from '../../../testing/test-app';

/*
 * Grades over the generic CRUD routes (spec §7 master-data resources; DESIGN §2, §6), on a real database.
 * The suite's steps build on each other (created grades are used by later cases), in file order.
 */

let t: TestApp;
let admin: Record<string, string>;
let gvr: Record<string, string>;
let employee: Record<string, string>;

const NAMES = ['Alpha', 'bravo', 'Charlie', 'delta', 'Echo', 'foxtrot', 'Golf', 'hotel', 'India', 'juliet', 'Kilo', 'lima'];

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Admin'] })));
  gvr = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Gvr', 'Employee'] })));
  employee = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Employee', 'Admin'] })));
});

afterAll(async () => {
  await t?.close();
});

async function create(body: object, headers = admin) {
  return t.app.inject({ method: 'POST', url: '/setup/grades/create', headers, payload: body });
}

describe('create', () => {
  it('creates grades (201) with the record shape', async () => {
    for (const [i, name] of NAMES.entries()) {
      const response = await create({ name, level: i + 1, description: i % 2 ? `Grade ${name} description` : null });
      expect(response.statusCode).toBe(201);
    }
    const response = await create({ name: '  Zulu  ', _id: 'ignored', unknown: 1 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Zulu',
      level: null,
      description: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      __v: 0,
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
  });

  it('answers 400 with field errors for invalid fields', async () => {
    const response = await create({ name: '   ', level: 1.5, description: 'x'.repeat(501) });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['description', 'level', 'name']);
    expect(
      await create({ level: 100 }).then((r) =>
        r
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
      ),
    ).toEqual(['level', 'name']);
  });

  it('answers 409 naming the field for a name that differs only in case', async () => {
    const response = await create({ name: 'ALPHA' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'A grade named "ALPHA" already exists',
      errors: [{ field: 'name', message: 'A grade named "ALPHA" already exists' }],
    });
  });

  it('answers 400 for malformed JSON and 415 for another content type', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/setup/grades/create',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.any(String) });
    const text = await t.app.inject({
      method: 'POST',
      url: '/setup/grades/create',
      headers: { ...admin, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(text.statusCode).toBe(415);
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await create({ name: 'Big', description: 'x'.repeat(1024 * 1024 + 10) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('paged list', () => {
  it('answers the first page with the paging shape and totals', async () => {
    const response = await t.app.inject({ url: '/setup/grades/?page=1', headers: employee });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      totalDocs: 13,
      limit: 10,
      page: 1,
      totalPages: 2,
      hasPrevPage: false,
      hasNextPage: true,
      prevPage: null,
      nextPage: 2,
    });
    // Default sort: by name, ignoring case.
    expect(body.docs.map((d: { name: string }) => d.name)).toEqual(NAMES.slice(0, 10));
  });

  it('answers the last page, and an empty page past the end', async () => {
    const last = (await t.app.inject({ url: '/setup/grades?page=2&limit=10', headers: employee })).json();
    expect(last.docs.map((d: { name: string }) => d.name)).toEqual([...NAMES.slice(10), 'Zulu']);
    expect(last).toMatchObject({ page: 2, hasPrevPage: true, hasNextPage: false, prevPage: 1, nextPage: null });
    const past = (await t.app.inject({ url: '/setup/grades?page=9&limit=5', headers: employee })).json();
    expect(past).toMatchObject({ docs: [], totalDocs: 13, totalPages: 3, page: 9, hasNextPage: false });
  });

  it('searches name and description regardless of case, with wildcards taken literally', async () => {
    const byName = (await t.app.inject({ url: '/setup/grades?search=ECHO', headers: employee })).json();
    expect(byName.docs.map((d: { name: string }) => d.name)).toEqual(['Echo']);
    expect(byName.totalDocs).toBe(1);
    const byDescription = (await t.app.inject({ url: '/setup/grades?search=DESCRIPTION', headers: employee })).json();
    expect(byDescription.totalDocs).toBe(6);
    const wildcard = (await t.app.inject({ url: '/setup/grades?search=%25', headers: employee })).json();
    expect(wildcard.totalDocs).toBe(0);
  });

  it('sorts by an allowed field in both directions', async () => {
    const up = (await t.app.inject({ url: '/setup/grades?sort=level&limit=3', headers: employee })).json();
    expect(up.docs.map((d: { level: number }) => d.level)).toEqual([1, 2, 3]);
    const down = (await t.app.inject({ url: '/setup/grades?sort=-level&limit=3', headers: employee })).json();
    expect(down.docs.map((d: { level: number }) => d.level)).toEqual([12, 11, 10]);
    const byName = (await t.app.inject({ url: '/setup/grades?sort=-name&limit=2', headers: employee })).json();
    expect(byName.docs.map((d: { name: string }) => d.name)).toEqual(['Zulu', 'lima']);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['sort=password', 'sort'],
    ['sort=-', 'sort'],
    ['colour=red', 'colour'],
  ])('answers 400 for %s', async (query, field) => {
    const response = await t.app.inject({ url: `/setup/grades?${query}`, headers: employee });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message: expect.any(String) }]);
  });
});

describe('all and get', () => {
  it('lists every grade in the default sort', async () => {
    const response = await t.app.inject({ url: '/setup/grades/all', headers: employee });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((d: { name: string }) => d.name)).toEqual([...NAMES, 'Zulu']);
  });

  it('gets one grade, and 404 for a missing or malformed id', async () => {
    const [first] = (await t.app.inject({ url: '/setup/grades/all', headers: employee })).json();
    const response = await t.app.inject({ url: `/setup/grades/${first._id}`, headers: employee });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(first);
    const missing = await t.app.inject({ url: '/setup/grades/00000000-0000-4000-8000-000000000000', headers: employee });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Grade not found' });
    const malformed = await t.app.inject({ url: '/setup/grades/not-a-uuid', headers: employee });
    expect(malformed.statusCode).toBe(404);
  });
});

describe('update', () => {
  async function grade(name: string) {
    const all = (await t.app.inject({ url: '/setup/grades/all', headers: employee })).json();
    return all.find((g: { name: string }) => g.name === name);
  }

  it('replaces the record from the whole legacy body and raises __v', async () => {
    const before = await grade('Golf');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/setup/grades/${before._id}`,
      headers: gvr,
      payload: { ...before, name: 'Golf Plus', level: 50, _id: 'something-else', createdAt: 'x' },
    });
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after).toMatchObject({ _id: before._id, name: 'Golf Plus', level: 50, __v: before.__v + 1 });
    expect(after.createdAt).toBe(before.createdAt);
    expect(await grade('Golf Plus')).toEqual(after);
  });

  it('answers 409 for a stale __v and keeps the record', async () => {
    const current = await grade('Golf Plus');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/setup/grades/${current._id}`,
      headers: admin,
      payload: { name: 'Golf Stale', __v: current.__v - 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This grade was changed by someone else. Reload it and try again.',
      errors: [{ field: '__v', message: expect.any(String) }],
      reason: 'STALE_VERSION',
    });
    expect(await grade('Golf Plus')).toEqual(current);
  });

  it('answers 409 when renaming onto another name, 400 for bad fields, 404 when missing', async () => {
    const current = await grade('Golf Plus');
    const url = `/setup/grades/${current._id}`;
    const duplicate = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { name: 'kilo' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual([{ field: 'name', message: expect.stringContaining('"kilo"') }]);
    const invalid = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { name: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([{ field: 'name', message: expect.any(String) }]);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/setup/grades/00000000-0000-4000-8000-000000000000',
      headers: admin,
      payload: { name: 'Nobody', __v: 0 },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('delete', () => {
  it('answers 200 with the deleted record, then 404', async () => {
    const created = (await create({ name: 'Temporary' })).json();
    const url = `/setup/grades/${created._id}`;
    const response = await t.app.inject({ method: 'DELETE', url, headers: gvr });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
    expect((await t.app.inject({ url, headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);
  });

  it('answers 409 saying how many employees have the grade', async () => {
    const created = (await create({ name: 'In use' })).json();
    const url = `/setup/grades/${created._id}`;
    const give = async () => {
      const user = await createEmployee(t.database, { roles: ['Employee'] });
      await t.database.db.execute(sql`update employees set grade_id = ${created._id} where id = ${user.id}`);
    };
    await give();
    const one = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({ message: 'This grade is used by 1 employee and cannot be deleted.' });
    await give();
    await give();
    const three = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(three.statusCode).toBe(409);
    expect(three.json()).toEqual({ message: 'This grade is used by 3 employees and cannot be deleted.' });
    expect((await t.app.inject({ url, headers: admin })).statusCode).toBe(200);
  });
});

describe('permissions', () => {
  it('lets an Employee read but not create, update or delete (403)', async () => {
    const [first] = (await t.app.inject({ url: '/setup/grades/all', headers: employee })).json();
    const url = `/setup/grades/${first._id}`;
    const attempts = [
      await t.app.inject({ method: 'POST', url: '/setup/grades/create', headers: employee, payload: { name: 'Nope' } }),
      await t.app.inject({ method: 'PUT', url, headers: employee, payload: { name: 'Nope' } }),
      await t.app.inject({ method: 'DELETE', url, headers: employee }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have permission to change setup data.' });
    }
    expect((await t.app.inject({ url, headers: employee })).json()).toEqual(first);
  });

  it('checks the role before the body (403, not 400, for an invalid body)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/setup/grades/create', headers: employee, payload: {} });
    expect(response.statusCode).toBe(403);
  });

  it('requires a token for every grades route (401)', async () => {
    for (const [method, url] of [
      ['GET', '/setup/grades'],
      ['GET', '/setup/grades/all'],
      ['POST', '/setup/grades/create'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
