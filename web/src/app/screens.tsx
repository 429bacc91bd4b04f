import type { ComponentType } from 'react';
import type { ResourceDescription, ResourceTypes } from '../crud/resource';

/** Loads a route's page on demand, in react-router's `lazy` shape. */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/** A loader for a generic CRUD screen: the CRUD code and the resource description, both on demand. */
function crudScreen<T extends ResourceTypes>(load: () => Promise<ResourceDescription<T>>): ScreenLoader {
  return async () => {
    const [{ CrudPage }, resource] = await Promise.all([import('../crud/CrudPage'), load()]);
    return { Component: () => <CrudPage resource={resource} /> };
  };
}

/**
 * The screens built so far, by their §2 menu path (spec §2: pages load on demand). Menu paths
 * missing here show "This screen is not available yet.".
 */
export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  '/': () => import('../dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
  '/setup/companies': crudScreen(() => import('../features/setup/companies/companiesResource').then((m) => m.companiesResource)),
  '/setup/grades': crudScreen(() => import('../features/setup/grades/gradesResource').then((m) => m.gradesResource)),
  '/setup/departments': crudScreen(() => import('../features/setup/departments/departmentsResource').then((m) => m.departmentsResource)),
  '/setup/positions': crudScreen(() => import('../features/setup/positions/positionsResource').then((m) => m.positionsResource)),
  '/setup/sales-person-code': crudScreen(() =>
    import('../features/setup/salesperson-codes/salespersonCodesResource').then((m) => m.salespersonCodesResource),
  ),
  '/setup/employees': crudScreen(() => import('../features/setup/employees/employeesResource').then((m) => m.employeesResource)),
  '/setup/isos': crudScreen(() => import('../features/setup/isos/isosResource').then((m) => m.isosResource)),
  '/setup/portfolios': crudScreen(() => import('../features/setup/portfolios/portfoliosResource').then((m) => m.portfoliosResource)),
};

/**
 * Pages below a §2 menu entry (a record's own page), by route pattern; each opens for the roles of
 * the menu entry whose path it extends (`/setup/employees/:id` → Employees: Gvr, Admin).
 */
export const SUB_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  '/setup/employees/:id': () => import('../features/setup/employees/EmployeePage').then((m) => ({ Component: m.EmployeePage })),
  '/setup/isos/:id': () => import('../features/setup/isos/IsoPage').then((m) => ({ Component: m.IsoPage })),
};
