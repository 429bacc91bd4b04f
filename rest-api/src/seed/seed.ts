import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { companies, departments, employeeCompanies, employees, grades, positions } from '../db/schema';
import { COMPANIES, DEPARTMENTS, EMPLOYEES, GRADES, HEAD_OF_SALES, POSITIONS } from './data';
import { seedId } from './seed-id';

/**
 * Loads the demo data of src/seed/data.ts (4 companies, 6 departments, 8 grades, 12 positions, 16
 * employees of whom six demo users, one per role) when the database has no employee yet, in one
 * transaction under an advisory lock, so two servers starting together seed once. Every seeded employee
 * gets `password` (argon2id; hashed once, as they all share it). Ids come from {@link seedId}, so the data is
 * the same on every run.
 *
 * @returns true when it seeded, false when there were employees already.
 */
export async function seedIfEmpty(db: Db, options: { password: string }): Promise<boolean> {
  if (await hasEmployees(db)) return false;
  const passwordHash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('back-office-seed'))`);
    if (await hasEmployees(tx)) return false;

    const companyId = (code: string) => seedId(`company:${code}`);
    const departmentId = (code: string) => seedId(`department:${code}`);
    const gradeId = (name: string) => seedId(`grade:${name}`);
    const positionId = (name: string) => seedId(`position:${name}`);
    const employeeId = (email: string) => seedId(`employee:${email}`);

    await tx.insert(companies).values(COMPANIES.map((c) => ({ id: companyId(c.code), ...c })));
    await tx.insert(departments).values(DEPARTMENTS.map((d) => ({ id: departmentId(d.code), ...d })));
    await tx.insert(grades).values(GRADES.map((g) => ({ id: gradeId(g.name), ...g })));
    await tx
      .insert(positions)
      .values(POSITIONS.map((p) => ({ id: positionId(p.name), name: p.name, departmentId: departmentId(p.department) })));
    await tx.insert(employees).values(
      EMPLOYEES.map((e) => ({
        id: employeeId(e.email),
        employeeNo: e.employeeNo,
        employeeName: e.employeeName,
        email: e.email,
        phone: e.phone,
        gender: e.gender,
        joinDate: e.joinDate,
        gradeId: gradeId(e.grade),
        departmentId: departmentId(e.department),
        positionId: positionId(e.position),
        reportsToId: e.reportsTo ? employeeId(e.reportsTo) : null,
        roles: e.roles,
        active: true,
        gvr: e.gvr,
        passwordHash,
      })),
    );
    await tx.insert(employeeCompanies).values(
      EMPLOYEES.flatMap((e) =>
        e.companies.map((code) => ({
          id: seedId(`employee-company:${e.email}:${code}`),
          employeeId: employeeId(e.email),
          companyId: companyId(code),
        })),
      ),
    );
    await tx
      .update(departments)
      .set({ headId: employeeId(HEAD_OF_SALES) })
      .where(eq(departments.id, departmentId('SLS')));
    return true;
  });
}

async function hasEmployees(db: Pick<Db, 'select'>): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(employees);
  return n > 0;
}
