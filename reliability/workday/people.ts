import { SignJWT } from 'jose';
import pg from 'pg';
import { INSERT_VISITS, openPopulation } from '../../bench/scale/generator';
import { nextClientAddress, signIn, type Session } from '../client/accounts';
import { registerEmployee } from '../client/employees';
import { graphql, requestId } from '../client/graphql';
import { acknowledgedRecord } from '../client/records';
import { CONFIG } from '../config';
import type { Stack } from '../stack/stack';

/** What a simulated employee does during the working day (workday/run-workday.ts). */
export type Part = 'hod' | 'requester' | 'downloader' | 'staller' | 'burst' | 'idle';

/** A simulated employee: signed in, with the part it plays and, for a requester, the Hod heading its department. */
export interface Employee extends Session {
  index: number;
  part: Part;
  /** A requester's Hod (the one its submitted requisitions notify). */
  hod?: Employee;
}

/** The working day's people and data: every simulated employee, an Admin, and the equipment requisitions ask for. */
export interface Office {
  employees: Employee[];
  admin: Session;
  equipmentId: string;
  /** The password every simulated employee signs in with. */
  password: string;
  /** Rows of the visits export that downloaders read (every visit: they are Gvr). */
  visitRows: number;
}

type WorkdayConfig = typeof CONFIG.workday;

/** The part of employee `index` (0-based): first the Hods, then their requesters, downloaders, stallers, the burst user, then idle streams. */
export function partOf(index: number, config: Pick<WorkdayConfig, 'active' | 'hods' | 'downloaders' | 'stallers'>): Part {
  if (index < config.hods) return 'hod';
  if (index < config.active) return 'requester';
  if (index < config.active + config.downloaders) return 'downloader';
  if (index < config.active + config.downloaders + config.stallers) return 'staller';
  if (index === config.active + config.downloaders + config.stallers) return 'burst';
  return 'idle';
}

const ROLE_OF: Record<Part, string> = { hod: 'Hod', requester: 'Employee', downloader: 'Gvr', staller: 'Gvr', burst: 'Employee', idle: 'Employee' };

/**
 * Inserts `count` employees in one statement, each a copy of `templateId`'s password hash (registered
 * through the API, so the hash is the rest-api's own argon2id: hashing 500 passwords one by one would
 * take minutes of the 2-core machine for nothing the scenario measures). Returns their ids and e-mails.
 */
const INSERT_EMPLOYEES = `
insert into employees (id, created_at, updated_at, version, employee_no, employee_name, email, roles, active, password_hash)
select gen_random_uuid(), now(), now(), 0, data.no, data.name, data.email, array[data.role], true, template.password_hash
from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality as data(no, name, email, role, n)
cross join (select password_hash from employees where id = $5) as template
order by data.n
returning id, email`;

/** One session per employee of `$1`, for an hour (what a sign-in inserts: src/auth/sessions.ts), with its id. */
const START_SESSIONS = `
insert into sessions (id, employee_id, created_at, expires_at)
select gen_random_uuid(), employee.id, now(), now() + interval '1 hour'
from unnest($1::uuid[]) with ordinality as employee(id, n)
order by employee.n
returning id, employee_id`;

/**
 * The token rest-api issues at sign-in (rest-api src/auth/tokens.ts: HS256 with the deployment's
 * JWT_SECRET, iss/aud `back-office`, `sub`, `roles`, `sid`), for the session `sid` of `employeeId`:
 * the suite holds its stack's secret (as the token checks do).
 */
async function tokenOf(employeeId: string, role: string, sid: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ roles: [role], sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(employeeId)
    .setIssuer('back-office')
    .setAudience('back-office')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(CONFIG.jwtSecret));
}

/**
 * Sets up the working day (reliability/README.md "Working day") on `stack`: {@link CONFIG.workday}.employees
 * employees inserted at once (Hods, requesters, Gvr downloaders, idle Employees), one department per Hod
 * holding its requesters (created through the API, the head being the Hod), an equipment with enough
 * stock, {@link CONFIG.workday}.visits generated visits (bench/scale/generator.ts) so that the export is large,
 * then a session started for every employee and its token made as a sign-in makes it (setup, not judged: 500
 * argon2 checks would take minutes of a busy 2-core machine; the judged sign-ins, with passwords, come from
 * the office address during the day).
 * @throws when a step fails (the scenario cannot run without its people).
 */
export async function setUpOffice(stack: Stack, config: WorkdayConfig): Promise<Office> {
  const admin = await signIn(stack.gatewayUrl, CONFIG.accounts.admin, CONFIG.password, nextClientAddress());
  const template = await registerEmployee(stack.gatewayUrl, admin.token, 'workday');
  const tag = Date.now().toString(36);
  const parts = Array.from({ length: config.employees }, (_, index) => partOf(index, config));
  const emails = parts.map((_, index) => `workday.${tag}.${index}@example.com`);
  const client = new pg.Client({ connectionString: stack.postgres.url });
  await client.connect();
  let ids: string[];
  let sessions: { id: string; employee_id: string }[];
  let visitRows: number;
  try {
    const inserted = await client.query<{ id: string; email: string }>(INSERT_EMPLOYEES, [
      parts.map((_, index) => `WD${tag}${index}`.slice(-20)),
      parts.map((part, index) => `Workday ${part} ${index}`),
      emails,
      parts.map((part) => ROLE_OF[part]),
      template.id,
    ]);
    // In the order of `emails` (RETURNING promises no order).
    const idOf = new Map(inserted.rows.map((row) => [row.email, row.id]));
    ids = emails.flatMap((email) => idOf.get(email) ?? []);
    if (ids.length !== config.employees) throw new Error(`inserted ${ids.length} of ${config.employees} employees`);
    sessions = (await client.query<{ id: string; employee_id: string }>(START_SESSIONS, [ids])).rows;
    const visits = await openPopulation(client, { insert: INSERT_VISITS, tables: ['visits', 'workflow_history'] });
    await visits.growTo(visits.count() + config.visits);
    visitRows = visits.count();
    for (let hod = 0; hod < config.hods; hod += 1) {
      const department = await createDepartment(stack.gatewayUrl, admin.token, `Workday ${tag} ${hod}`, ids[hod]!);
      const members = ids.filter((_, index) => parts[index] === 'requester' && (index - config.hods) % config.hods === hod);
      await client.query('update employees set department_id = $1 where id = any($2::uuid[])', [department, members]);
    }
  } finally {
    await client.end();
  }
  const equipmentId = await createEquipment(stack.gatewayUrl, admin.token, tag);

  const sessionOf = new Map(sessions.map((session) => [session.employee_id, session.id]));
  const employees: Employee[] = await Promise.all(
    ids.map(async (id, index) => ({
      email: emails[index]!,
      id,
      roles: [ROLE_OF[parts[index]!].toUpperCase()],
      token: await tokenOf(id, ROLE_OF[parts[index]!], sessionOf.get(id)!),
      index,
      part: parts[index]!,
    })),
  );
  for (const employee of employees) {
    if (employee.part === 'requester') employee.hod = employees[(employee.index - config.hods) % config.hods];
  }
  return { employees, admin, equipmentId, password: template.password, visitRows };
}

async function createDepartment(gatewayUrl: string, token: string, name: string, headId: string): Promise<string> {
  const answer = await graphql(gatewayUrl, {
    query: 'mutation($input: DepartmentInput!) { createDepartment(input: $input) { department { id } errors { field message } } }',
    variables: { input: { name, headId } },
    token,
    requestId: requestId('workday-setup'),
  });
  const department = acknowledgedRecord(answer, 'createDepartment', 'department');
  if (!department) throw new Error(`could not create a department: ${answer.text.slice(0, 300)}`);
  return String(department.id);
}

async function createEquipment(gatewayUrl: string, token: string, tag: string): Promise<string> {
  const call = (query: string, input: Record<string, unknown>) => graphql(gatewayUrl, { query, variables: { input }, token, requestId: requestId('workday-setup') });
  const category = acknowledgedRecord(
    await call('mutation($input: EquipmentCategoryInput!) { createEquipmentCategory(input: $input) { equipmentCategory { id } errors { message } } }', { name: `Workday ${tag}` }),
    'createEquipmentCategory',
    'equipmentCategory',
  );
  const created = await call('mutation($input: EquipmentInput!) { createEquipment(input: $input) { equipment { id } errors { field message } } }', {
    code: `WD-${tag}`,
    name: `Workday laptop ${tag}`,
    categoryId: category?.id,
    quantity: 100_000,
  });
  const equipment = acknowledgedRecord(created, 'createEquipment', 'equipment');
  if (!equipment) throw new Error(`could not create the workday equipment: ${created.text.slice(0, 300)}`);
  return String(equipment.id);
}
