import { grades } from './grades';
import type { AnyResourceDescription } from './resource';
import { type RootResolvers, resourceResolvers } from './resolvers';

/**
 * Every CRUD resource the gateway serves (spec §7, DESIGN §5). Adding a resource = its types in
 * schema.graphql, a description file beside grades.ts, and one entry here.
 */
export const RESOURCES: readonly AnyResourceDescription[] = [grades];

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
