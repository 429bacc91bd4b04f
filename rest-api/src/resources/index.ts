import type { ResourceDescription } from '../crud/resource';
import { gradesResource } from './grades/resource';

/** The master-data resources served by the generic CRUD routes, each under `/setup/<name>` (spec §7). */
export const resources: ResourceDescription[] = [gradesResource];
