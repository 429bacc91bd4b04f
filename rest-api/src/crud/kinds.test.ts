import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { bearer, createEmployee, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { dateRangeColumn, moneyColumn, objectListColumn, orderColumns, recordColumns } from '../db/columns';
import { resources } from '../resources';
import { positions } from '../identity/positions-table';
import { objectList, optionalDateRange, optionalEmail, optionalMoney, optionalPhone, optionalReference, requiredMoney, requiredText } from './fields';
import { defineResource } from './resource';

/*
 * The field kinds and resource kinds of DESIGN §5 on test-only descriptions whose tables this test
 * creates (no migration, nothing in the app's registry): money (exact decimal text), lists of objects
 * (validated item by item, references inside items), date ranges (from ≤ to, overlap filter), ordered
 * records (new last, reorder) and a single-record resource (GET/PUT without id).
 */

const budgets = pgTable('test_budgets', {
  ...recordColumns(),
  ...orderColumns(),
  name: text('name').notNull(),
  amount: moneyColumn('amount').notNull(),
  fee: moneyColumn('fee'),
  period: dateRangeColumn('period'),
  contacts: objectListColumn<Record<string, unknown>>('contacts'),
});

const budgetsResource = defineResource({
  name: 'test-budgets',
  label: 'budget',
  table: budgets,
  ordered: true,
  fields: z.object({
    name: requiredText(100),
    amount: requiredMoney({ max: '1000000.00' }),
    fee: optionalMoney({ min: '-100.00', max: '100.00' }),
    period: optionalDateRange(),
    contacts: objectList(z.object({ name: requiredText(100), position: optionalReference('position'), phone: optionalPhone(), email: optionalEmail() }), 5),
  }),
  searchable: [budgets.name],
  sortable: { name: sql`lower(${budgets.name})` },
  defaultSort: 'position',
  filters: { period: { column: budgets.period, type: 'dateRange' } },
  permissions: { read: 'readSetup', write: 'writeSetup' },
  unique: { test_budgets_name_unique: 'name' },
  references: { 'contacts.position': { table: positions, label: 'position' } },
});

const settings = pgTable('test_settings', {
  ...recordColumns(),
  deadlineDays: integer('deadline_days').notNull(),
  mileageRate: moneyColumn('mileage_rate').notNull(),
  currency: text('currency').notNull(),
});

const settingsResource = defineResource({
  name: 'test-settings',
  label: 'settings',
  kind: 'single',
  table: settings,
  fields: z.object({
    deadlineDays: z.number({ error: 'Must be a number' }).int().min(1).max(60).default(7),
    mileageRate: requiredMoney().default('0.50'),
    currency: requiredText(3).default('USD'),
  }),
  searchable: [],
  sortable: {},
  defaultSort: 'createdAt',
  permissions: { read: 'readSetup', write: 'writeSetup' },
  unique: {},
});

let t: TestApp;
let admin: Record<string, string>;
let reader: Record<string, string>;
let position: string;
const base = '/setup/test-budgets';

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      resources: [...resources, budgetsResource, settingsResource],
      async beforeBuild(database) {
        await database.db.execute(sql`create table test_budgets (
          id uuid primary key, created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
          version integer not null default 0, position integer not null default 0, name text not null,
          amount numeric(12,2) not null, fee numeric(12,2), period daterange, contacts jsonb not null default '[]'::jsonb)`);
        await database.db.execute(sql`create unique index test_budgets_name_unique on test_budgets (lower(name))`);
        await database.db.execute(sql`select track_row_count('test_budgets')`);
        await database.db.execute(sql`create table test_settings (
          id uuid primary key, created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
          version integer not null default 0, deadline_days integer not null, mileage_rate numeric(12,2) not null, currency text not null)`);
        await database.db.execute(sql`select track_row_count('test_settings')`);
      },
    },
  );
  admin = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Admin'] })));
  reader = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Employee'] })));
  const department = (await t.app.inject({ method: 'POST', url: '/setup/departments/create', headers: admin, payload: { name: 'Kinds' } })).json()._id;
  position = (await t.app.inject({ method: 'POST', url: '/setup/positions/create', headers: admin, payload: { name: 'Buyer', department } })).json()._id;
});

afterAll(async () => {
  await t?.close();
});

const create = (payload: object) => t.app.inject({ method: 'POST', url: `${base}/create`, headers: admin, payload });
const errorsOf = (response: { json(): { errors?: unknown } }) => response.json().errors;

describe('money', () => {
  it('stores an exact amount and answers it as text with 2 decimals', async () => {
    const response = await create({ name: 'Exact', amount: '1234.5', fee: '-0.01' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ amount: '1234.50', fee: '-0.01' });
    const big = await create({ name: 'Big', amount: '999999.99' });
    expect(big.json().amount).toBe('999999.99');
  });

  it.each([
    [12.5, 'Must be an amount written as text, e.g. "1234.50"'],
    ['12.345', 'At most 2 decimals'],
    ['12,50', 'Must be an amount, e.g. 1234.50'],
    ['1e3', 'Must be an amount, e.g. 1234.50'],
    ['', 'Must be an amount, e.g. 1234.50'],
    ['-1.00', 'Must be 0 or more'],
    ['1000000.01', 'Must be 1000000.00 or less'],
    [null, 'This field is required'],
  ])('refuses amount %j: %s', async (amount, message) => {
    const response = await create({ name: `Bad ${String(amount)}`, amount });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([{ field: 'amount', message }]);
  });

  it('keeps the range of an optional amount, and null clears it', async () => {
    expect(errorsOf(await create({ name: 'Fee', amount: '1', fee: '100.01' }))).toEqual([{ field: 'fee', message: 'Must be 100.00 or less' }]);
    const made = (await create({ name: 'Fee', amount: '1', fee: '5' })).json();
    const cleared = await t.app.inject({ method: 'PUT', url: `${base}/${made._id}`, headers: admin, payload: { fee: null } });
    expect(cleared.json()).toMatchObject({ fee: null, amount: '1.00' });
  });
});

describe('lists of objects', () => {
  it('stores the items in order and answers them', async () => {
    const contacts = [
      { name: 'Ann', position, phone: '+1 555 0100', email: 'ann@example.com' },
      { name: 'Bob', position: null, phone: null, email: null },
    ];
    const response = await create({ name: 'Contacts', amount: '1', contacts });
    expect(response.statusCode).toBe(201);
    expect(response.json().contacts).toEqual(contacts);
    expect((await create({ name: 'No contacts', amount: '1' })).json().contacts).toEqual([]);
  });

  it('names each bad item field by its path', async () => {
    const response = await create({
      name: 'Bad contacts',
      amount: '1',
      contacts: [{ name: 'Ok' }, { name: '', email: 'nope' }, 'x'],
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual(
      expect.arrayContaining([
        { field: 'contacts.1.name', message: 'This field is required' },
        { field: 'contacts.1.email', message: 'Enter a valid e-mail address' },
        { field: 'contacts.2', message: expect.any(String) },
      ]),
    );
    const many = await create({ name: 'Many', amount: '1', contacts: Array.from({ length: 6 }, (_, i) => ({ name: `C${i}` })) });
    expect(errorsOf(many)).toEqual([{ field: 'contacts', message: 'At most 5 items' }]);
  });

  it('checks references inside items (400 on the item path)', async () => {
    const response = await create({
      name: 'Missing position',
      amount: '1',
      contacts: [
        { name: 'Ann', position },
        { name: 'Bob', position: '00000000-0000-4000-8000-000000000000' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([{ field: 'contacts.1.position', message: 'No such position' }]);
  });
});

describe('date ranges', () => {
  it('stores { from, to } with both days included, and refuses from after to on `to`', async () => {
    const response = await create({ name: 'March', amount: '1', period: { from: '2026-03-01', to: '2026-03-31' } });
    expect(response.json().period).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    const oneDay = await create({ name: 'One day', amount: '1', period: { from: '2026-05-10', to: '2026-05-10' } });
    expect(oneDay.json().period).toEqual({ from: '2026-05-10', to: '2026-05-10' });
    const reversed = await create({ name: 'Reversed', amount: '1', period: { from: '2026-03-02', to: '2026-03-01' } });
    expect(errorsOf(reversed)).toEqual([{ field: 'period.to', message: 'Must not be before the start' }]);
    const bad = await create({ name: 'Bad', amount: '1', period: { from: '2026-02-30' } });
    expect(errorsOf(bad)).toEqual(
      expect.arrayContaining([
        { field: 'period.from', message: 'Must be a date (YYYY-MM-DD)' },
        { field: 'period.to', message: 'This field is required' },
      ]),
    );
  });

  it('filters by overlap, both ends included', async () => {
    const names = async (range: string) =>
      ((await t.app.inject({ url: `${base}/?limit=100&period=${range}`, headers: reader })).json().docs as { name: string }[]).map((d) => d.name).sort();
    expect(await names('2026-03-31,2026-05-10')).toEqual(['March', 'One day']);
    expect(await names('2026-04-01,2026-05-09')).toEqual([]);
    expect(await names('2026-02-01,2026-03-01')).toEqual(['March']);
    const bad = await t.app.inject({ url: `${base}/?period=2026-03-02,2026-03-01`, headers: reader });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([{ field: 'period', message: expect.any(String) }]);
  });
});

describe('ordered records', () => {
  const order = async () => (await t.app.inject({ url: `${base}/all`, headers: reader })).json<{ _id: string; position: number }[]>();

  it('puts a new record last and lists by position', async () => {
    const before = await order();
    const made = (await create({ name: 'Newest', amount: '1' })).json();
    const after = await order();
    expect(after.map((r) => r._id)).toEqual([...before.map((r) => r._id), made._id]);
    expect(made.position).toBe(Math.max(0, ...before.map((r) => r.position)) + 1);
    const page = (await t.app.inject({ url: `${base}/?limit=100`, headers: reader })).json().docs as { _id: string }[];
    expect(page.map((r) => r._id)).toEqual(after.map((r) => r._id));
  });

  it('PUT /reorder sets the order (positions 1..n, versions unchanged) and answers the records in it', async () => {
    const before = await order();
    const reversed = before.map((r) => r._id).reverse();
    const response = await t.app.inject({ method: 'PUT', url: `${base}/reorder`, headers: admin, payload: { ids: reversed } });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((r: { _id: string }) => r._id)).toEqual(reversed);
    expect(response.json().map((r: { position: number }) => r.position)).toEqual(reversed.map((_, i) => i + 1));
    expect((await order()).map((r) => r._id)).toEqual(reversed);
    const first = before.find((r) => r._id === reversed[0]) as unknown as { __v: number };
    expect(response.json()[0].__v).toBe(first.__v);
  });

  it('refuses ids that are not exactly the records (400 on ids), and readers (403)', async () => {
    const ids = (await order()).map((r) => r._id);
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), '00000000-0000-4000-8000-000000000000'], ['nope']]) {
      const response = await t.app.inject({ method: 'PUT', url: `${base}/reorder`, headers: admin, payload: { ids: bad } });
      expect(response.statusCode).toBe(400);
      expect((errorsOf(response) as { field: string }[])[0]?.field).toMatch(/^ids/);
    }
    expect((await t.app.inject({ method: 'PUT', url: `${base}/reorder`, headers: reader, payload: { ids } })).statusCode).toBe(403);
  });
});

describe('single-record resource', () => {
  const url = '/setup/test-settings';

  it('GET / answers the one record, made from the defaults', async () => {
    const response = await t.app.inject({ url, headers: reader });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ deadlineDays: 7, mileageRate: '0.50', currency: 'USD', __v: 0 });
    expect((await t.app.inject({ url, headers: reader })).json()._id).toBe(response.json()._id);
  });

  it('PUT / changes the fields sent, checks __v (409 stale) and validates (400)', async () => {
    const updated = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { mileageRate: '0.75', __v: 0 } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ deadlineDays: 7, mileageRate: '0.75', currency: 'USD', __v: 1 });
    const stale = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { currency: 'EUR', __v: 0 } });
    expect(stale.statusCode).toBe(409);
    expect(errorsOf(stale)).toEqual([{ field: '__v', message: expect.any(String) }]);
    const bad = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { deadlineDays: 0, currency: null } });
    expect(bad.statusCode).toBe(400);
    expect((errorsOf(bad) as { field: string }[]).map((e) => e.field).sort()).toEqual(['currency', 'deadlineDays']);
    expect((await t.app.inject({ method: 'PUT', url, headers: reader, payload: { currency: 'EUR' } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${url}/all`, headers: reader })).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the new kinds and routes', async () => {
    const document = (await t.app.inject({ url: '/setup/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/setup/test-budgets/reorder', '/setup/test-settings', '/setup/test-budgets/{id}']));
    const body = document.paths['/setup/test-budgets/create'].post.requestBody.content['application/json'].schema;
    expect(body.properties.amount).toMatchObject({ type: 'string', description: expect.stringContaining('2 decimals') });
    expect(body.properties.contacts).toMatchObject({ type: 'array', maxItems: 5 });
    expect(body.properties.period.anyOf ?? [body.properties.period]).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'object', required: ['from', 'to'] })]));
  });
});
