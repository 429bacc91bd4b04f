import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { companies, departments, employeeCompanies, employees, grades, isoDocuments, isos, notifications, portfolios, positions, salespersonCodes } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { welcomeNotification } from '../notifications/notify';
import { COMPANIES, DEPARTMENT_HEADS, DEPARTMENTS, EMPLOYEES, GRADES, ISOS, PORTFOLIOS, POSITIONS, SALESPERSON_CODES } from './data';
import { seedDocumentBytes, seedDocumentName, writeSeedDocuments, writeSeedPhotos } from './seed-files';
import { seedId } from './seed-id';

/**
 * Loads the demo data of src/seed/data.ts when the database has no employee yet: 4 companies, 6
 * departments (each with a head), 8 grades, 12 positions, 6 salesperson codes, 4 ISO records with real
 * PDF and text documents, 6 portfolios, 16 employees (six demo users, one per role) with avatar photos
 * and company memberships, and a welcome notification for each. The files go into `storage` first
 * (stable names, so a second run writes the same files); the rows go in one transaction under an advisory
 * lock, so two servers starting together seed once. Every seeded employee gets `password` (argon2id;
 * hashed once, as they all share it). Ids come from {@link seedId}, so the data is the same on every run.
 *
 * @returns true when it seeded, false when there were employees already.
 */
export async function seedIfEmpty(db: Db, options: { password: string; storage: FileStorage }): Promise<boolean> {
  if (await hasEmployees(db)) return false;
  const documents = ISOS.flatMap((iso) => iso.documents.map((document) => ({ isoName: iso.name, document })));
  const [passwordHash, photos] = await Promise.all([
    hashPassword(options.password),
    writeSeedPhotos(
      options.storage,
      EMPLOYEES.map((e) => e.email),
    ),
    writeSeedDocuments(options.storage, documents),
  ]);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('back-office-seed'))`);
    if (await hasEmployees(tx)) return false;

    const companyId = (code: string | null) => (code ? seedId(`company:${code}`) : null);
    const departmentId = (code: string) => seedId(`department:${code}`);
    const gradeId = (name: string) => seedId(`grade:${name}`);
    const positionId = (name: string) => seedId(`position:${name}`);
    const codeId = (code: string) => seedId(`salesperson-code:${code}`);
    const isoId = (name: string) => seedId(`iso:${name}`);
    const employeeId = (email: string) => seedId(`employee:${email}`);

    await tx.insert(companies).values(COMPANIES.map((c) => ({ id: companyId(c.code)!, ...c })));
    await tx.insert(grades).values(GRADES.map((g) => ({ id: gradeId(g.name), ...g })));
    await tx.insert(departments).values(DEPARTMENTS.map((d) => ({ id: departmentId(d.code), ...d })));
    await tx.insert(positions).values(
      POSITIONS.map((p) => ({
        id: positionId(p.name),
        name: p.name,
        department: departmentId(p.department),
        description: 'description' in p ? p.description : null,
      })),
    );
    await tx.insert(salespersonCodes).values(SALESPERSON_CODES.map((c) => ({ id: codeId(c.code), ...c, company: companyId(c.company) })));
    await tx.insert(portfolios).values(PORTFOLIOS.map((p) => ({ id: seedId(`portfolio:${p.name}`), ...p, company: companyId(p.company) })));
    await tx.insert(isos).values(ISOS.map((iso) => ({ id: isoId(iso.name), name: iso.name, code: iso.code, description: iso.description, company: companyId(iso.company) })));
    await tx.insert(isoDocuments).values(
      documents.map(({ isoName, document }) => ({
        id: seedId(`iso-document:${isoName}:${document.originalName}`),
        iso: isoId(isoName),
        fileName: seedDocumentName(isoName, document),
        originalName: document.originalName,
        mimeType: document.kind === 'pdf' ? 'application/pdf' : 'text/plain; charset=utf-8',
        size: seedDocumentBytes(document).length,
      })),
    );
    await tx.insert(employees).values(
      EMPLOYEES.map((e) => ({
        id: employeeId(e.email),
        employeeNo: e.employeeNo,
        employeeName: e.employeeName,
        email: e.email,
        phone: e.phone,
        gender: e.gender,
        joinDate: e.joinDate,
        grade: gradeId(e.grade),
        department: departmentId(e.department),
        position: positionId(e.position),
        salespersonCode: e.salespersonCode ? codeId(e.salespersonCode) : null,
        reportsTo: e.reportsTo ? employeeId(e.reportsTo) : null,
        roles: e.roles,
        active: true,
        gvr: e.gvr,
        photo: photos.get(e.email)!,
        passwordHash,
      })),
    );
    await tx.insert(employeeCompanies).values(
      EMPLOYEES.flatMap((e) =>
        e.companies.map((code) => ({
          id: seedId(`employee-company:${e.email}:${code}`),
          employeeId: employeeId(e.email),
          companyId: companyId(code)!,
        })),
      ),
    );
    for (const [code, email] of Object.entries(DEPARTMENT_HEADS)) {
      await tx.execute(sql`update ${departments} set head_id = ${employeeId(email)} where id = ${departmentId(code)}`);
    }
    await tx
      .insert(notifications)
      .values(EMPLOYEES.map((e) => ({ id: seedId(`notification:welcome:${e.email}`), employeeId: employeeId(e.email), ...welcomeNotification(e.employeeName) })));
    return true;
  });
}

async function hasEmployees(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(employees);
  return (row?.n ?? 0) > 0;
}
