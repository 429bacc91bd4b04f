import type { LightMyRequestResponse } from 'fastify';
import { bearer, createEmployee, createTestApp, signIn, type TestApp } from './test-app';
import type { Role } from '../src/auth/roles';

/** Request headers of one signed-in test employee, with their id. */
export interface Actor {
  id: string;
  headers: Record<string, string>;
}

/**
 * The people and setup of the workflow suites (docs/requisitions.md): an Admin, a second Admin, a Gvr,
 * Finance, a Hod who heads department "Field" where employees `employee` and `colleague` work, an
 * `outsider` employee of no department, a Hod `otherHod` of no department, equipments Projector (2
 * units) and Screen (5 units), and an event portfolio.
 */
export interface WorkflowFixture {
  t: TestApp;
  admin: Actor;
  admin2: Actor;
  gvr: Actor;
  finance: Actor;
  hod: Actor;
  otherHod: Actor;
  employee: Actor;
  colleague: Actor;
  outsider: Actor;
  projector: string;
  screen: string;
  portfolio: string;
  send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Actor, payload?: object): Promise<LightMyRequestResponse>;
}

async function actor(t: TestApp, roles: Role[]): Promise<Actor> {
  const employee = await createEmployee(t.database, { roles });
  return { id: employee.id, headers: bearer(await signIn(t.app, employee)) };
}

/** A date `days` from today (UTC), `YYYY-MM-DD`. */
export function inDays(days: number): string {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Builds the {@link WorkflowFixture} on a fresh test app (close `fixture.t` in `afterAll`). */
export async function workflowFixture(): Promise<WorkflowFixture> {
  const t = await createTestApp();
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Actor, payload?: object) =>
    t.app.inject({ method, url: `/setup/${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const [admin, admin2, gvr, finance, hod, otherHod, employee, colleague, outsider] = await Promise.all(
    ([['Admin'], ['Admin'], ['Gvr'], ['Finance'], ['Hod'], ['Hod'], ['Employee'], ['Employee'], ['Employee']] as Role[][]).map((roles) => actor(t, roles)),
  );
  const department = (await send('POST', 'departments/create', admin!, { name: 'Field', head: hod!.id })).json()._id;
  for (const member of [employee!, colleague!]) await send('PUT', `employees/${member.id}`, admin!, { department });
  const category = (await send('POST', 'equipmentCategories/create', admin!, { name: 'AV' })).json()._id;
  const projector = (await send('POST', 'equipments/create', admin!, { code: 'PRJ', name: 'Projector', category, quantity: 2 })).json()._id;
  const screen = (await send('POST', 'equipments/create', admin!, { code: 'SCR', name: 'Screen', category, quantity: 5 })).json()._id;
  const portfolio = (await send('POST', 'portfolios/create', admin!, { name: 'Cardiology' })).json()._id;
  return {
    t,
    admin: admin!,
    admin2: admin2!,
    gvr: gvr!,
    finance: finance!,
    hod: hod!,
    otherHod: otherHod!,
    employee: employee!,
    colleague: colleague!,
    outsider: outsider!,
    projector,
    screen,
    portfolio,
    send,
  };
}
