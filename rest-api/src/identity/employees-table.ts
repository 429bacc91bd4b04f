import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, pgTable, text, timestamp, uniqueIndex, uuid, type PgTableExtraConfigValue, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex, searchTextColumn, restrictKey } from '../db/columns';
import { companies } from './companies-table';
import { departments } from './departments-table';
import { grades } from './grades-table';
import { positions } from './positions-table';
import { salespersonCodes } from './salesperson-codes-table';

/**
 * Employees: the people who sign in (spec §1, §3) with the DESIGN §2 employee shape. References are
 * named as the REST fields (`grade`, `department`, `position`, `salespersonCode`, `reportsTo`) over
 * `*_id` columns.
 * - `email` is unique regardless of case and is the sign-in name;
 * - `gender` is `MALE`, `FEMALE` or null (REST shows it as the legacy array `[{ name }]`);
 * - `roles` holds spec role names (spec §6), at least one; the first is the active role (spec §3);
 * - `gvr` marks employees who file visit reports; `photo` is a file name in storage folder `employees/`;
 * - `password_hash` is an argon2id hash, null while no password was set (such an employee cannot sign in).
 * Indexes back every sort key, foreign key, filter and the search over number, name and e-mail.
 */
export const employees = pgTable(
  'employees',
  {
    ...recordColumns(),
    employeeNo: text('employee_no').notNull(),
    employeeName: text('employee_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    gender: text('gender'),
    joinDate: date('join_date'),
    grade: uuid('grade_id'),
    department: uuid('department_id'),
    position: uuid('position_id'),
    salespersonCode: uuid('salesperson_code_id'),
    reportsTo: uuid('reports_to_id'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{Employee}'::text[]`),
    active: boolean('active').notNull().default(true),
    gvr: boolean('gvr').notNull().default(false),
    photo: text('photo'),
    passwordHash: text('password_hash'),
    /**
     * When the password was last changed or reset (for the record; the change itself ends every sign-in
     * session, src/auth/sessions-table.ts).
     */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Number, name and e-mail for the list search (db/columns.ts `searchTextColumn`). */
    searchText: searchTextColumn((): AnyPgColumn[] => [employees.employeeNo, employees.employeeName, employees.email]),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('employees_employee_no_unique').on(sql`lower(${t.employeeNo})`),
    uniqueIndex('employees_email_unique').on(sql`lower(${t.email})`),
    index('employees_department_idx').on(t.department),
    index('employees_grade_idx').on(t.grade),
    index('employees_position_idx').on(t.position),
    index('employees_salesperson_code_idx').on(t.salespersonCode),
    index('employees_reports_to_idx').on(t.reportsTo),
    // The sort indexes end with the tie-breaker id, as the list's ORDER BY does (src/crud/sorting.ts), so
    // that a page reads them in order without sorting. The name index also holds employee_name itself, so
    // that the id lookup of a page (src/crud/repository.ts) is an index-only scan.
    // With the stored search text, so that a search above the count cap filters the walk of this index
    // without reading the table, one LIKE per entry (src/crud/repository.ts `page`).
    index('employees_name_id_idx').on(sql`lower(${t.employeeName})`, t.id, t.employeeName, t.searchText),
    index('employees_join_date_id_idx').on(t.joinDate, t.id),
    index('employees_join_date_desc_id_idx').on(t.joinDate.desc().nullsLast(), t.id),
    index('employees_active_gvr_idx').on(t.active, t.gvr),
    ...recordIndexes('employees', t),
    searchIndex('employees', t.searchText),
    check('employees_gender_check', sql`${t.gender} in ('MALE', 'FEMALE')`),
    check('employees_roles_check', sql`cardinality(${t.roles}) > 0 and ${t.roles} <@ array['Employee', 'Hod', 'Finance', 'Gvr', 'Admin', 'Product']::text[]`),
    restrictKey('employees', t.grade, grades.id),
    restrictKey('employees', t.department, departments.id),
    restrictKey('employees', t.position, positions.id),
    restrictKey('employees', t.salespersonCode, salespersonCodes.id),
    restrictKey('employees', t.reportsTo, t.id),
  ],
);

/**
 * Which companies of the group an employee belongs to (DESIGN §2 `companies[]`; spec §7
 * `GET /setup/companies/employee/{id}`). One row per (employee, company). Deleting an employee removes its
 * memberships (they belong to it); deleting a company that still has members is refused (409).
 */
export const employeeCompanies = pgTable(
  'employee_companies',
  {
    ...recordColumns(),
    employeeId: uuid('employee_id').notNull(),
    companyId: uuid('company_id').notNull(),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('employee_companies_unique').on(t.employeeId, t.companyId),
    index('employee_companies_company_idx').on(t.companyId),
    foreignKey({ name: 'employee_companies_employee_fk', columns: [t.employeeId], foreignColumns: [employees.id] }).onDelete('cascade'),
    restrictKey('employee_companies', t.companyId, companies.id),
  ],
);
