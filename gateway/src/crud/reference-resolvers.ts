import { type GraphQLResolveInfo, responsePathAsArray } from 'graphql';
import type { GatewayContext } from '../context';
import { readWithFallback } from './read-fallback';
import { type LoadedReference, Withheld } from './reference-loaders';
import type { GraphqlObject, Resource } from './resource';

/** A resolver of a reference field of an object type (`Employee.department`). */
type ReferenceResolver = (parent: Record<string, unknown>, args: unknown, context: GatewayContext, info: GraphQLResolveInfo) => Promise<unknown> | null;

/** Object-type resolvers by type name and field name, e.g. `{ Employee: { department } }`. */
export type ReferenceResolverMap = Record<string, Record<string, ReferenceResolver>>;

/** The `reason` of the warning for a referenced record the caller may not read (docs/graphql-grammar.md "Mutations"). */
export const WITHHELD = 'WITHHELD';

/**
 * The resolvers of every reference field of every resource (DESIGN §3: references resolvable as
 * objects, without one upstream call per row): `Employee.department` reads the parent's
 * `departmentId` and loads it through the request's {@link ReferenceLoaders}; a list reference
 * (`Employee.companies`) loads each id and leaves out the ones that no longer exist or are withheld.
 * A referenced record that no longer exists is null without a warning; one the caller may not read
 * (403) is null (left out of a list) WITH a warning `{ path, code: "FORBIDDEN", reason: "WITHHELD" }`;
 * a reference that cannot be loaded falls back like a get (spec §8): null (a list: `[]`) plus a
 * warning; 401 is passed on.
 */
export function referenceResolvers(resources: readonly Resource[]): ReferenceResolverMap {
  const map: ReferenceResolverMap = {};
  for (const description of resources) {
    const owners = [
      { typeName: description.typeName, references: description.references },
      // References inside list items (a customer's contacts' `position`) resolve on the item's type.
      ...Object.values(description.itemReferences),
    ];
    for (const owner of owners) Object.assign((map[owner.typeName] ??= {}), fieldResolvers(owner.references));
  }
  return map;
}

/** The resolvers of `references` (by GraphQL field = REST field), see {@link referenceResolvers}. */
function fieldResolvers(references: Resource['references']): Record<string, ReferenceResolver> {
  const resolvers: Record<string, ReferenceResolver> = {};
  for (const [field, reference] of Object.entries(references)) {
    const resolver: ReferenceResolver = (parent, _args, context, info) => {
      const shown = (loaded: LoadedReference): GraphqlObject | null => {
        if (!(loaded instanceof Withheld)) return loaded;
        context.warnings.push({ path: responsePathAsArray(info.path), code: loaded.error.code, message: loaded.error.message, reason: WITHHELD });
        return null;
      };
      if (reference.many) {
        const ids = (parent[reference.idField] as string[] | undefined) ?? [];
        if (ids.length === 0) return Promise.resolve([]);
        return readWithFallback(
          context,
          info,
          'reference',
          async () => (await Promise.all(ids.map((id) => context.references.load(reference.resource, id)))).map(shown).filter((item) => item !== null),
          [],
        );
      }
      const id = parent[reference.idField] as string | null | undefined;
      if (!id) return null;
      return readWithFallback(context, info, 'reference', async () => shown(await context.references.load(reference.resource, id)), null);
    };
    resolvers[field] = resolver;
  }
  return resolvers;
}
