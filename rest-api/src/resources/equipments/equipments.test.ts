import { bearer, createEmployee, createTestApp, signIn, type TestApp } from '../../../testing/test-app';

/*
 * The rules of the equipment setup resources (DESIGN §5 Equipment, §6; docs/requisitions.md "Equipment
 * setup") beyond the table-driven CRUD suite: names and codes unique regardless of case, quantity an
 * integer 0–1,000,000, category filter, who writes, and a category with equipments not deleted.
 */

let t: TestApp;
let admin: Record<string, string>;
let gvr: Record<string, string>;
let employee: Record<string, string>;
let category: string;

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/setup/${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Admin'] })));
  gvr = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Gvr'] })));
  employee = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Employee'] })));
  category = (await send('POST', 'equipmentCategories/create', admin, { name: 'Projectors' })).json()._id;
});

afterAll(async () => {
  await t?.close();
});

it('keeps category names and equipment codes unique regardless of case', async () => {
  expect((await send('POST', 'equipmentCategories/create', gvr, { name: 'PROJECTORS' })).statusCode).toBe(409);
  expect((await send('POST', 'equipments/create', gvr, { code: 'prj-1', name: 'Projector', category, quantity: 3 })).statusCode).toBe(201);
  const again = await send('POST', 'equipments/create', gvr, { code: 'PRJ-1', name: 'Other', category, quantity: 1 });
  expect(again.statusCode).toBe(409);
  expect(again.json().errors).toEqual([{ field: 'code', message: expect.any(String) }]);
});

it('takes a quantity that is a whole number from 0 to 1,000,000', async () => {
  for (const quantity of [-1, 1.5, 1_000_001, '3', null]) {
    const response = await send('POST', 'equipments/create', admin, { code: `Q-${String(quantity)}`, name: 'Bad', category, quantity });
    expect([quantity, response.statusCode, response.json().errors?.[0]?.field]).toEqual([quantity, 400, 'quantity']);
  }
  const created = await send('POST', 'equipments/create', admin, { code: 'Q-0', name: 'Empty shelf', category, quantity: 0, location: 'Store B' });
  expect(created.json()).toMatchObject({ quantity: 0, location: 'Store B', active: true });
  expect((await send('PUT', `equipments/${created.json()._id}`, admin, { quantity: 1_000_000 })).json().quantity).toBe(1_000_000);
});

it('lets anyone read, filter and sort, and only Gvr and Admin write (DESIGN §6)', async () => {
  const other = (await send('POST', 'equipmentCategories/create', admin, { name: 'Screens' })).json()._id;
  await send('POST', 'equipments/create', admin, { code: 'SCR-1', name: 'Screen', category: other, quantity: 7 });
  const codes = async (query: string) => (await send('GET', `equipments/?${query}`, employee)).json().docs.map((e: { code: string }) => e.code);
  expect(await codes(`category=${other}`)).toEqual(['SCR-1']);
  expect(await codes(`category=${category}&sort=-quantity`)).toEqual(['Q-0', 'prj-1']);
  expect(await codes('search=store b')).toEqual(['Q-0']);
  expect((await send('POST', 'equipments/create', employee, { code: 'NO-1', name: 'No', category, quantity: 1 })).statusCode).toBe(403);
  expect((await send('POST', 'equipmentCategories/create', employee, { name: 'No' })).statusCode).toBe(403);
});

it('refuses to delete a category while equipments belong to it', async () => {
  const response = await send('DELETE', `equipmentCategories/${category}`, admin);
  expect(response.statusCode).toBe(409);
  expect(response.json().message).toBe('This equipment category is used by 2 equipments and cannot be deleted.');
});
