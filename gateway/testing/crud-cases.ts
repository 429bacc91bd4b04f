import { type GraphQLField, type GraphQLInputType, type GraphQLObjectType, type GraphQLSchema, getNamedType, isInputObjectType, isNonNullType, isObjectType } from 'graphql';
import type { AnyResourceDescription, ResourceFieldNames } from '../src/crud/resource';
import { resourceFieldNames } from '../src/crud/resource';
import { RESOURCES } from '../src/setup/registry';
import { hasFullList } from '../src/generated/contract/resources';
import { buildSchema } from '../src/schema';
import { sampleValue } from '../../scripts/stack/graphql-samples';
import { selectionOf } from './documents';
import { type GraphQLAnswer, graphqlPost } from './graphql-client';

/**
 * The CRUD cases of the registry (src/resources/registry.ts), for table-driven tests
 * (`describe.each(crudCases())`): each resource with its GraphQL documents and a generator of valid
 * inputs, all derived from the resource's description and the schema (its object, input and payload
 * types), so that a new resource is tested without a hand-written fixture.
 */
export interface CrudCase {
  /** The REST path, which names the case in test titles: `grades`. */
  name: string;
  description: AnyResourceDescription;
  fields: ResourceFieldNames;
  documents: CrudCaseDocuments;
  /** The GraphQL input type of create (`GradeInput`, `EmployeeRegisterInput`) and of update. */
  createInput: string;
  updateInput: string;
  /** The first non-null String field of the create input, which a blank value makes invalid: `name`. */
  requiredText: string;
  /** Whether create and update answer a payload `{ <record>, errors }` (docs/graphql-grammar.md) rather than the record. */
  payloads: boolean;
  /** The key of the record in a payload: `grade`. */
  recordKey: string;
  /** What create selects of its answer: `{ id name ... }`, or `{ grade { ... } errors { ... } }` for a payload. */
  createSelection: string;
}

/** The documents of one resource: paged list, all, get, create, update, delete. */
export interface CrudCaseDocuments {
  list: string;
  all: string;
  get: string;
  create: string;
  update: string;
  remove: string;
}

let cases: CrudCase[] | undefined;

/**
 * One {@link CrudCase} per plain resource of kind 'list' in the registry, in registry order (built
 * once). Workflow resources (requisitions: no full list, no delete, actions) have tests of their own
 * (src/requisitions/, src/visits/), and so do resources without a full list (activities: rules against
 * the caller's view and the day, src/visits/).
 */
export function crudCases(): CrudCase[] {
  if (cases) return cases;
  const schema = buildSchema();
  cases = RESOURCES.filter((description) => description.kind === 'list' && description.actions.length === 0 && hasFullList(description.contract)).map((description) =>
    crudCase(schema, description),
  );
  return cases;
}

function crudCase(schema: GraphQLSchema, description: AnyResourceDescription): CrudCase {
  const fields = resourceFieldNames(description);
  const query = schema.getQueryType()!.getFields();
  const mutation = schema.getMutationType()!.getFields();
  const type = schema.getType(description.typeName) as GraphQLObjectType;
  const selection = selectionOf(type);
  const createField = mutation[fields.create]!;
  const updateField = mutation[fields.update]!;
  const createInput = getNamedType(argType(createField, 'input')).name;
  const updateInput = getNamedType(argType(updateField, 'input')).name;
  const payloadType = getNamedType(createField.type);
  const recordKey = lowerFirst(description.typeName);
  const payloads = isObjectType(payloadType) && payloadType.name !== description.typeName && 'errors' in payloadType.getFields();
  const returned = (field: GraphQLField<unknown, unknown>) => {
    const named = getNamedType(field.type);
    if (named.name === description.typeName) return `{ ${selection} }`;
    return isObjectType(named) ? `{ ${selectionOf(named, 2)} }` : '';
  };
  const listArgs = query[fields.list]!.args;
  const sortType = listArgs.find((arg) => arg.name === 'sort')?.type;
  const inputObject = schema.getType(createInput);
  const requiredText =
    isInputObjectType(inputObject) && Object.values(inputObject.getFields()).find((field) => isNonNullType(field.type) && getNamedType(field.type).name === 'String')?.name;
  return {
    name: description.restPath,
    description,
    fields,
    createInput,
    updateInput,
    requiredText: requiredText || 'name',
    payloads,
    recordKey,
    createSelection: returned(createField),
    documents: {
      list: `query List($page: Int, $pageSize: Int, $search: String${sortType ? `, $sort: ${String(sortType)}` : ''}) {
        ${fields.list}(page: $page, pageSize: $pageSize, search: $search${sortType ? ', sort: $sort' : ''}) { page pageSize total totalPages items { ${selection} } } }`,
      all: `query All { ${fields.all} { ${selection} } }`,
      get: `query Get($id: ID!) { ${fields.get}(id: $id) { ${selection} } }`,
      create: `mutation Create($input: ${createInput}!) { ${fields.create}(input: $input) ${returned(createField)} }`,
      update: `mutation Update($id: ID!, $version: Int!, $input: ${updateInput}!) { ${fields.update}(id: $id, version: $version, input: $input) ${returned(updateField)} }`,
      remove: `mutation Delete($id: ID!) { ${fields.delete}(id: $id) ${returned(mutation[fields.delete]!)} }`,
    },
  };
}

function argType(field: GraphQLField<unknown, unknown>, name: string): GraphQLInputType {
  const arg = field.args.find((candidate) => candidate.name === name);
  if (!arg) throw new Error(`${field.name} has no argument ${name}`);
  return arg.type;
}

let counter = 0;
const RUN = Math.random().toString(36).slice(2, 6).toUpperCase();

/** What every {@link uniqueTag} of this process matches (its run prefix and counter), any case: tests that compare two walks replace it. */
export const TAG_PATTERN = new RegExp(`${RUN}\\d{4}`, 'gi');

/** A tag unique in this test run (and, with a random part, across runs against one database): `K3F20007`. */
export function uniqueTag(): string {
  counter += 1;
  return `${RUN}${String(counter).padStart(4, '0')}`;
}

/**
 * Where an input is generated: `path`, the resources whose inputs are being generated around it
 * (ends cycles), and `given`, ids already chosen around it by resource (so that a position made for
 * an employee belongs to that employee's department).
 */
export interface ReferenceContext {
  path: readonly string[];
  given: Readonly<Record<string, string>>;
}

/** Creates a record of another resource when an input needs its id; answers the id. Pass `context` on to {@link generateInput}. */
export type ReferenceMaker = (restPath: string, context: ReferenceContext) => Promise<string>;

/**
 * A valid value of input type `typeName` for every field the schema declares (nullable ones too),
 * values derived from the field's type and name by the suites' one generator (scripts/stack/graphql-samples.ts:
 * `email` an address, `code` a short unique code, `password` one the REST server's policy accepts),
 * `tag` keeping texts unique. References are made
 * with `makeReference`, those that others depend on first, and shared: a reference to a resource
 * already chosen around it reuses that id (an employee's position belongs to the employee's
 * department); a nullable reference back to a resource on the path, or to the resource itself, is
 * left null, which ends cycles such as employee → department → head.
 */
export async function generateInput(
  kase: CrudCase,
  typeName: string,
  tag: string,
  makeReference: ReferenceMaker,
  context: ReferenceContext = { path: [], given: {} },
): Promise<Record<string, unknown>> {
  const schema = buildSchemaOnce();
  const type = schema.getType(typeName);
  if (!isInputObjectType(type)) throw new Error(`${typeName} is not an input type`);
  const referenceByIdField = new Map(Object.values(kase.description.references).map((reference) => [reference.idField, reference]));
  const fields = Object.values(type.getFields());
  const input: Record<string, unknown> = {};
  for (const field of fields) if (!referenceByIdField.has(field.name)) input[field.name] = sampleValue(field.type, field.name, { tag, description: field.description });

  const around = [...context.path, kase.name];
  const given: Record<string, string> = { ...context.given };
  const pending = fields.filter((field) => referenceByIdField.has(field.name));
  const dependsOn = (resource: string): string[] =>
    Object.values(crudCases().find((candidate) => candidate.name === resource)?.description.references ?? {}).map((reference) => reference.resource);
  while (pending.length > 0) {
    const wanted = new Set(pending.map((field) => referenceByIdField.get(field.name)!.resource));
    const index = Math.max(
      0,
      pending.findIndex((field) => {
        const resource = referenceByIdField.get(field.name)!.resource;
        return dependsOn(resource).every((other) => other === resource || !wanted.has(other));
      }),
    );
    const field = pending.splice(index, 1)[0]!;
    const reference = referenceByIdField.get(field.name)!;
    let id: string | null = given[reference.resource] ?? null;
    if (id === null && !(around.includes(reference.resource) && !isNonNullType(field.type))) {
      id = await makeReference(reference.resource, { path: around, given });
      given[reference.resource] = id;
    }
    input[field.name] = reference.many ? (id === null ? [] : [id]) : id;
  }
  return input;
}

/**
 * `input` with every Boolean the REST schema defaults (`active: true`, `gvr: false`) set to the other
 * value, so that an update that reset an omitted field to its default (the bug of a whole-record PUT
 * built from an input with defaults) changes something a test can see. Other fields are as generated
 * (texts, numbers, references and lists, none of them their default).
 */
export function awayFromDefaults(kase: CrudCase, input: Record<string, unknown>): Record<string, unknown> {
  const away: Record<string, unknown> = { ...input };
  for (const [field, value] of Object.entries(input)) {
    const fallback = kase.description.writable[field]?.safeParse(undefined);
    if (typeof value === 'boolean' && fallback?.success && typeof fallback.data === 'boolean') away[field] = !fallback.data;
  }
  return away;
}

let schemaOnce: GraphQLSchema | undefined;
function buildSchemaOnce(): GraphQLSchema {
  return (schemaOnce ??= buildSchema());
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** What a create or update answered, whichever shape the schema has (a payload or the record). */
export interface MutationOutcome {
  record: (Record<string, unknown> & { id: string; version: number }) | null;
  /** The error codes: the payload's `errors[].code` and the top-level errors' `extensions.code`. */
  codes: string[];
  /** The fields the errors name (`fieldErrors[].field`, or the last part of a user error's `field`). */
  errorFields: string[];
  answer: GraphQLAnswer<Record<string, unknown>>;
}

/**
 * Sends a create or update of `kase` and reads its outcome (see {@link MutationOutcome}); `headers` go
 * with the request (an `x-request-id` whose upstream calls a test counts).
 */
export async function mutate(
  graphqlUrl: string,
  kase: CrudCase,
  kind: 'create' | 'update',
  token: string | undefined,
  variables: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<MutationOutcome> {
  const answer = await graphqlPost<Record<string, unknown>>(graphqlUrl, { token, query: kase.documents[kind], variables, headers });
  const data = answer.body.data?.[kase.fields[kind]] as Record<string, unknown> | null | undefined;
  const codes: string[] = [];
  const errorFields: string[] = [];
  for (const error of answer.body.errors ?? []) {
    codes.push(String(error.extensions?.code));
    for (const fieldError of (error.extensions?.fieldErrors ?? []) as Array<{ field: string }>) errorFields.push(fieldError.field);
  }
  let record = data ?? null;
  if (kase.payloads && data) {
    record = (data[kase.recordKey] as Record<string, unknown> | null) ?? null;
    for (const error of (data.errors ?? []) as Array<{ code: string; field?: string[] | null }>) {
      codes.push(error.code);
      if (error.field?.length) errorFields.push(error.field[error.field.length - 1]!);
    }
  }
  return { record: record as MutationOutcome['record'], codes, errorFields, answer };
}
