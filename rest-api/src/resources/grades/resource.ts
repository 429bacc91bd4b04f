import { fromCatalogue } from '../../crud/catalogue';
import { grades } from './table';

/**
 * Grades (spec §7 master-data resource `grades`; General Setup › Grades, spec §2) on the generic CRUD
 * routes under `/setup/grades`. Fields: `name` (1–100, unique regardless of case), `level` (1–99 or
 * null), `description` (≤ 500 or null). Search: name, description. Sort: name (default, ignoring case),
 * level, createdAt, updatedAt. Anyone signed in reads; Gvr and Admin write (DESIGN §6).
 */
export const gradesResource = fromCatalogue('grades', {
  table: grades,
});
