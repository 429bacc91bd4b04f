import { fromCatalogue } from '../../crud/catalogue';
import { departments } from './table';

/**
 * Departments (spec §7 master-data resource `departments`; General Setup › Departments, spec §2) on the
 * generic CRUD routes under `/setup/departments`. Fields: `name` (1–100, unique regardless of case),
 * `code` (≤ 20, optional), `head` (optional employee id: the Hod who approves for it, DESIGN §6; an
 * unknown id → 400 "No such employee"). Search: name, code. Sort: name (default, ignoring case), code,
 * createdAt, updatedAt. Anyone signed in reads; Gvr and Admin write. A department with positions or
 * employees cannot be deleted (409).
 */
export const departmentsResource = fromCatalogue('departments', {
  table: departments,
});
