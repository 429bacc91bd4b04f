import type { z } from 'zod';
import type { SortDirection } from '../generated/resolvers-types';
import { type ResourceContract, type ResourceName, constantCase, resourceContract, resourceGraphqlNames } from '../generated/contract/resources';
import { restRecord, restRef, restRefs } from '../upstream/contract';
import type { RestResource } from '../upstream/data-source';
import { type WorkflowActionRoute, workflowActionRoutes, workflowRecordFields } from './workflow';
import { catalogueReferences, type ReferenceSpec } from './catalogue-references';
import { catalogueRecordFields } from './catalogue-fields';
import type { GraphqlObject } from './graphql-object';

export type { ReferenceSpec } from './catalogue-references';

/**
 * A reference as the mechanism uses it. Keyed in {@link Resource.references} by the REST field, which
 * is also the GraphQL field that resolves to the object(s) (`department`).
 */
export interface ReferenceDescription {
  /** The referenced resource's catalogue name (its REST path): `departments`. */
  resource: string;
  /**
   * The GraphQL field (and input field) carrying the id(s): `<field>Id` for one (`departmentId`,
   * `reportsToId`), `<referenced type, lower first>Ids` for a list (`companyIds`).
   */
  idField: string;
  /** A list of references (`companies: [Company!]!`) rather than one (`department: Department`). */
  many: boolean;
}

export type { GraphqlObject } from './graphql-object';

/** A REST body of create or update (`{ name, department, __v }`). */
export type RestBody = Record<string, unknown>;

/** The parsed REST record of a description whose own fields are `TShape` (references are ids, or arrays of ids). */
export type RecordOf<TShape extends z.ZodRawShape> = z.output<ReturnType<typeof restRecord<TShape>>> & Record<string, unknown>;

/**
 * What a file in setup/ writes for one CRUD resource (DESIGN §7: one mechanism, the per-resource code
 * is what truly differs). Everything else comes from the resource catalogue entry `name`
 * (generated/contract/resources.ts): GraphQL type names, REST path, create path, sort fields, default
 * sort, filters, operation names; permissions are in the schema's @auth directives, generated from it.
 *
 * The default mapping (crud/record-mapping.ts), for a plain description:
 * - REST record → GraphQL object: `_id` → `id`, `__v` → `version`, `createdAt`, `updatedAt`, each
 *   reference → `<field>Id` / `<…>Ids`, every other own field (the catalogue's and `fields`) copied (missing → null);
 * - GraphQL input → REST body: the inverse (`departmentId` → `department`, other fields copied).
 * `toObject` / `toBody` adjust that default only where a resource truly differs (employees' legacy
 * gender array, role names); they receive the default and return the result (they may change it).
 */
export interface ResourceDescription<TShape extends z.ZodRawShape> {
  /** The catalogue entry: `positions`. */
  name: ResourceName;
  /**
   * The REST record's own fields besides those of the catalogue entry (crud/catalogue-fields.ts derives
   * these), or one of them read otherwise (a customer's `contacts`, whose items hold references): a
   * computed field the server sends (`visitCount: z.number().int().default(0)`). Absent for a resource
   * whose record is its catalogue fields.
   */
  fields?: TShape;
  /** References besides (or overriding) those of the catalogue fields (crud/catalogue-references.ts), by REST field: `{ department: 'departments' }`. */
  references?: Readonly<Record<string, ReferenceSpec>>;
  /**
   * References inside the items of a list-of-objects field (DESIGN §5: a customer's contacts, each with
   * a customer `position`), by the REST list field: the GraphQL type of an item and its references by
   * REST item field (`{ contacts: { typeName: 'CustomerContact', references: { position: 'customerPositions' } } }`):
   * `position` becomes `positionId` both ways, and `CustomerContact.position` resolves as any reference.
   */
  itemReferences?: Readonly<Record<string, { typeName: string; references: Readonly<Record<string, ReferenceSpec>> }>>;
  /** Fields of `fields` the server sets and clients never send (ISO `documents`); the catalogue's `readOnly` fields are read-only too. */
  readOnly?: ReadonlyArray<keyof TShape & string>;
  /** Adjusts the default GraphQL object of a record (e.g. the legacy gender array → the `Gender` enum). */
  toObject?: (record: RecordOf<TShape>, object: GraphqlObject) => GraphqlObject;
  /** Adjusts the default REST body of an input; it holds only fields present in `input` on an update. */
  toBody?: (input: Record<string, unknown>, body: RestBody) => RestBody;
  /** The delete mutation falls back like a read (null plus a warning; spec §8 "employee delete"). */
  deleteFallback?: boolean;
}

/**
 * One CRUD resource as the mechanism uses it: a {@link ResourceDescription} completed from its
 * catalogue entry by {@link defineResource}. crud/resolvers.ts turns it into the GraphQL fields named
 * by {@link resourceFieldNames}; the data source uses `restPath`, `record` and `createPath`.
 */
export interface Resource extends RestResource<RecordOf<z.ZodRawShape>> {
  /** The catalogue entry. */
  contract: ResourceContract;
  /** GraphQL object type name, PascalCase singular: `Grade`. */
  typeName: string;
  /** Plural of `typeName` when it is not `typeName + "s"`: `Companies`. */
  pluralTypeName?: string;
  /** 'list' (paged, six operations) or 'single' (one record: get and update). */
  kind: 'list' | 'single';
  /** Records carry an order the user sets (adds the reorder mutation). */
  ordered: boolean;
  /** GraphQL sort-field enum value → REST field, e.g. `{ CREATED_AT: 'createdAt' }` (DESIGN §2 `sort`). */
  sortFields: Readonly<Record<string, string>>;
  /** The order of a list whose `sort` argument is omitted, e.g. by name ascending. */
  defaultSort?: { field: string; direction: SortDirection };
  /** Extra arguments of the paged list → REST query parameters, e.g. `{ departmentId: 'department' }`. */
  filters: Readonly<Record<string, string>>;
  /** The REST record's own fields (the catalogue's and the description's `fields`, read-only ones included), references excluded. */
  ownFields: readonly string[];
  /** References to other resources, by REST field. */
  references: Readonly<Record<string, ReferenceDescription>>;
  /** References inside list items, by REST list field (see {@link ResourceDescription.itemReferences}). */
  itemReferences: Readonly<Record<string, { typeName: string; references: Readonly<Record<string, ReferenceDescription>> }>>;
  /** The REST fields a client may write, references included, with the schema each is read with. */
  writable: Readonly<Record<string, z.ZodType>>;
  /** GraphQL field names that differ from the derived ones, e.g. `{ create: 'registerEmployee' }`. */
  fieldNames?: Partial<ResourceFieldNames>;
  /** See {@link ResourceDescription.toObject}. */
  adjustObject?: (record: RecordOf<z.ZodRawShape>, object: GraphqlObject) => GraphqlObject;
  /** See {@link ResourceDescription.toBody}. */
  adjustBody?: (input: Record<string, unknown>, body: RestBody) => RestBody;
  /** See {@link ResourceDescription.deleteFallback}. */
  deleteFallback: boolean;
  /**
   * The actions of the workflow its records run on (catalogue `workflow`, docs/requisitions.md), in
   * table order; empty for a plain resource. A workflow resource has no full list and no delete, its
   * records carry crud/workflow.ts `workflowRecordFields`, and each action is a mutation.
   */
  actions: readonly WorkflowActionRoute[];
}

/** Any resource (a list of resources). */
export type AnyResourceDescription = Resource;

/**
 * Completes a description from its catalogue entry (see {@link ResourceDescription}); throws at start
 * for a name the catalogue lacks. `contract` is for test-only descriptions of kinds no catalogue entry
 * has yet (plan §5); production descriptions leave it out. The references are the catalogue fields' (crud/catalogue-references.ts)
 * plus `description.references` (which win). The own fields are the catalogue's (crud/catalogue-fields.ts)
 * plus `description.fields` (which win), read-only when the catalogue or `description.readOnly` says so.
 * The REST record schema is the own fields plus the common record fields plus each reference (`restRef`,
 * or `restRefs` for a list), plus, for a catalogue entry with a `workflow`, the workflow's fields
 * (crud/workflow.ts; read-only). A resource with nothing of its own is `defineResource({ name })`.
 */
export function defineResource<TShape extends z.ZodRawShape>(description: ResourceDescription<TShape>, contract: ResourceContract = resourceContract(description.name)): Resource {
  const references = referenceDescriptions({ ...catalogueReferences(contract), ...(description.references ?? {}) });
  const referenceShape: Record<string, z.ZodType> = {};
  for (const [field, reference] of Object.entries(references)) referenceShape[field] = reference.many ? restRefs : restRef;
  const itemReferences = Object.fromEntries(
    Object.entries(description.itemReferences ?? {}).map(([list, item]) => [list, { typeName: item.typeName, references: referenceDescriptions(item.references) }]),
  );
  const derived = catalogueRecordFields(contract);
  const ownShape: Record<string, z.ZodType> = { ...derived.fields, ...((description.fields ?? {}) as Record<string, z.ZodType>) };
  const readOnly = new Set<string>([...derived.readOnly, ...(description.readOnly ?? [])]);
  const writable: Record<string, z.ZodType> = { ...referenceShape };
  for (const [field, schema] of Object.entries(ownShape)) if (!readOnly.has(field)) writable[field] = schema;
  const sortFields = Object.fromEntries(Object.keys(contract.sort).map((field) => [constantCase(field), field]));
  const names = resourceGraphqlNames(contract);
  return {
    contract,
    typeName: contract.typeName,
    pluralTypeName: contract.pluralTypeName,
    kind: contract.kind ?? 'list',
    ordered: contract.ordered ?? false,
    restPath: contract.name,
    createPath: contract.createPath,
    record: restRecord({ ...ownShape, ...referenceShape, ...(contract.workflow ? workflowRecordFields : {}) }),
    sortFields,
    defaultSort: { field: constantCase(contract.defaultSort.field), direction: contract.defaultSort.direction },
    filters: Object.fromEntries(Object.entries(contract.filters ?? {}).map(([argument, filter]) => [argument, filter.rest])),
    ownFields: Object.keys(ownShape),
    references,
    itemReferences,
    writable,
    fieldNames: names.createField === `create${contract.typeName}` ? undefined : { create: names.createField },
    adjustObject: description.toObject as Resource['adjustObject'],
    adjustBody: description.toBody,
    deleteFallback: description.deleteFallback ?? false,
    actions: workflowActionRoutes(contract),
  };
}

/** The {@link ReferenceDescription}s of `specs`, by REST field (id field `<field>Id`, or `<type>Ids` for a list). */
function referenceDescriptions(specs: Readonly<Record<string, ReferenceSpec>>): Record<string, ReferenceDescription> {
  const references: Record<string, ReferenceDescription> = {};
  for (const [field, spec] of Object.entries(specs)) {
    const { resource, many = false, idField } = typeof spec === 'string' ? { resource: spec } : spec;
    const target = resourceContract(resource);
    references[field] = { resource, many, idField: idField ?? (many ? `${lowerFirst(target.typeName)}Ids` : `${field}Id`) };
  }
  return references;
}

/** The GraphQL field names of a resource's operations (DESIGN §3 naming). */
export interface ResourceFieldNames {
  /** Paged list query: `grades`. */
  list: string;
  /** Full list query: `allGrades`. */
  all: string;
  /** One-record query: `grade`. */
  get: string;
  /** Mutations: `createGrade`, `updateGrade`, `deleteGrade`, `reorderGrades` (ordered resources only). */
  create: string;
  update: string;
  delete: string;
  reorder: string;
}

/**
 * Derives the GraphQL field names from the type names: `Grade` → `grades`, `allGrades`, `grade`,
 * `createGrade`, `updateGrade`, `deleteGrade`, `reorderGrades` (`pluralTypeName` overrides the
 * plural, `fieldNames` any single name).
 */
export function resourceFieldNames(description: Pick<Resource, 'typeName' | 'pluralTypeName' | 'fieldNames'>): ResourceFieldNames {
  const singular = description.typeName;
  const plural = description.pluralTypeName ?? `${singular}s`;
  return {
    list: lowerFirst(plural),
    all: `all${plural}`,
    get: lowerFirst(singular),
    create: `create${singular}`,
    update: `update${singular}`,
    delete: `delete${singular}`,
    reorder: `reorder${plural}`,
    ...description.fieldNames,
  };
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}
