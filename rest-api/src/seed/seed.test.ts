import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { companies, departments, employeeCompanies, employees, grades, positions } from '../db/schema';
import { bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';
import { DEMO_USERS, EMPLOYEES, HEAD_OF_SALES } from './data';
import { seedIfEmpty } from './seed';
import { seedId } from './seed-id';

/* Migrations + seed (walking skeleton): the six demo users of spec §6 exist and can sign in. */

const PASSWORD = 'Demo-password-1';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function total(table: PgTable) {
  const [{ n }] = await t.database.db.select({ n: count() }).from(table);
  return n;
}

it('seeds an empty database once', async () => {
  expect(await seedIfEmpty(t.database.db, { password: PASSWORD })).toBe(true);
  expect(await seedIfEmpty(t.database.db, { password: PASSWORD })).toBe(false);
  expect({
    companies: await total(companies),
    departments: await total(departments),
    grades: await total(grades),
    positions: await total(positions),
    employees: await total(employees),
  }).toEqual({ companies: 4, departments: 6, grades: 8, positions: 12, employees: EMPLOYEES.length });
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
  expect(response.json()).toMatchObject({ _id: seedId(`employee:${email}`), email, roles: [role] });
});

it('makes the Hod head of Sales and the Employee report to the Hod', async () => {
  const rows = await t.database.db.select().from(employees);
  const hod = rows.find((e) => e.email === HEAD_OF_SALES)!;
  const employee = rows.find((e) => e.email === 'employee@example.com')!;
  expect(employee.reportsToId).toBe(hod.id);
  const sales = (await t.database.db.select().from(departments)).find((d) => d.name === 'Sales')!;
  expect(sales.headId).toBe(hod.id);
});

it('serves the seeded grades to a signed-in user, in level order', async () => {
  const token = await signIn(t.app, { email: 'employee@example.com', password: PASSWORD });
  const response = await t.app.inject({ url: '/setup/grades/all', headers: bearer(token) });
  expect(response.json().map((g: { level: number }) => g.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
});

it('makes the same ids on every run', () => {
  expect(seedId('grade:G1 Trainee')).toBe(seedId('grade:G1 Trainee'));
  expect(seedId('grade:G1 Trainee')).not.toBe(seedId('grade:G2 Junior Officer'));
  expect(seedId('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
