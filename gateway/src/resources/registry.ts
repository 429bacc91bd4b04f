import { companies } from './companies';
import { departments } from './departments';
import { employees } from './employees';
import { grades } from './grades';
import { isos } from './isos';
import { portfolios } from './portfolios';
import { positions } from './positions';
import type { AnyResourceDescription } from './resource';
import { type RootResolvers, resourceResolvers } from './resolvers';
import { salespersonCodes } from './salesperson-codes';

/**
 * Every CRUD resource the gateway serves (spec §7 master-data resources and employees, DESIGN §5).
 * Adding a resource = its types in schema.graphql, a description file beside grades.ts, and one
 * entry here.
 */
export const RESOURCES: readonly AnyResourceDescription[] = [
  grades,
  companies,
  departments,
  positions,
  salespersonCodes,
  isos,
  portfolios,
  employees,
];

/** The description whose `restPath` is `restPath` (reference loaders use it); throws for an unknown one, a wiring bug. */
export function resourceByPath(restPath: string): AnyResourceDescription {
  const found = RESOURCES.find((resource) => resource.restPath === restPath);
  if (!found) throw new Error(`No resource is served at /setup/${restPath}`);
  return found;
}

/** The Query and Mutation resolvers of every resource in {@link RESOURCES}, merged; throws when two resources derive the same field name. */
export function allResourceResolvers(): RootResolvers {
  const merged: RootResolvers = { Query: {}, Mutation: {} };
  for (const resource of RESOURCES) {
    const built = resourceResolvers(resource);
    for (const root of ['Query', 'Mutation'] as const) {
      for (const [name, resolver] of Object.entries(built[root])) {
        if (merged[root][name]) throw new Error(`Two resources define ${root}.${name}`);
        merged[root][name] = resolver;
      }
    }
  }
  return merged;
}
