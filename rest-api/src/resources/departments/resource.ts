import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { optionalReference, optionalText, requiredText } from '../../crud/fields';
import { defineResource } from '../../crud/resource';
import { employees } from '../employees/table';
import { departments } from './table';

/**
 * Departments (spec §7 master-data resource `departments`; General Setup › Departments, spec §2) on the
 * generic CRUD routes under `/setup/departments`. Fields: `name` (1–100, unique regardless of case),
 * `code` (≤ 20, optional), `head` (optional employee id: the Hod who approves for it, DESIGN §6; an
 * unknown id → 400 "No such employee"). Search: name, code. Sort: name (default, ignoring case), code,
 * createdAt, updatedAt. Anyone signed in reads; Gvr and Admin write. A department with positions or
 * employees cannot be deleted (409).
 */
export const departmentsResource = defineResource({
  name: 'departments',
  label: 'department',
  table: departments,
  fields: z.object({
    name: requiredText(100),
    code: optionalText(20),
    head: optionalReference('employee'),
  }),
  searchable: [departments.name, departments.code],
  sortable: { name: sql`lower(${departments.name})`, code: departments.code },
  defaultSort: 'name',
  permissions: { read: 'readSetup', write: 'writeSetup' },
  unique: { departments_name_unique: 'name' },
  references: { head: { table: employees, label: 'employee' } },
});
