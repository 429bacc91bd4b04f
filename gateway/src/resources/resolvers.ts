import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
import { UpstreamError } from '../upstream/upstream-error';
import { emptyPage, type ListArgs, type Page, toListQuery, toPage } from './paging';
import { readWithFallback } from './read-fallback';
import { bodyOf, inputFieldNames, objectOf } from './record-mapping';
import { type AnyResourceDescription, resourceFieldNames } from './resource';

/** A root-field resolver of the gateway. */
export type RootResolver<TArgs, TResult> = (
  parent: unknown,
  args: TArgs,
  context: GatewayContext,
  info: GraphQLResolveInfo,
) => Promise<TResult>;

/** Query and Mutation resolvers keyed by GraphQL field name. */
export interface RootResolvers {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Query: Record<string, RootResolver<any, unknown>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Mutation: Record<string, RootResolver<any, unknown>>;
}

/** A GraphQL object built by resources/record-mapping.ts `objectOf`. */
type ResourceObject = Record<string, unknown>;

/**
 * Builds the six root resolvers of one CRUD resource from its description (DESIGN §3, §7; spec §7),
 * named by {@link resourceFieldNames}, e.g. for `Grade`:
 * - `grades(page, pageSize, search, sort, ...filters)` → `GET grades/?page=&limit=&search=&sort=` →
 *   `{ items, page, pageSize, total, totalPages }`;
 * - `allGrades` → `GET grades/all` → `[Grade]`;
 * - `grade(id)` → `GET grades/{id}` → `Grade` or null;
 * - `createGrade(input)` → `POST grades/create` (or the description's `createPath`) with the body → `Grade`;
 * - `updateGrade(id, version, input)` → `PUT grades/{id}` with the body plus `__v: version` → `Grade`;
 * - `deleteGrade(id)` → `DELETE grades/{id}` → the id.
 * The three reads use the read fallback (resources/read-fallback.ts, spec §8), and so does the delete
 * when the description says `deleteFallback`; other mutations pass every error on, their field errors
 * renamed to the GraphQL input names (`department` → `departmentId`, `__v` → `version`). Role checks
 * come from the schema's @auth directive, not from here.
 */
export function resourceResolvers(description: AnyResourceDescription): RootResolvers {
  const names = resourceFieldNames(description);
  const toObject = (record: unknown): ResourceObject => objectOf(description, record);
  const fieldNames = inputFieldNames(description);
  const passingOn = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      throw error instanceof UpstreamError ? error.withFieldNames(fieldNames) : error;
    }
  };

  const list: RootResolver<ListArgs<string> & Record<string, unknown>, Page<ResourceObject>> = async (_parent, args, context, info) => {
    const query = toListQuery(description, args);
    return readWithFallback(
      context,
      info,
      'list',
      async () => toPage(await context.upstream.list(description, query), toObject),
      emptyPage<ResourceObject>(query),
    );
  };

  const all: RootResolver<Record<string, never>, ResourceObject[]> = async (_parent, _args, context, info) =>
    readWithFallback(context, info, 'all', async () => (await context.upstream.all(description)).map(toObject), []);

  const get: RootResolver<{ id: string }, ResourceObject | null> = async (_parent, args, context, info) =>
    readWithFallback(context, info, 'get', async () => toObject(await context.upstream.getOne(description, args.id)), null);

  const create: RootResolver<{ input: unknown }, ResourceObject> = async (_parent, args, context) =>
    passingOn(async () => toObject(await context.upstream.create(description, bodyOf(description, args.input))));

  const update: RootResolver<{ id: string; version: number; input: unknown }, ResourceObject> = async (_parent, args, context) =>
    passingOn(async () =>
      toObject(await context.upstream.update(description, args.id, { ...bodyOf(description, args.input), __v: args.version })),
    );

  const remove: RootResolver<{ id: string }, string | null> = async (_parent, args, context, info) => {
    const deleting = async (): Promise<string> => {
      await context.upstream.remove(description, args.id);
      return args.id;
    };
    return description.deleteFallback ? readWithFallback(context, info, 'delete', deleting, null) : passingOn(deleting);
  };

  return {
    Query: { [names.list]: list, [names.all]: all, [names.get]: get },
    Mutation: { [names.create]: create, [names.update]: update, [names.delete]: remove },
  };
}
