import { bearer, createEmployee, createTestApp, signIn, type TestApp } from '../../testing/test-app';

/*
 * The rules of the Product and GVR setup resources (DESIGN §5, §6) beyond the table-driven CRUD suite:
 * names unique regardless of case within their parent, parent filters, who writes products, customer
 * visibility per role (list, ?ids=, all, get), contacts, GVR settings, section order and the
 * "cannot be deleted" messages of the new references (also inside the customers' contacts).
 */

let t: TestApp;
let admin: Record<string, string>;
let product: Record<string, string>;
let finance: Record<string, string>;
let hodId: string;
let hod: Record<string, string>;
let employeeId: string;
let employee: Record<string, string>;
let otherId: string;

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/setup/${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Admin'] })));
  product = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Product'] })));
  finance = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Finance'] })));
  const hodUser = await createEmployee(t.database, { roles: ['Hod'] });
  hodId = hodUser.id;
  hod = bearer(await signIn(t.app, hodUser));
  const employeeUser = await createEmployee(t.database, { roles: ['Employee'] });
  employeeId = employeeUser.id;
  employee = bearer(await signIn(t.app, employeeUser));
  otherId = (await createEmployee(t.database, { roles: ['Employee'] })).id;
  // The Hod heads a department the employee belongs to (DESIGN §2 GVR view list).
  const department = (await send('POST', 'departments/create', admin, { name: 'Field Sales', code: 'FS', head: hodId })).json()._id;
  expect((await send('PUT', `employees/${employeeId}`, admin, { department, gvr: true })).statusCode).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

describe('products and their categories', () => {
  let category: string;
  let other: string;
  let subcategory: string;

  beforeAll(async () => {
    category = (await send('POST', 'productCategories/create', admin, { name: 'Cardio' })).json()._id;
    other = (await send('POST', 'productCategories/create', admin, { name: 'Devices' })).json()._id;
    subcategory = (await send('POST', 'productSubcategories/create', admin, { name: 'Statins', category })).json()._id;
  });

  it('keeps names unique regardless of case, a subcategory name within its category only', async () => {
    const again = await send('POST', 'productCategories/create', admin, { name: 'CARDIO' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ field: 'name', message: expect.any(String) }]);
    expect((await send('POST', 'productSubcategories/create', admin, { name: 'STATINS', category })).statusCode).toBe(409);
    expect((await send('POST', 'productSubcategories/create', admin, { name: 'Statins', category: other })).statusCode).toBe(201);
  });

  it('lets the Product role write products but not categories (DESIGN §6)', async () => {
    const created = await send('POST', 'products/create', product, { code: 'car-001', name: 'Atorva', subcategory, unit: 'box', price: '12.5' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'car-001', price: '12.50', portfolio: null, active: true });
    expect((await send('POST', 'products/create', product, { code: 'CAR-001', name: 'Other', subcategory, unit: 'box', price: '1' })).statusCode).toBe(409);
    expect((await send('POST', 'productCategories/create', product, { name: 'Forbidden' })).statusCode).toBe(403);
    expect((await send('POST', 'productSubcategories/create', product, { name: 'Forbidden', category })).statusCode).toBe(403);
    expect((await send('POST', 'products/create', finance, { code: 'X-1', name: 'X', subcategory, unit: 'box', price: '1' })).statusCode).toBe(403);
  });

  it('refuses a price that is not exact money or is negative', async () => {
    for (const price of [12.5, '-1.00', '1.234', 'ten']) {
      const response = await send('POST', 'products/create', admin, { code: `P-${String(price)}`, name: 'Bad', subcategory, unit: 'box', price });
      expect([price, response.statusCode, response.json().errors?.[0]?.field]).toEqual([price, 400, 'price']);
    }
  });

  it('filters subcategories by category and products by subcategory and by category', async () => {
    const subcategories = (await send('GET', `productSubcategories/?category=${category}`, finance)).json().docs;
    expect(subcategories.map((s: { name: string }) => s.name)).toEqual(['Statins']);
    const second = (await send('POST', 'productSubcategories/create', admin, { name: 'Beta blockers', category })).json()._id;
    await send('POST', 'products/create', admin, { code: 'CAR-002', name: 'Bisoprolol', subcategory: second, unit: 'box', price: '3.00' });
    const elsewhere = (await send('POST', 'productSubcategories/create', admin, { name: 'Scanners', category: other })).json()._id;
    await send('POST', 'products/create', admin, { code: 'DEV-001', name: 'Scanner', subcategory: elsewhere, unit: 'piece', price: '900.00' });
    const codes = async (query: string) => (await send('GET', `products/?${query}&sort=code`, finance)).json().docs.map((p: { code: string }) => p.code);
    expect(await codes(`subcategory=${second}`)).toEqual(['CAR-002']);
    expect(await codes(`category=${category}`)).toEqual(['car-001', 'CAR-002']);
    expect(await codes(`category=${other}`)).toEqual(['DEV-001']);
    expect((await send('GET', 'products/?category=nope', finance)).statusCode).toBe(400);
  });

  it('refuses to delete a category, subcategory or portfolio still used, saying by what', async () => {
    const byCategory = await send('DELETE', `productCategories/${category}`, admin);
    expect(byCategory.statusCode).toBe(409);
    expect(byCategory.json().message).toBe('This product category is used by 2 product subcategories and cannot be deleted.');
    const bySubcategory = await send('DELETE', `productSubcategories/${subcategory}`, admin);
    expect(bySubcategory.json().message).toBe('This product subcategory is used by 1 product and cannot be deleted.');
    const portfolio = (await send('POST', 'portfolios/create', admin, { name: 'Heart line' })).json()._id;
    await send('POST', 'products/create', admin, { code: 'CAR-003', name: 'Ramipril', subcategory, portfolio, unit: 'box', price: '4.00' });
    expect((await send('DELETE', `portfolios/${portfolio}`, admin)).json().message).toBe('This event portfolio is used by 1 product and cannot be deleted.');
  });

  it('keeps an inactive category readable where it is used', async () => {
    expect((await send('PUT', `productCategories/${category}`, admin, { active: false })).statusCode).toBe(200);
    expect((await send('GET', `productSubcategories/${subcategory}`, finance)).json().category).toBe(category);
    expect((await send('GET', `productCategories/${category}`, employee)).json()).toMatchObject({ active: false });
  });
});

describe('customers', () => {
  let company: string;
  let position: string;
  let ofEmployee: string;
  let ofOther: string;
  let unassigned: string;

  beforeAll(async () => {
    company = (await send('POST', 'companies/create', admin, { name: 'Acme Test', code: 'ACT' })).json()._id;
    position = (await send('POST', 'customerPositions/create', admin, { name: 'Doctor' })).json()._id;
    const customer = async (name: string, salesperson: string | null) =>
      (await send('POST', 'customers/create', admin, { name, company, salesperson, contacts: [{ name: 'Dr. Who', position, email: 'who@example.com' }] })).json()._id as string;
    ofEmployee = await customer('City Hospital', employeeId);
    ofOther = await customer('Harbour Pharmacy', otherId);
    unassigned = await customer('Lone Clinic', null);
  });

  it('keeps a name unique regardless of case within its company only', async () => {
    expect((await send('POST', 'customers/create', admin, { name: 'CITY HOSPITAL', company })).statusCode).toBe(409);
    const elsewhere = (await send('POST', 'companies/create', admin, { name: 'Beta Test', code: 'BTT' })).json()._id;
    expect((await send('POST', 'customers/create', admin, { name: 'City Hospital', company: elsewhere })).statusCode).toBe(201);
  });

  it('checks contacts item by item: name required, phone and e-mail format, position exists', async () => {
    const response = await send('POST', 'customers/create', admin, {
      name: 'Bad Contacts',
      company,
      contacts: [
        { name: '', phone: '12', email: 'nope' },
        { name: 'Ok', position: '00000000-0000-4000-8000-000000000000' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['contacts.0.email', 'contacts.0.name', 'contacts.0.phone']);
    const missing = await send('POST', 'customers/create', admin, { name: 'Bad Position', company, contacts: [{ name: 'Ok', position: '00000000-0000-4000-8000-000000000000' }] });
    expect(missing.json().errors).toEqual([{ field: 'contacts.0.position', message: 'No such customer position' }]);
    expect((await send('POST', 'customers/create', admin, { name: 'Bad Phone', company, phone: 'abc' })).json().errors[0].field).toBe('phone');
  });

  const names = async (headers: Record<string, string>, query = '') =>
    ((await send('GET', `customers/?limit=100&${query}`, headers)).json().docs as { _id: string }[]).map((c) => c._id);

  it('shows an Employee only the customers they are the salesperson of: list, ?ids=, all and get', async () => {
    expect(await names(employee)).toEqual([ofEmployee]);
    expect(await names(employee, `ids=${ofEmployee},${ofOther},${unassigned}`)).toEqual([ofEmployee]);
    expect((await send('GET', 'customers/all', employee)).json<{ _id: string }[]>().map((c) => c._id)).toEqual([ofEmployee]);
    expect((await send('GET', `customers/${ofEmployee}`, employee)).statusCode).toBe(200);
    expect((await send('GET', `customers/${ofOther}`, employee)).statusCode).toBe(404);
  });

  it('shows a Hod the customers of the employees of the departments they head (and their own)', async () => {
    const own = (await send('POST', 'customers/create', admin, { name: 'Hod Account', company, salesperson: hodId })).json()._id;
    expect((await names(hod)).sort()).toEqual([ofEmployee, own].sort());
    expect((await send('GET', `customers/${ofOther}`, hod)).statusCode).toBe(404);
  });

  it('shows Admin, Finance and Product every customer; only Gvr and Admin write', async () => {
    for (const reader of [admin, finance, product]) expect(await names(reader, `ids=${ofEmployee},${ofOther},${unassigned}`)).toHaveLength(3);
    expect((await send('POST', 'customers/create', product, { name: 'Nope', company })).statusCode).toBe(403);
    expect((await send('PUT', `customers/${ofEmployee}`, employee, { name: 'Nope' })).statusCode).toBe(403);
  });

  it('filters by company, salesperson and active', async () => {
    expect(await names(admin, `salesperson=${otherId}`)).toEqual([ofOther]);
    expect((await names(admin, `company=${company}&active=true`)).length).toBeGreaterThanOrEqual(3);
    expect(await names(admin, 'search=harbour')).toEqual([ofOther]);
  });

  it('refuses to delete a customer position a contact holds, a company or a salesperson with customers', async () => {
    const byPosition = await send('DELETE', `customerPositions/${position}`, admin);
    expect(byPosition.statusCode).toBe(409);
    expect(byPosition.json().message).toBe('This customer position is used by 3 customers and cannot be deleted.');
    expect((await send('DELETE', `companies/${company}`, admin)).json().message).toMatch(/is used by \d+ customers/);
    expect((await send('DELETE', `employees/${otherId}`, admin)).json().message).toMatch(/1 customer/);
    const unused = (await send('POST', 'customerPositions/create', admin, { name: 'Nurse' })).json()._id;
    expect((await send('DELETE', `customerPositions/${unused}`, admin)).statusCode).toBe(200);
  });
});

describe('GVR sections, categories and settings', () => {
  it('keeps the order of sections: new ones last, reorder kept', async () => {
    const ids: string[] = [];
    for (const name of ['Purpose', 'Products', 'Feedback']) ids.push((await send('POST', 'gvrSections/create', admin, { name })).json()._id);
    const order = async () => (await send('GET', 'gvrSections/all', employee)).json<{ _id: string }[]>().map((s) => s._id);
    expect(await order()).toEqual(ids);
    const reordered = [ids[2]!, ids[0]!, ids[1]!];
    expect((await send('PUT', 'gvrSections/reorder', admin, { ids: reordered })).statusCode).toBe(200);
    expect(await order()).toEqual(reordered);
    expect((await send('PUT', 'gvrSections/reorder', product, { ids: reordered })).statusCode).toBe(403);
    expect((await send('POST', 'gvrSections/create', admin, { name: 'PURPOSE' })).statusCode).toBe(409);
  });

  it('keeps category names unique within their section and refuses deleting a section with categories', async () => {
    const section = (await send('POST', 'gvrSections/create', admin, { name: 'Next steps' })).json()._id;
    const other = (await send('POST', 'gvrSections/create', admin, { name: 'Orders' })).json()._id;
    expect((await send('POST', 'gvrCategories/create', admin, { name: 'Follow-up', section })).statusCode).toBe(201);
    expect((await send('POST', 'gvrCategories/create', admin, { name: 'FOLLOW-UP', section })).statusCode).toBe(409);
    expect((await send('POST', 'gvrCategories/create', admin, { name: 'Follow-up', section: other })).statusCode).toBe(201);
    expect((await send('GET', `gvrCategories/?section=${other}`, employee)).json().docs).toHaveLength(1);
    expect((await send('DELETE', `gvrSections/${section}`, admin)).json().message).toBe('This GVR section is used by 1 GVR category and cannot be deleted.');
  });

  it('reads the settings (defaults on an empty database) and validates an update', async () => {
    const read = await send('GET', 'gvrSettings', employee);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ reportDeadlineDays: 7, currency: 'USD', workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'] });
    const bad = await send('PUT', 'gvrSettings', admin, {
      reportDeadlineDays: 366,
      mileageRate: 0.5,
      currency: 'usd',
      workingHours: { start: '17:00', end: '08:00' },
      workingDays: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['currency', 'mileageRate', 'reportDeadlineDays', 'workingDays', 'workingHours.end']);
    expect((await send('PUT', 'gvrSettings', admin, { currency: 'ABC' })).statusCode).toBe(400);
    expect((await send('PUT', 'gvrSettings', admin, { workingDays: ['MON', 'MON'] })).statusCode).toBe(400);
    expect((await send('PUT', 'gvrSettings', admin, { workingHours: { start: '8:00', end: '17:00' } })).statusCode).toBe(400);
    expect((await send('PUT', 'gvrSettings', hod, { reportDeadlineDays: 3 })).statusCode).toBe(403);
  });

  it('updates the settings with the version and answers 409 for a stale one', async () => {
    const { __v } = (await send('GET', 'gvrSettings', admin)).json();
    const updated = await send('PUT', 'gvrSettings', admin, { __v, currency: 'EUR', mileageRate: '0.45', workingDays: ['MON', 'SAT'] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ currency: 'EUR', mileageRate: '0.45', workingDays: ['MON', 'SAT'], reportDeadlineDays: 7, __v: __v + 1 });
    const stale = await send('PUT', 'gvrSettings', admin, { __v, currency: 'GBP' });
    expect(stale.statusCode).toBe(409);
    expect((await send('GET', 'gvrSettings', admin)).json().currency).toBe('EUR');
  });
});
