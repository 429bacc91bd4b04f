import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { RESOURCE_CATALOGUE, hasFullList, type ResourceContract } from '../../contract/resources';
import { sampleValue } from '../../scripts/stack/graphql-samples';
import { ROOT } from '../config';
import type { GraphqlExchange } from './graphql';

/**
 * The CRUD resources as the suite writes them through the gateway, derived from the resource catalogue
 * (contract/resources.ts) and the published schema (schema.graphql, DESIGN §3): operation names, input
 * types, the fields a record reads back, and inputs generated from the input types. Adding a resource to
 * the catalogue adds it to the load and the fuzzer without a fixture.
 */
export interface WriteKind {
  /** GraphQL type name, e.g. `Grade`. */
  type: string;
  /** The catalogue entry. */
  contract: ResourceContract;
  /** Root fields: `createGrade`, `updateGrade`, `grade`, `grades` (the page). */
  create: string;
  update: string;
  get: string;
  list: string;
  /**
   * `deleteGrade`, `allGrades`; null for a workflow resource (docs/requisitions.md: requisitions are
   * never deleted and have no full list).
   */
  remove: string | null;
  /** `allGrades`; null for a resource without a full list (workflow resources, activities: contract `hasFullList`). */
  all: string | null;
  /** The payload field holding the record: `grade`. */
  payloadField: string;
  createInput: string;
  updateInput: string;
  /** Scalar fields selected on the record (with `id version`). */
  selection: string;
  /** Input fields that the record answers under the same name and value. */
  compared: string[];
  /** The create input's fields, for generating values. */
  createFields: readonly GraphQLInputField[];
  /** Fields an edit may change: scalar, not references, not write-only. */
  editable: readonly GraphQLInputField[];
  /**
   * Reference input fields (`departmentId`, `companyIds`, and inside a list of objects by path:
   * `items.equipmentId`) → the referenced type's name.
   */
  references: Readonly<Record<string, string>>;
}

/** Ids of existing records of each type (by GraphQL type name), for the references of generated inputs. */
export type SeedRefs = Record<string, string[]>;

let schemaCache: GraphQLSchema | undefined;

/** The published schema (schema.graphql at the repository root). */
export function publishedSchema(): GraphQLSchema {
  schemaCache ??= buildSchema(readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));
  return schemaCache;
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * Every list resource of the catalogue as a {@link WriteKind} (single-record resources are left out).
 * Workflow resources (requisitions) are in, without delete or full list; the load leaves their writes to
 * load/requisition-races.ts.
 */
export function writeKinds(schema = publishedSchema()): WriteKind[] {
  return (RESOURCE_CATALOGUE as readonly ResourceContract[]).filter((entry) => (entry.kind ?? 'list') === 'list').map((entry) => writeKind(schema, entry));
}

function writeKind(schema: GraphQLSchema, contract: ResourceContract): WriteKind {
  const type = contract.typeName;
  const plural = contract.pluralTypeName ?? `${type}s`;
  const create = contract.operationNames?.create ?? `create${type}`;
  const mutations = schema.getMutationType()?.getFields() ?? {};
  const createField = mutations[create];
  const updateField = mutations[`update${type}`];
  if (!createField || !updateField) throw new Error(`schema.graphql has no ${create} / update${type}`);
  const inputTypeName = (field: GraphQLField<unknown, unknown>) => {
    const input = field.args.find((arg) => arg.name === 'input');
    if (!input) throw new Error(`${field.name} takes no input`);
    return getNamedType(input.type).name;
  };
  const createInputType = schema.getType(inputTypeName(createField));
  const objectType = schema.getType(type);
  if (!isInputObjectType(createInputType) || !isObjectType(objectType)) throw new Error(`schema.graphql lacks ${type} or its input`);
  const outputFields = objectType.getFields();
  const createFields = Object.values(createInputType.getFields());
  const references: Record<string, string> = {};
  for (const field of createFields) {
    const target = referencedType(field.name, outputFields);
    if (target) references[field.name] = target;
    // References inside objects (an equipment requisition's items[].equipmentId → EquipmentRequisitionItem.equipment).
    const inputItem = getNamedType(field.type);
    const outputItem = outputFields[field.name] && getNamedType(outputFields[field.name]!.type);
    if (!isInputObjectType(inputItem) || !isObjectType(outputItem)) continue;
    for (const inner of Object.values(inputItem.getFields())) {
      const innerTarget = referencedType(inner.name, outputItem.getFields());
      if (innerTarget) references[`${field.name}.${inner.name}`] = innerTarget;
    }
  }
  const scalarOutput = Object.values(outputFields).filter((field) => isLeaf(field.type as GraphQLInputType));
  const compared = createFields.filter((field) => field.name in outputFields && isLeaf(field.type)).map((field) => field.name);
  return {
    type,
    contract,
    create,
    update: `update${type}`,
    get: lowerFirst(type),
    list: lowerFirst(plural),
    remove: contract.workflow ? null : `delete${type}`,
    all: hasFullList(contract) ? `all${plural}` : null,
    payloadField: lowerFirst(type),
    createInput: createInputType.name,
    updateInput: inputTypeName(updateField),
    selection: scalarOutput.map((field) => field.name).join(' '),
    compared,
    createFields,
    editable: createFields.filter((field) => compared.includes(field.name) && !references[field.name] && !isUniqueLike(field.name)),
    references,
  };
}

/** `departmentId` → `Department` when the record has `department: Department`; `companyIds` → `Company`. */
function referencedType(inputName: string, outputFields: Record<string, GraphQLField<unknown, unknown>>): string | undefined {
  const match = /^(.*?)(Id|Ids)$/.exec(inputName);
  if (!match) return undefined;
  const base = match[2] === 'Ids' ? [`${match[1]}s`, `${match[1]}ies`.replace(/yies$/, 'ies'), match[1]!.replace(/y$/, 'ies')] : [match[1]!];
  for (const name of base) {
    const field = outputFields[name];
    if (field && isObjectType(getNamedType(field.type))) return getNamedType(field.type).name;
  }
  return undefined;
}

function isLeaf(type: GraphQLInputType): boolean {
  const named = getNamedType(type);
  return isScalarType(named) || isEnumType(named);
}

/** Fields whose values must be unique or keep a format (codes, numbers, e-mail): an edit leaves them. */
function isUniqueLike(name: string): boolean {
  return /code$|No$|email|password|roles/i.test(name);
}

/**
 * A generated value for input field `field`: a reference picked from `refs`, any other field the
 * suites' one generator's value (scripts/stack/graphql-samples.ts: DESIGN §5 field kinds as the schema
 * types them) with texts tagged by the kind and `tag` (unique per run), chosen by `random`.
 */
export function fieldValue(kind: WriteKind, field: GraphQLInputField, tag: string, refs: SeedRefs, random: () => number): unknown {
  const pick = (type: string | undefined): string | null => {
    const ids = type ? (refs[type] ?? []) : [];
    return ids[Math.floor(random() * ids.length)] ?? null;
  };
  const referenced = kind.references[field.name];
  if (referenced) {
    const id = pick(referenced);
    if (!id) return isListType(stripNonNull(field.type)) ? [] : null;
    return isListType(stripNonNull(field.type)) ? [id] : id;
  }
  return sampleValue(field.type, field.name, { tag: `${kind.type} ${tag}`, random, description: field.description, idOf: (path) => pick(kind.references[path]) });
}

function stripNonNull(type: GraphQLInputType): GraphQLInputType {
  return isNonNullType(type) ? type.ofType : type;
}

/** A new record's input: every required field, every optional field that is not a reference. */
export function newInput(kind: WriteKind, tag: string, refs: SeedRefs, random: () => number): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of kind.createFields) {
    const required = isNonNullType(field.type);
    if (!required && (kind.references[field.name] || field.defaultValue !== undefined)) continue;
    input[field.name] = fieldValue(kind, field, tag, refs, random);
  }
  return input;
}

/** A partial update (DESIGN §3: updates change exactly the fields sent): one editable field with a new value. */
export function editInput(kind: WriteKind, tag: string, refs: SeedRefs, random: () => number): Record<string, unknown> {
  const field = kind.editable[Math.floor(random() * kind.editable.length)];
  return field ? { [field.name]: fieldValue(kind, field, tag, refs, random) } : {};
}

/** `mutation Create($input: XInput!) { createX(input: $input) { x { id version … } errors { … } } }`. */
export function createDocument(kind: WriteKind): string {
  return `mutation Create($input: ${kind.createInput}!) { ${kind.create}(input: $input) { ${kind.payloadField} { id version ${kind.selection} } errors { field message code reason } } }`;
}

/** The partial update mutation of `kind` (id, version, the fields to change). */
export function updateDocument(kind: WriteKind): string {
  return `mutation Update($id: ID!, $version: Int!, $input: ${kind.updateInput}!) { ${kind.update}(id: $id, version: $version, input: $input) { ${kind.payloadField} { id version ${kind.selection} } errors { field message code reason } } }`;
}

/** The delete mutation of `kind`; throws for a workflow resource, which has none. */
export function deleteDocument(kind: WriteKind): string {
  if (!kind.remove) throw new Error(`${kind.type} records are never deleted`);
  return `mutation Delete($id: ID!) { ${kind.remove}(id: $id) { deletedId errors { field message code reason } } }`;
}

/** The single-record query of `kind`. */
export function getDocument(kind: WriteKind): string {
  return `query Get($id: ID!) { ${kind.get}(id: $id) { id version ${kind.selection} } }`;
}

/** A mutation payload's user errors (`errors` of XPayload / DeletePayload), empty when none. */
export interface UserError {
  field?: string[] | null;
  message: string;
  code: string;
  reason?: string | null;
}

/**
 * The record a successful create/update answered (`data[field][payloadField]` with no GraphQL errors and
 * no user errors), or undefined.
 */
export function acknowledgedRecord(answer: GraphqlExchange, field: string, payloadField: string): Record<string, unknown> | undefined {
  const payload = payloadOf(answer, field);
  if (!payload || answer.errors.length > 0 || userErrors(payload).length > 0) return undefined;
  const record = payload[payloadField];
  return record && typeof record === 'object' ? (record as Record<string, unknown>) : undefined;
}

/** The payload object under `data[field]` of a 200 answer, or undefined. */
export function payloadOf(answer: GraphqlExchange, field: string): Record<string, unknown> | undefined {
  if (answer.status !== 200 || !answer.data) return undefined;
  const payload = answer.data[field];
  return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : undefined;
}

/** The user errors of a payload. */
export function userErrors(payload: Record<string, unknown> | undefined): UserError[] {
  return Array.isArray(payload?.errors) ? (payload.errors as UserError[]) : [];
}

/** The object type of a root query field's items, e.g. `Grade` for `grades`. */
export function objectTypeOf(schema: GraphQLSchema, name: string): GraphQLObjectType | undefined {
  const type = schema.getType(name);
  return isObjectType(type) ? type : undefined;
}
