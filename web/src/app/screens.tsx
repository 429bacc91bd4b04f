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
  '/setup/grades': crudScreen(() => import('../features/setup/grades/gradesResource').then((m) => m.gradesResource)),
};
