import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
import { emptyPage, type ListArgs, type Page, toListQuery, toPage } from './paging';
import { readWithFallback } from './read-fallback';
import { type ResourceDescription, resourceFieldNames } from './resource';

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

/**
 * Builds the six root resolvers of one CRUD resource from its description (DESIGN §3, §7; spec §7),
 * named by {@link resourceFieldNames}, e.g. for `Grade`:
 * - `grades(page, pageSize, search, sort)` → `GET grades/?page=&limit=&search=&sort=` → `{ items, page, pageSize, total, totalPages }`;
 * - `allGrades` → `GET grades/all` → `[Grade]`;
 * - `grade(id)` → `GET grades/{id}` → `Grade` or null;
 * - `createGrade(input)` → `POST grades/create` with `toBody(input)` → `Grade`;
 * - `updateGrade(id, version, input)` → `PUT grades/{id}` with `toBody(input)` plus `__v: version` → `Grade`;
 * - `deleteGrade(id)` → `DELETE grades/{id}` → the id.
 * The three reads use the read fallback (resources/read-fallback.ts, spec §8); mutations pass every
 * error on. Role checks come from the schema's @auth directive, not from here.
 */
export function resourceResolvers<TRecord, TObject, TInput, TSortField extends string>(
  description: ResourceDescription<TRecord, TObject, TInput, TSortField>,
): RootResolvers {
  const names = resourceFieldNames(description);
  const toObject = (record: TRecord): TObject => description.toObject(record);

  const list: RootResolver<ListArgs<TSortField>, Page<TObject>> = async (_parent, args, context, info) => {
    const query = toListQuery(description, args);
    return readWithFallback(
      context,
      info,
      'list',
      async () => toPage(await context.upstream.list(description, query), toObject),
      emptyPage<TObject>(query),
    );
  };

  const all: RootResolver<Record<string, never>, TObject[]> = async (_parent, _args, context, info) =>
    readWithFallback(context, info, 'all', async () => (await context.upstream.all(description)).map(toObject), []);

  const get: RootResolver<{ id: string }, TObject | null> = async (_parent, args, context, info) =>
    readWithFallback(context, info, 'get', async () => toObject(await context.upstream.getOne(description, args.id)), null);

  const create: RootResolver<{ input: TInput }, TObject> = async (_parent, args, context) =>
    toObject(await context.upstream.create(description, description.toBody(args.input)));

  const update: RootResolver<{ id: string; version: number; input: TInput }, TObject> = async (_parent, args, context) =>
    toObject(await context.upstream.update(description, args.id, { ...description.toBody(args.input), __v: args.version }));

  const remove: RootResolver<{ id: string }, string> = async (_parent, args, context) => {
    await context.upstream.remove(description, args.id);
    return args.id;
  };

  return {
    Query: { [names.list]: list, [names.all]: all, [names.get]: get },
    Mutation: { [names.create]: create, [names.update]: update, [names.delete]: remove },
  };
}
