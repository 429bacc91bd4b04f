import { sql } from 'drizzle-orm';
import { catalogueFields } from '../../crud/catalogue-fields';
import { fromCatalogue, referenceTo } from '../../crud/catalogue';
import { departments } from '../departments/table';
import { positions } from './table';

/**
 * Job positions (spec §7 master-data resource `positions`; General Setup › Positions, spec §2) on the
 * generic CRUD routes under `/setup/positions`. Fields: `name` (1–100, unique within its department
 * regardless of case), `department` (a department id, required; unknown → 400 "No such department"),
 * `description` (≤ 500, optional). Search: name, description. Sort: name (default, ignoring case),
 * createdAt, updatedAt; filter `?department=<id>`. Anyone signed in reads; Gvr and Admin write. A
 * position held by employees cannot be deleted (409).
 */
export const positionsResource = fromCatalogue('positions', {
  table: positions,
  fields: catalogueFields('positions'),
  searchable: [positions.name, positions.description],
  sortable: { name: sql`lower(${positions.name})` },
  filters: { department: { column: positions.department, type: 'id' } },
  unique: { positions_department_name_unique: 'name' },
  references: { department: referenceTo('departments', departments) },
});
