import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
import { UpstreamError } from '../upstream/upstream-error';
import type { UpstreamProfile } from '../upstream/profile';
import { emptyPage, type ListArgs, type Page, toListQuery, toPage } from './paging';
import { readWithFallback } from './read-fallback';
import { assertRequiredKept, bodyOf, currentBody, inputFieldNames, objectOf } from './record-mapping';
import { hasFullList, resourceGraphqlNames } from '../generated/contract/resources';
import { type UserError, payloadOf } from './payloads';
import { type AnyResourceDescription, resourceFieldNames } from './resource';
import { type WorkflowActionArgs, workflowActionBody } from './workflow';

/** A root-field resolver of the gateway. */
export type RootResolver<TArgs, TResult> = (parent: unknown, args: TArgs, context: GatewayContext, info: GraphQLResolveInfo) => Promise<TResult>;

/**
 * Query and Mutation resolvers keyed by GraphQL field name. The one documented `any`: the arguments
 * of a field built from the catalogue are only known at start, so a map of them cannot name them; the
 * schema build (schema.ts) checks instead that each resolver's field exists and each root field has
 * one, and GraphQL validates the arguments against schema.graphql before a resolver runs.
 */
export interface RootResolvers {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Query: Record<string, RootResolver<any, unknown>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Mutation: Record<string, RootResolver<any, unknown>>;
}

/** A GraphQL object built by crud/record-mapping.ts `objectOf`. */
type ResourceObject = Record<string, unknown>;

/** A resource's `XPayload` (docs/graphql-grammar.md): the record under its payload field (`grade`), or null with `errors`. */
type RecordPayload = Record<string, ResourceObject | null | UserError[]>;

/** `DeletePayload` (docs/graphql-grammar.md). */
interface DeletePayload {
  deletedId: string | null;
  errors: UserError[];
}

/** `ReorderPayload` (docs/graphql-grammar.md). */
interface ReorderPayload {
  ids: string[] | null;
  errors: UserError[];
}

/**
 * Builds the root resolvers of one CRUD resource from its description (DESIGN §3, §7; spec §7; the
 * grammar of docs/graphql-grammar.md), named by {@link resourceFieldNames}, e.g. for `Grade`:
 * - `grades(page, pageSize, search, sort, ...filters)` → `GET grades/?page=&limit=&search=&sort=` →
 *   `{ items, page, pageSize, total, totalPages, hasNextPage }`;
 * - `allGrades` → `GET grades/all` → `[Grade]`;
 * - `grade(id)` → `GET grades/{id}` → `Grade` or null;
 * - `createGrade(input)` → `POST grades/create` (or the catalogue's `createPath`) → `GradePayload`;
 * - `updateGrade(id, version, input)` → changes exactly the fields sent (absent = keep, null = clear;
 *   null for a field the record cannot be without → BAD_USER_INPUT) against any server of the contract
 *   (DESIGN §3): against a partial-PUT server (the default profile, ours) one `PUT grades/{id}` with
 *   those fields and `__v: version`; against a replace-on-PUT one (upstream/profile.ts) read-merge-write:
 *   `GET grades/{id}`, a version other than `version` → CONFLICT (STALE_VERSION, on `version`), then
 *   `PUT grades/{id}` with the whole body plus `__v: version` → `GradePayload`;
 * - `deleteGrade(id)` → `DELETE grades/{id}` → `DeletePayload { deletedId }`;
 * - ordered resources: `reorderGrades(ids)` → `PUT grades/reorder {ids}` → `ReorderPayload { ids }`;
 * - single-record resources (kind 'single'): only `grade` → `GET grade` and `updateGrade(version,
 *   input)` → `GET`, then `PUT` of the resource's path;
 * - workflow resources (catalogue `workflow`, docs/requisitions.md): no full list and no delete; one
 *   mutation per action, e.g. `approveEquipmentRequisition(id, version, comment)` →
 *   `POST equipmentRequisitions/{id}/approve { __v: version, comment }` → `EquipmentRequisitionPayload`
 *   (field errors on its arguments or the record's fields: `["comment"]`, `["items", "0", "quantity"]`).
 * The reads use the read fallback (crud/read-fallback.ts, spec §8), and so does the delete when the
 * description says `deleteFallback` (an unavailable upstream: payload null plus a warning). A
 * mutation refused for its input (400, 409, 404) answers its payload with `errors`, field errors
 * renamed to the GraphQL input names (`department` → `["input", "departmentId"]`, `__v` →
 * `["version"]`; crud/payloads.ts); 401, 403, 429 and upstream failures are top-level errors, the
 * payload null. Role checks come from the schema's @auth directive, not from here.
 */
export function resourceResolvers(description: AnyResourceDescription): RootResolvers {
  const names = resourceFieldNames(description);
  const payloadField = resourceGraphqlNames(description.contract).payloadField;
  const toObject = (record: unknown): ResourceObject => objectOf(description, record);
  const fieldNames = inputFieldNames(description);
  const renamed = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      throw error instanceof UpstreamError ? error.withFieldNames(fieldNames) : error;
    }
  };
  const recordPayload = (write: () => Promise<ResourceObject>, input: string | null = 'input'): Promise<RecordPayload> =>
    payloadOf<ResourceObject, RecordPayload>(
      () => renamed(write),
      (object) => ({ [payloadField]: object, errors: [] }),
      (errors) => ({ [payloadField]: null, errors }),
      input,
    );
  /**
   * The update over `read` and `write` (the record's path: by id, or the single record's), as the
   * upstream profile says (upstream/profile.ts `update`): against a server whose PUT is partial (ours),
   * ONE PUT of the fields sent and `__v: version` (the server checks the version); against one whose
   * PUT replaces the record, read-merge-write: GET, a version other than `version` → CONFLICT (unless
   * the server keeps no versions), the input over the record, PUT of every writable field.
   */
  const merged = async (
    args: { version: number; input: unknown },
    profile: UpstreamProfile,
    read: () => Promise<Record<string, unknown>>,
    write: (body: object) => Promise<unknown>,
  ) => {
    const patch = bodyOf(description, args.input, 'patch');
    assertRequiredKept(description, patch);
    if (profile.update === 'partial') return toObject(await write({ ...patch, __v: args.version }));
    const current = await read();
    if (profile.versions && current.__v !== args.version) throw staleVersion(description);
    return toObject(await write({ ...currentBody(description, current), ...patch, __v: args.version }));
  };

  if (description.kind === 'single') {
    const single: RootResolver<Record<string, never>, ResourceObject | null> = async (_parent, _args, context, info) =>
      readWithFallback(context, info, 'get', async () => toObject(await context.upstream.getSingle(description)), null);
    const updateSingle: RootResolver<{ version: number; input: unknown }, RecordPayload> = async (_parent, args, context) =>
      recordPayload(() =>
        merged(
          args,
          context.upstream.profile,
          () => context.upstream.getSingle(description),
          (body) => context.upstream.updateSingle(description, body),
        ),
      );
    return { Query: { [names.get]: single }, Mutation: { [names.update]: updateSingle } };
  }

  const list: RootResolver<ListArgs<string> & Record<string, unknown>, Page<ResourceObject>> = async (_parent, args, context, info) => {
    const query = toListQuery(description, args);
    return readWithFallback(context, info, 'list', async () => toPage(await context.upstream.list(description, query), toObject), emptyPage<ResourceObject>(query));
  };

  const all: RootResolver<Record<string, never>, ResourceObject[]> = async (_parent, _args, context, info) =>
    readWithFallback(context, info, 'all', async () => (await context.upstream.all(description)).map(toObject), []);

  const get: RootResolver<{ id: string }, ResourceObject | null> = async (_parent, args, context, info) =>
    readWithFallback(context, info, 'get', async () => toObject(await context.upstream.getOne(description, args.id)), null);

  const create: RootResolver<{ input: unknown }, RecordPayload> = async (_parent, args, context) =>
    recordPayload(async () => toObject(await context.upstream.create(description, bodyOf(description, args.input))));

  const update: RootResolver<{ id: string; version: number; input: unknown }, RecordPayload> = async (_parent, args, context) =>
    recordPayload(() =>
      merged(
        args,
        context.upstream.profile,
        () => context.upstream.getOne(description, args.id),
        (body) => context.upstream.update(description, args.id, body),
      ),
    );

  const remove: RootResolver<{ id: string }, DeletePayload | null> = async (_parent, args, context, info) => {
    const deleting = async (): Promise<DeletePayload | null> => {
      await context.upstream.remove(description, args.id);
      return { deletedId: args.id, errors: [] };
    };
    return payloadOf<DeletePayload | null, DeletePayload | null>(
      () => renamed(() => (description.deleteFallback ? readWithFallback(context, info, 'delete', deleting, null) : deleting())),
      (payload) => payload,
      (errors) => ({ deletedId: null, errors }),
    );
  };

  if (description.actions.length > 0) {
    const mutations: RootResolvers['Mutation'] = { [names.create]: create, [names.update]: update };
    for (const action of description.actions) {
      const act: RootResolver<WorkflowActionArgs, RecordPayload> = async (_parent, args, context) =>
        recordPayload(async () => toObject(await context.upstream.act(description, args.id, action.rest, workflowActionBody(args))), null);
      mutations[action.field] = act;
    }
    return { Query: { [names.list]: list, [names.get]: get }, Mutation: mutations };
  }

  const mutations: RootResolvers['Mutation'] = { [names.create]: create, [names.update]: update, [names.delete]: remove };
  if (description.ordered) {
    const reorder: RootResolver<{ ids: string[] }, ReorderPayload> = async (_parent, args, context) =>
      payloadOf<void, ReorderPayload>(
        () => renamed(() => context.upstream.reorder(description, args.ids)),
        () => ({ ids: args.ids, errors: [] }),
        (errors) => ({ ids: null, errors }),
      );
    mutations[names.reorder] = reorder;
  }
  return { Query: { [names.list]: list, ...(hasFullList(description.contract) ? { [names.all]: all } : {}), [names.get]: get }, Mutation: mutations };
}

/**
 * The CONFLICT of an update whose `version` is not the record's current one (DESIGN §2, §3), as the
 * upstream would answer it (a field error on `__v`, renamed `version` for the client).
 */
function staleVersion(description: AnyResourceDescription): UpstreamError {
  return new UpstreamError('CONFLICT', `This ${description.contract.singular} was changed by someone else. Reload it and try again.`, {
    status: 409,
    fieldErrors: [{ field: '__v', message: 'Changed by someone else since you loaded it' }],
    reason: 'STALE_VERSION',
  });
}

/** The Query and Mutation resolvers of every resource of `resources` (setup/registry.ts `RESOURCES`), merged; throws when two resources derive the same field name. */
export function allResourceResolvers(resources: readonly AnyResourceDescription[]): RootResolvers {
  const merged: RootResolvers = { Query: {}, Mutation: {} };
  for (const resource of resources) {
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
