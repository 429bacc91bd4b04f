import type { ResourceDescription } from '../crud/resource';
import { companiesResource } from './companies/resource';
import { departmentsResource } from './departments/resource';
import { gradesResource } from './grades/resource';
import { isosResource } from './isos/resource';
import { portfoliosResource } from './portfolios/resource';
import { positionsResource } from './positions/resource';
import { salespersonCodesResource } from './salesperson-codes/resource';

/**
 * The master-data resources of spec §7 served by the generic CRUD routes, each under `/setup/<name>`.
 * Employees (src/resources/employees/routes.ts) compose the same mechanism with their own access rules.
 */
export const resources: ResourceDescription[] = [
  gradesResource,
  departmentsResource,
  positionsResource,
  salespersonCodesResource,
  isosResource,
  companiesResource,
  portfoliosResource,
];
