import type { SortDirection } from '../generated/resolvers-types';
import type { RestResource } from '../upstream/data-source';

/**
 * A reference from one resource's records to another's (docs/setup-contract.md: REST carries the
 * referenced record's `_id`, or an array of ids). Keyed in {@link ResourceDescription.references} by
 * the REST field, which is also the GraphQL field that resolves to the object(s) (`department`).
 */
export interface ReferenceDescription {
  /** The referenced resource's `restPath`: `departments`. */
  resource: string;
  /** The GraphQL field (and input field) carrying the id(s): `departmentId`, `companyIds`. */
  idField: string;
  /** A list of references (`companies`: `[Company!]!`) rather than one (`department: Department`). */
  many?: boolean;
}

/**
 * The GraphQL object a description's `toObject` builds: the generated type `T` without the
 * reference fields `K` (the mechanism adds their ids; reference resolvers load the objects).
 */
export type ResourceObject<T, K extends keyof T> = Omit<T, K | '__typename'>;

/**
 * The description of one CRUD resource of the /setup contract (DESIGN §7: one mechanism for the many
 * resources; spec §7 lists their six endpoints). resources/resolvers.ts turns it into the six GraphQL
 * fields (see {@link resourceFieldNames}); the data source uses `restPath` and `record`.
 *
 * - `TRecord`: a parsed REST record (`record` validates and parses the upstream JSON);
 * - `TObject`: the GraphQL object type (generated from schema.graphql), built by `toObject`;
 * - `TInput`: the GraphQL input type (`XxxInput`), turned into the REST body by `toBody`;
 * - `TSortField`: the GraphQL sort-field enum; `sortFields` maps EVERY value to the REST field name.
 */
export interface ResourceDescription<TRecord, TObject, TInput, TSortField extends string>
  extends RestResource<TRecord> {
  /** GraphQL object type name, PascalCase singular: `Grade`. */
  typeName: string;
  /** Plural of `typeName` when it is not `typeName + "s"`: `Companies`. */
  pluralTypeName?: string;
  /** REST path segment under /setup: `grades` (spec §7). */
  restPath: string;
  /** GraphQL sort-field enum value → REST field, e.g. `{ CREATED_AT: 'createdAt' }` (DESIGN §2 `sort`). */
  sortFields: Readonly<Record<TSortField, string>>;
  /** The order of a list whose `sort` argument is omitted, e.g. by name ascending. */
  defaultSort?: { field: TSortField; direction: SortDirection };
  /**
   * A parsed REST record → the GraphQL object (`_id` → `id`, `__v` → `version`, ...), its own fields
   * only: the ids of `references` are added by the mechanism (resources/record-mapping.ts), to the
   * object returned, which must therefore be a NEW object on every call.
   */
  toObject(record: TRecord): TObject;
  /** The GraphQL input → the REST body of create and update, its own fields only (the mechanism adds `references` and, on update, `__v`). */
  toBody(input: TInput): Record<string, unknown>;
  /** References to other resources, by REST field (`{ department: { resource: 'departments', idField: 'departmentId' } }`). */
  references?: Readonly<Record<string, ReferenceDescription>>;
  /** Field names that differ from the derived ones, e.g. `{ create: 'registerEmployee' }`. */
  fieldNames?: Partial<ResourceFieldNames>;
  /** Extra arguments of the paged list → REST query parameters, e.g. `{ departmentId: 'department' }`. */
  filters?: Readonly<Record<string, string>>;
  /** The delete mutation falls back like a read (null plus a warning; spec §8 "employee delete"). */
  deleteFallback?: boolean;
}

/** A description whose type parameters do not matter (a list of resources). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResourceDescription = ResourceDescription<any, any, any, string>;

/**
 * Declares a resource; only an identity function that lets TypeScript infer and check the type
 * parameters (e.g. that `sortFields` covers every value of the sort enum).
 */
export function defineResource<TRecord, TObject, TInput, TSortField extends string>(
  description: ResourceDescription<TRecord, TObject, TInput, TSortField>,
): ResourceDescription<TRecord, TObject, TInput, TSortField> {
  return description;
}

/** The GraphQL field names of a resource's operations (DESIGN §3 naming). */
export interface ResourceFieldNames {
  /** Paged list query: `grades`. */
  list: string;
  /** Full list query: `allGrades`. */
  all: string;
  /** One-record query: `grade`. */
  get: string;
  /** Mutations: `createGrade`, `updateGrade`, `deleteGrade`. */
  create: string;
  update: string;
  delete: string;
}

/**
 * Derives the GraphQL field names from the type names: `Grade` → `grades`, `allGrades`, `grade`,
 * `createGrade`, `updateGrade`, `deleteGrade` (`pluralTypeName` overrides the plural, `fieldNames`
 * any single name).
 */
export function resourceFieldNames(
  description: Pick<AnyResourceDescription, 'typeName' | 'pluralTypeName' | 'fieldNames'>,
): ResourceFieldNames {
  const singular = description.typeName;
  const plural = description.pluralTypeName ?? `${singular}s`;
  return {
    list: lowerFirst(plural),
    all: `all${plural}`,
    get: lowerFirst(singular),
    create: `create${singular}`,
    update: `update${singular}`,
    delete: `delete${singular}`,
    ...description.fieldNames,
  };
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}
