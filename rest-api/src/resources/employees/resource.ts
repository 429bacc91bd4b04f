import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { roleSchema } from '../../auth/roles';
import { catalogueFields } from '../../crud/catalogue-fields';
import { fromCatalogue } from '../../crud/catalogue';
import { boundedDay } from '../../crud/dates';
import { linkList } from '../../crud/lists';
import type { RecordRow } from '../../crud/resource';
import { fromLegacyGender, legacyGenderSchema, toLegacyGender } from '../../identity/legacy-gender';
import { employeeCompanies, employees } from './table';

/**
 * The writable fields of an employee (docs/setup-contract.md "Employees"); `password` is separate.
 * Derived from the catalogue (src/crud/catalogue-fields.ts) but for the legacy gender array, the join
 * day and the roles (a role list, none twice), which the field model cannot say.
 */
const fields = catalogueFields('employees', {
  gender: legacyGenderSchema.default([]),
  joinDate: boundedDay(z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' }))
    .nullable()
    .default(null),
  roles: z
    .array(roleSchema, { error: 'Must be a list of roles' })
    .min(1, 'Give at least one role')
    .max(6, 'At most 6 roles')
    .refine((roles) => new Set(roles).size === roles.length, 'A role is listed twice'),
});

/**
 * Employees (spec §7 "Employees", DESIGN §2) over the generic repository; their routes are composed in
 * src/resources/employees/routes.ts. Record: `{ _id, employeeNo, employeeName, email, phone, gender,
 * joinDate, grade, department, position, salespersonCode, companies, reportsTo, roles, active, gvr,
 * photo, createdAt, updatedAt, __v }`, never a password or its hash.
 * - `employeeNo` (1–20) and `email` are unique regardless of case (409 on the field);
 * - `gender` is the legacy array `[{ name: "MALE" | "FEMALE" }]` or `[]`, in and out;
 * - references (grade, department, position, salespersonCode, reportsTo, companies[]) must exist (400);
 * - `roles`: one or more of the six, no repeats, the first is the active one (spec §3);
 * - `photo` is read-only (PUT /profile/{id}).
 * Search: employeeNo, employeeName, email. Sort: employeeName (default, ignoring case), employeeNo, email,
 * joinDate, createdAt, updatedAt. Filters: `active`, `gvr` (true/false), `department` (id).
 */
export const employeesResource = fromCatalogue('employees', {
  table: employees,
  fields,
  // Name first: without the stored search text (a term holding its separator) the OR stops at the first
  // field that matches, and most searches are for a name.
  searchable: [employees.employeeName, employees.employeeNo, employees.email],
  searchText: employees.searchText,
  inUse: {
    departments_head_fk: {
      phrase: (n) => `heads ${n === 1 ? 'a department' : `${n} departments`}`,
      fix: 'choose another head first',
    },
    employees_reports_to_fk: {
      phrase: (n) => `has ${n === 1 ? '1 employee' : `${n} employees`} reporting to them`,
      fix: 'change whom they report to first',
    },
  },
  lists: {
    companies: linkList({
      table: employeeCompanies,
      owner: employeeCompanies.employeeId,
      target: employeeCompanies.companyId,
      order: employeeCompanies.createdAt,
      insertRow: (employeeId, companyId) => ({ employeeId, companyId }),
    }),
  },
  toColumns: (values) => ({ ...values, gender: fromLegacyGender(values.gender as { name: string }[]) }),
  toJson: (row: RecordRow) => ({
    ...Object.fromEntries(Object.keys(fields.shape).map((key) => [key, row[key] ?? null])),
    gender: toLegacyGender(row.gender as string | null),
    companies: row.companies ?? [],
    photo: row.photo ?? null,
  }),
  json: fields.extend({ photo: z.string().nullable().describe('File name under /setup/files/employees/') }),
  async ownedFiles(db, id) {
    const [row] = await db.select({ photo: employees.photo }).from(employees).where(eq(employees.id, id));
    return row?.photo ? [{ folder: 'employees' as const, name: row.photo }] : [];
  },
});
