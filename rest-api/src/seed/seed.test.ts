import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { companies, departments, employeeCompanies, employees, grades, isoDocuments, isos, notifications, portfolios, positions, salespersonCodes } from '../db/schema';
import { createLocalStorage, type FileStorage } from '../files/storage';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { DEMO_USERS, DEPARTMENTS, EMPLOYEES, HEAD_OF_SALES, ISOS } from './data';
import { EQUIPMENTS } from './equipment-data';
import { seedIfEmpty } from './seed';
import { seedId } from './seed-id';

/* The demo data (src/seed/data.ts): every resource, real files, the six demo users of spec §6. */

const PASSWORD = 'Demo-password-1';
let t: TestApp;
let storage: FileStorage;

beforeAll(async () => {
  t = await createTestApp();
  storage = await createLocalStorage(t.config.storageDir);
});

afterAll(async () => {
  await t?.close();
});

async function total(table: PgTable) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n;
}

const sessions = new Map<string, Promise<Record<string, string>>>();

/** The headers of `email` signed in, once per user (sign-ins are throttled per client address). */
function signedIn(email = 'employee@example.com') {
  if (!sessions.has(email)) sessions.set(email, signIn(t.app, { email, password: PASSWORD }).then(bearer));
  return sessions.get(email)!;
}

it('seeds an empty database once, covering every resource', async () => {
  expect(await seedIfEmpty(t.database.db, { password: PASSWORD, storage })).toBe(true);
  expect(await seedIfEmpty(t.database.db, { password: PASSWORD, storage })).toBe(false);
  expect({
    companies: await total(companies),
    departments: await total(departments),
    grades: await total(grades),
    positions: await total(positions),
    salespersonCodes: await total(salespersonCodes),
    isos: await total(isos),
    isoDocuments: await total(isoDocuments),
    portfolios: await total(portfolios),
    employees: await total(employees),
    notifications: await total(notifications),
  }).toEqual({
    companies: 4,
    departments: 6,
    grades: 8,
    positions: 12,
    salespersonCodes: 6,
    isos: 4,
    isoDocuments: ISOS.flatMap((iso) => iso.documents).length,
    portfolios: 6,
    employees: EMPLOYEES.length,
    notifications: EMPLOYEES.length,
  });
  expect(await total(employeeCompanies)).toBeGreaterThanOrEqual(EMPLOYEES.length);
});

it('has one demo user per role', () => {
  expect(DEMO_USERS.map((u) => [u.email, u.role])).toEqual([
    ['admin@example.com', 'Admin'],
    ['gvr@example.com', 'Gvr'],
    ['hod@example.com', 'Hod'],
    ['finance@example.com', 'Finance'],
    ['product@example.com', 'Product'],
    ['employee@example.com', 'Employee'],
  ]);
});

it.each(DEMO_USERS.map((u) => [u.email, u.role]))('%s signs in with the seed password as %s', async (email, role) => {
  const response = await t.app.inject({ method: 'POST', url: '/setup/employees/authenticate', payload: { email, password: PASSWORD } });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ _id: seedId(`employee:${email}`), email, roles: [role], photo: expect.stringMatching(/\.png$/) });
});

it('gives every department a head, the Hod heading Sales, and the Employee reporting to the Hod', async () => {
  const rows = await t.database.db.select().from(employees);
  const hod = rows.find((e) => e.email === HEAD_OF_SALES)!;
  expect(rows.find((e) => e.email === 'employee@example.com')!.reportsTo).toBe(hod.id);
  const all = await t.database.db.select().from(departments);
  expect(all.find((d) => d.name === 'Sales')!.head).toBe(hod.id);
  expect(all.filter((d) => d.head !== null)).toHaveLength(DEPARTMENTS.length);
});

it('seeds equipment and demo requisitions waiting for the Hod and for Finance, numbered from 0001', async () => {
  const list = async (url: string, email: string) => (await t.app.inject({ url: `/setup/${url}`, headers: await signedIn(email) })).json();
  const year = new Date().getUTCFullYear();
  expect((await list('equipments/?limit=100', 'employee@example.com')).totalDocs).toBe(EQUIPMENTS.length);
  const mine = await list('equipmentRequisitions/?mine=true&sort=number', 'employee@example.com');
  expect(mine.docs.map((r: { number: string; status: string }) => [r.number, r.status])).toEqual([
    [`EQ-${year}-0001`, 'SUBMITTED'],
    [`EQ-${year}-0002`, 'DRAFT'],
  ]);
  expect(mine.docs[0].history.map((h: { action: string | null }) => h.action)).toEqual([null, 'submit']);
  expect((await list('equipmentRequisitions/?awaitingMe=true', HEAD_OF_SALES)).totalDocs).toBe(1);
  const events = await list('eventRequisitions/?awaitingMe=true', 'finance@example.com');
  expect(events.docs.map((r: { number: string; status: string; actions: string[] }) => [r.number, r.status, r.actions])).toEqual([
    [`EV-${year}-0001`, 'HOD_APPROVED', ['financeApprove', 'reject']],
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/setup/equipmentRequisitions/create',
    headers: await signedIn('employee@example.com'),
    payload: { items: [{ equipment: mine.docs[0].items[0].equipment, quantity: 1 }], dates: mine.docs[0].dates, purpose: 'Another' },
  });
  expect(created.json().number).toBe(`EQ-${year}-0003`);
});

it('seeds demo visits (completed, one reported late, one overdue, planned ones) and logged calls for the demo users', async () => {
  const headers = { employee: await signedIn('employee@example.com'), gvr: await signedIn('gvr@example.com') };
  const list = async (url: string, who: keyof typeof headers) => (await t.app.inject({ url: `/setup/${url}`, headers: headers[who] })).json();
  const visits = await list('visits/?mine=true&sort=start&limit=100', 'employee');
  expect(visits.docs.map((v: { number: string; status: string; late: boolean }) => [v.status, v.late])).toEqual([
    ['COMPLETED', true],
    ['PLANNED', true],
    ['COMPLETED', false],
    ['PLANNED', false],
    ['PLANNED', false],
  ]);
  expect(visits.docs[0].number).toMatch(new RegExp(`^VS-${new Date().getUTCFullYear()}-\\d{4}$`));
  const activities = await list('activities/?limit=100', 'employee');
  expect(activities.docs.map((a: { kind: string }) => a.kind).sort()).toEqual(['CALL', 'MEETING', 'VISIT', 'VISIT', 'VISIT', 'VISIT', 'VISIT']);
  expect((await list('visits/?limit=100', 'gvr')).totalDocs).toBe(7);
  const customer = await list(`customers/${visits.docs[2].customer}`, 'employee');
  expect(customer.visitCount).toBeGreaterThanOrEqual(2);
});

it('serves the seeded grades to a signed-in user, in level order', async () => {
  const response = await t.app.inject({ url: '/setup/grades/all', headers: await signedIn() });
  expect(response.json().map((g: { level: number }) => g.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
});

it('stores a real PNG photo for every employee, served by name', async () => {
  const headers = await signedIn();
  const me = (await t.app.inject({ url: `/setup/employees/${seedId('employee:employee@example.com')}`, headers })).json();
  const photo = await t.app.inject({ url: `/setup/files/employees/${me.photo}`, headers });
  expect(photo.statusCode).toBe(200);
  expect(photo.headers['content-type']).toBe('image/png');
  expect(photo.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
});

it('attaches real PDF and text documents to the ISO records', async () => {
  const headers = await signedIn();
  const manual = (await t.app.inject({ url: '/setup/isos/all', headers })).json().find((iso: { name: string }) => iso.name === 'Quality Manual');
  expect(manual.documents.map((d: { originalName: string; mimeType: string }) => [d.originalName, d.mimeType])).toEqual([
    ['Quality Manual.pdf', 'application/pdf'],
    ['Revision history.txt', 'text/plain; charset=utf-8'],
  ]);
  const pdf = await t.app.inject({ url: `/setup/isos/file/${manual.documents[0]._id}`, headers });
  expect(pdf.statusCode).toBe(200);
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.rawPayload.length).toBe(manual.documents[0].size);
  expect(pdf.body.trimEnd().endsWith('%%EOF')).toBe(true);
});

it('greets every demo user with a notification', async () => {
  for (const { email } of DEMO_USERS) {
    const response = await t.app.inject({ url: '/setup/notifications', headers: await signedIn(email) });
    expect(response.json()).toEqual([expect.objectContaining({ title: 'Welcome to Back Office', readAt: null })]);
  }
});

it('makes the same ids on every run', () => {
  expect(seedId('grade:G1 Trainee')).toBe(seedId('grade:G1 Trainee'));
  expect(seedId('grade:G1 Trainee')).not.toBe(seedId('grade:G2 Junior Officer'));
  expect(seedId('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
