import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import {
  companies,
  customerPositions,
  customers,
  departments,
  employeeCompanies,
  employees,
  grades,
  gvrCategories,
  gvrSections,
  gvrSettings,
  isoDocuments,
  isos,
  notifications,
  portfolios,
  positions,
  productCategories,
  products,
  productSubcategories,
  salespersonCodes,
} from '../db/schema';
import type { FileStorage } from '../files/storage';
import { welcomeNotification } from '../notifications/notify';
import { COMPANIES, DEPARTMENT_HEADS, DEPARTMENTS, EMPLOYEES, GRADES, ISOS, PORTFOLIOS, POSITIONS, SALESPERSON_CODES } from './data';
import { CUSTOMER_POSITIONS, demoCustomers, GVR_SECTIONS, GVR_SETTINGS, PRODUCT_CATEGORIES, PRODUCTS } from './master-data';
import { seedDocumentBytes, seedDocumentName, writeSeedDocuments, writeSeedPhotos } from './seed-files';
import { seedId } from './seed-id';
import { seedRequisitions } from './requisitions';
import { seedVisits } from './visits';

/**
 * Loads the demo data of src/seed/data.ts when the database has no employee yet: 4 companies, 6
 * departments (each with a head), 8 grades, 12 positions, 6 salesperson codes, 4 ISO records with real
 * PDF and text documents, 6 portfolios, 16 employees (six demo users, one per role) with avatar photos
 * and company memberships, and a welcome notification for each; then the Product and GVR setup of
 * src/seed/master-data.ts ({@link seedProductAndGvrSetup}) and the equipment setup and demo requisitions
 * of src/seed/equipment-data.ts (src/seed/requisitions.ts), and the demo visits and logged calls and
 * meetings of src/seed/visits.ts. The files go into `storage` first
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
    await seedProductAndGvrSetup(tx, { companyId: (code) => companyId(code)!, employeeId });
    await seedRequisitions(tx, employeeId);
    await seedVisits(tx, employeeId);
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

/** How {@link seedProductAndGvrSetup} finds the ids of seeded companies (by code) and employees (by e-mail). */
interface SeedIds {
  companyId: (code: string) => string;
  employeeId: (email: string) => string;
}

/**
 * Inserts the Product and GVR setup demo data (src/seed/master-data.ts, DESIGN §5): 3 product categories
 * with 8 subcategories and 40 products, 7 customer positions, 300 customers of the group's companies
 * (salespersons among the seeded gvr employees, 1 to 3 contacts each), 6 ordered GVR sections with 12
 * GVR categories and the GVR settings record. One multi-row insert per table.
 */
export async function seedProductAndGvrSetup(tx: Db, ids: SeedIds): Promise<void> {
  const categoryId = (name: string) => seedId(`product-category:${name}`);
  const subcategoryId = (name: string) => seedId(`product-subcategory:${name}`);
  const positionId = (name: string) => seedId(`customer-position:${name}`);
  const sectionId = (name: string) => seedId(`gvr-section:${name}`);
  await tx.insert(productCategories).values(PRODUCT_CATEGORIES.map((c) => ({ id: categoryId(c.name), name: c.name, description: c.description })));
  await tx.insert(productSubcategories).values(PRODUCT_CATEGORIES.flatMap((c) => c.subcategories.map((name) => ({ id: subcategoryId(name), name, category: categoryId(c.name) }))));
  await tx.insert(products).values(
    PRODUCTS.map((p) => ({
      id: seedId(`product:${p.code}`),
      ...p,
      subcategory: subcategoryId(p.subcategory),
      portfolio: p.portfolio ? seedId(`portfolio:${p.portfolio}`) : null,
    })),
  );
  await tx.insert(customerPositions).values(CUSTOMER_POSITIONS.map((p) => ({ id: positionId(p.name), ...p })));
  await tx.insert(customers).values(
    demoCustomers(300).map((c, i) => ({
      id: seedId(`customer:${i}`),
      ...c,
      company: ids.companyId(c.company),
      salesperson: c.salesperson ? ids.employeeId(c.salesperson) : null,
      contacts: c.contacts.map((contact) => ({ ...contact, position: positionId(contact.position) })),
    })),
  );
  await tx.insert(gvrSections).values(GVR_SECTIONS.map((s, i) => ({ id: sectionId(s.name), name: s.name, description: s.description, position: i + 1 })));
  await tx
    .insert(gvrCategories)
    .values(GVR_SECTIONS.flatMap((s) => s.categories.map((name) => ({ id: seedId(`gvr-category:${s.name}:${name}`), name, section: sectionId(s.name) }))));
  await tx.insert(gvrSettings).values({ id: seedId('gvr-settings'), ...GVR_SETTINGS });
}
