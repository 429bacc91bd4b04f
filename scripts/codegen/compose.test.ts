import { readFileSync } from 'node:fs';
import { type GraphQLField, type GraphQLObjectType, type GraphQLSchema, buildSchema, isEnumType, isInputObjectType, isNonNullType, isObjectType } from 'graphql';
import { RESOURCE_CATALOGUE, type ResourceContract, constantCase, resourceGraphqlNames } from '../../contract/resources';
import { DASHBOARD_KINDS } from '../../contract/workflows';
import { GRAPHQL_ROLES, ROLES } from '../../contract/roles';
import { authRolesUses, authRolesWithoutPermission } from './auth-roles';
import { type SchemaModule, composeSchema, readSchemaModules } from './compose';
import { SCHEMA_FILE } from './paths';

/** A minimal schema/base for test-only catalogues. */
const BASE: SchemaModule[] = [
  {
    path: 'base/schema.graphql',
    source: `"Test contract." schema { query: Query mutation: Mutation }
      type Query
      type Mutation
      directive @auth(roles: [Role!], orSelf: String) on FIELD_DEFINITION
      scalar DateTime
      enum Role { EMPLOYEE HOD FINANCE GVR ADMIN PRODUCT }
      enum SortDirection { ASC DESC }
      enum ErrorCode { BAD_USER_INPUT CONFLICT NOT_FOUND }
      enum ConflictReason { STALE_VERSION DUPLICATE REFERENCED }
      type UserError { field: [String!] message: String! code: ErrorCode! reason: ConflictReason }
      type DeletePayload { deletedId: ID errors: [UserError!]! }
      type ReorderPayload { ids: [ID!] errors: [UserError!]! }`,
  },
];

/** A test-only catalogue: one single-record resource and one ordered list resource (plan §5). */
const TEST_CATALOGUE: ResourceContract[] = [
  {
    name: 'gvrSettings',
    typeName: 'GvrSettings',
    fields: {},
    singular: 'GVR settings record',
    plural: 'GVR settings records',
    title: 'GVR settings',
    kind: 'single',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: {},
    defaultSort: { field: 'name', direction: 'ASC' },
    searchIn: 'nothing',
  },
  {
    name: 'gvrSections',
    typeName: 'GvrSection',
    fields: {},
    singular: 'GVR section',
    plural: 'GVR sections',
    title: 'GVR sections',
    ordered: true,
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { position: 'By their set order.', name: 'By name.' },
    defaultSort: { field: 'position', direction: 'ASC' },
    searchIn: 'the name',
    filters: { active: { rest: 'active', type: 'Boolean', description: 'Only active ones.' } },
  },
];

const TEST_MODULES: SchemaModule[] = [
  ...BASE,
  {
    path: 'setup/gvrSettings.graphql',
    source: `"Settings." type GvrSettings { id: ID! reminderDays: Int! note: String version: Int! }
      "Input." input GvrSettingsInput { "Days, 1 to 30; 7 when omitted." reminderDays: Int! = 7 note: String }`,
  },
  {
    path: 'setup/gvrSections.graphql',
    source: `"A section." type GvrSection { name: String! active: Boolean! }
      "Input." input GvrSectionInput { "Name." name: String! "Whether in use; true when omitted." active: Boolean = true }
      extend type Query { "Hand-written." sectionCount: Int! @auth(roles: [GVR, ADMIN]) }`,
  },
];

function field(schema: GraphQLSchema, root: 'Query' | 'Mutation', name: string): GraphQLField<unknown, unknown> {
  const type = schema.getType(root) as GraphQLObjectType;
  const found = type.getFields()[name];
  if (!found) throw new Error(`${root}.${name} is missing`);
  return found;
}

function signature(schema: GraphQLSchema, root: 'Query' | 'Mutation', name: string): string {
  const found = field(schema, root, name);
  const args = found.args.map((arg) => `${arg.name}: ${String(arg.type)}${arg.defaultValue === undefined ? '' : ` = ${JSON.stringify(arg.defaultValue)}`}`);
  return `${name}${args.length > 0 ? `(${args.join(', ')})` : ''}: ${String(found.type)}`;
}

describe('composed schema (plan §2, docs/graphql-grammar.md)', () => {
  const sdl = composeSchema(readSchemaModules(), RESOURCE_CATALOGUE);
  const schema = buildSchema(sdl);

  it('is the committed schema.graphql (run `npm run codegen` after changing schema/ or contract/)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(sdl);
  });

  it('writes the dashboard’s workflow kinds from contract/workflows.ts (`dashboard`), described by their plural and menu place', () => {
    const kinds = schema.getType('DashboardWorkflowKind');
    if (!isEnumType(kinds)) throw new Error('DashboardWorkflowKind is no enum');
    expect(kinds.getValues().map((value) => value.name)).toEqual(DASHBOARD_KINDS.map(constantCase));
    expect(kinds.getValues().map((value) => value.name)).toEqual(['EQUIPMENT_REQUISITIONS', 'EVENT_REQUISITIONS', 'CLAIMS']);
    expect(kinds.getValue('EQUIPMENT_REQUISITIONS')?.description).toBe('Equipment requisitions (Requisitions › Equipments requisition).');
  });

  it('keeps the top description', () => {
    expect(sdl).toMatch(/^# Generated[^\n]*\n"""\nBack Office GraphQL contract/);
  });

  it('derives the grammar of a list resource: page, sort, queries with today’s arguments and defaults, payload mutations', () => {
    expect(Object.keys((schema.getType('PositionPage') as GraphQLObjectType).getFields())).toEqual([
      'items',
      'page',
      'pageSize',
      'total',
      'totalIsExact',
      'totalPages',
      'hasNextPage',
    ]);
    const sortField = schema.getType('PositionSortField');
    expect(isEnumType(sortField) && sortField.getValues().map((value) => value.name)).toEqual(['NAME', 'CREATED_AT', 'UPDATED_AT']);
    expect(signature(schema, 'Query', 'positions')).toBe('positions(page: Int = 1, pageSize: Int = 10, search: String, sort: PositionSort, departmentId: ID): PositionPage!');
    expect(signature(schema, 'Query', 'allPositions')).toBe('allPositions: [Position!]!');
    expect(signature(schema, 'Query', 'position')).toBe('position(id: ID!): Position');
    expect(signature(schema, 'Mutation', 'createPosition')).toBe('createPosition(input: PositionInput!): PositionPayload');
    expect(signature(schema, 'Mutation', 'updatePosition')).toBe('updatePosition(id: ID!, version: Int!, input: PositionUpdateInput!): PositionPayload');
    expect(signature(schema, 'Mutation', 'deletePosition')).toBe('deletePosition(id: ID!): DeletePayload');
    expect(Object.keys((schema.getType('PositionPayload') as GraphQLObjectType).getFields())).toEqual(['position', 'errors']);
    expect(schema.getType('ReorderPositions')).toBeUndefined();
    expect(field(schema, 'Query', 'positions').astNode?.directives?.map((directive) => directive.name.value)).toEqual(['auth']);
  });

  it('keeps filters, and employees’ register input, name and self-read', () => {
    expect(signature(schema, 'Query', 'employees')).toBe(
      'employees(page: Int = 1, pageSize: Int = 10, search: String, sort: EmployeeSort, active: Boolean, gvr: Boolean, departmentId: ID): EmployeePage!',
    );
    expect(signature(schema, 'Mutation', 'registerEmployee')).toBe('registerEmployee(input: EmployeeRegisterInput!): EmployeePayload');
    expect(signature(schema, 'Mutation', 'deleteEmployee')).toBe('deleteEmployee(id: ID!): DeletePayload');
    expect(sdl).toContain('employee(\n    "The employee\'s id."\n    id: ID!\n  ): Employee @auth(roles: [GVR, ADMIN], orSelf: "id")');
    expect(() => field(schema, 'Mutation', 'createEmployee')).toThrow();
  });

  it('derives every XUpdateInput from XInput: the same fields, all nullable, no defaults', () => {
    for (const resource of RESOURCE_CATALOGUE) {
      const names = resourceGraphqlNames(resource);
      const input = schema.getType(names.input);
      const update = schema.getType(names.updateInput);
      if (!isInputObjectType(input) || !isInputObjectType(update)) throw new Error(`${resource.name}: input types missing`);
      expect(Object.keys(update.getFields())).toEqual(Object.keys(input.getFields()));
      for (const inputField of Object.values(update.getFields())) {
        expect(isNonNullType(inputField.type)).toBe(false);
        expect(inputField.defaultValue).toBeUndefined();
        expect(inputField.description ?? '').not.toMatch(/when omitted/);
      }
    }
  });

  it('appends "Allowed roles: …" to every field restricted by roles, hand-written ones too', () => {
    const uses = authRolesUses(sdl);
    expect(uses.map((use) => use.field)).toEqual(expect.arrayContaining(['Query.gvrViewList', 'Mutation.uploadIsoDocuments', 'Mutation.createGrade']));
    for (const use of uses) {
      const [root, name] = use.field.split('.') as ['Query' | 'Mutation', string];
      expect(field(schema, root, name).description).toContain(`Allowed roles: ${use.roles.join(', ')}.`);
    }
    expect(field(schema, 'Query', 'grades').description).not.toContain('Allowed roles');
  });

  it('spells the Role enum as contract/roles.ts does, in its order', () => {
    const role = schema.getType('Role');
    expect(isEnumType(role) && role.getValues().map((value) => value.name)).toEqual(ROLES.map((name) => GRAPHQL_ROLES[name]));
  });

  it('uses only roles lists of PERMISSIONS entries', () => {
    expect(authRolesWithoutPermission(sdl)).toEqual([]);
  });

  it('declares the shared error types and scalars', () => {
    for (const name of ['UserError', 'ErrorCode', 'ConflictReason', 'DeletePayload', 'ReorderPayload', 'Decimal', 'DateRange', 'DateRangeInput']) {
      expect(schema.getType(name)).toBeDefined();
    }
    expect(isObjectType(schema.getType('UserError')) && Object.keys((schema.getType('UserError') as GraphQLObjectType).getFields())).toEqual([
      'field',
      'message',
      'code',
      'reason',
    ]);
  });
});

describe('composer on a test-only catalogue', () => {
  const sdl = composeSchema(TEST_MODULES, TEST_CATALOGUE);
  const schema = buildSchema(sdl);

  it('derives a single-record resource: get and update only, without id', () => {
    expect(signature(schema, 'Query', 'gvrSettings')).toBe('gvrSettings: GvrSettings');
    expect(signature(schema, 'Mutation', 'updateGvrSettings')).toBe('updateGvrSettings(version: Int!, input: GvrSettingsUpdateInput!): GvrSettingsPayload');
    for (const absent of ['GvrSettingsPage', 'GvrSettingsSort', 'GvrSettingsSortField']) expect(schema.getType(absent)).toBeUndefined();
    expect(() => field(schema, 'Mutation', 'createGvrSettings')).toThrow();
    expect(() => field(schema, 'Mutation', 'deleteGvrSettings')).toThrow();
    const update = schema.getType('GvrSettingsUpdateInput');
    if (!isInputObjectType(update)) throw new Error('GvrSettingsUpdateInput missing');
    expect(String(update.getFields().reminderDays?.type)).toBe('Int');
    expect(update.getFields().reminderDays?.defaultValue).toBeUndefined();
    expect(update.getFields().reminderDays?.description).toBe('Days, 1 to 30. Cannot be cleared: null is refused.');
  });

  it('adds the record fields a catalogue type leaves out (id first; version, createdAt, updatedAt last) and keeps those it declares', () => {
    const section = schema.getType('GvrSection') as GraphQLObjectType;
    expect(Object.keys(section.getFields())).toEqual(['id', 'name', 'active', 'version', 'createdAt', 'updatedAt']);
    expect(section.getFields().version?.description).toBe('Version of the record; pass it back to `updateGvrSection`.');
    const settings = schema.getType('GvrSettings') as GraphQLObjectType;
    expect(Object.keys(settings.getFields())).toEqual(['id', 'reminderDays', 'note', 'version', 'createdAt', 'updatedAt']);
  });

  it('derives an ordered list resource: a reorder mutation, filters as arguments, sort from the catalogue', () => {
    expect(signature(schema, 'Mutation', 'reorderGvrSections')).toBe('reorderGvrSections(ids: [ID!]!): ReorderPayload');
    expect(signature(schema, 'Query', 'gvrSections')).toBe(
      'gvrSections(page: Int = 1, pageSize: Int = 10, search: String, sort: GvrSectionSort, active: Boolean): GvrSectionPage!',
    );
    const sortField = schema.getType('GvrSectionSortField');
    expect(isEnumType(sortField) && sortField.getValues().map((value) => value.name)).toEqual(['POSITION', 'NAME']);
    expect(field(schema, 'Mutation', 'reorderGvrSections').description).toMatch(/Allowed roles: GVR, ADMIN\.$/);
  });

  it('keeps hand-written root fields and gives them their roles sentence', () => {
    expect(field(schema, 'Query', 'sectionCount').description).toBe('Hand-written. Allowed roles: GVR, ADMIN.');
  });

  it('writes @auth(permission:) in a module as the permission’s roles, or plain @auth when every role holds it', () => {
    const modules = [
      ...TEST_MODULES,
      {
        path: 'extra/extra.graphql',
        source: 'extend type Query { a: Int @auth(permission: "manageEmployees", orSelf: "id") b: Int @auth(permission: "ownAccount") }',
      },
    ];
    const composed = composeSchema(modules, TEST_CATALOGUE);
    expect(composed).toContain('a: Int @auth(roles: [GVR, ADMIN], orSelf: "id")');
    expect(composed).toMatch(/\n {2}b: Int @auth\n/);
  });

  it('refuses an unknown permission, a resource without a module, and a module without XInput', () => {
    const unknownPermission = [...TEST_MODULES, { path: 'extra/x.graphql', source: 'extend type Query { a: Int @auth(permission: "nope") }' }];
    expect(() => composeSchema(unknownPermission, TEST_CATALOGUE)).toThrow(/PERMISSIONS/);
    expect(() => composeSchema(BASE, TEST_CATALOGUE)).toThrow(/no schema module/);
    const noInput = TEST_MODULES.map((module) => (module.path === 'setup/gvrSections.graphql' ? { ...module, source: 'type GvrSection { id: ID! }' } : module));
    expect(() => composeSchema(noInput, TEST_CATALOGUE)).toThrow(/GvrSectionInput/);
  });
});

describe('a catalogue entry without a schema module (its description and inputDescription)', () => {
  const FIELDS: ResourceContract['fields'] = {
    title: { kind: 'text', required: true, nonNull: true, description: 'Title.', inputDescription: 'Title, required.' },
  };
  const described = TEST_CATALOGUE.map((resource) =>
    resource.name === 'gvrSections' ? { ...resource, fields: FIELDS, description: "A section of a report's layout.", inputDescription: 'Input.' } : resource,
  );
  const withModule = TEST_MODULES.map((module) =>
    module.path === 'setup/gvrSections.graphql' ? { ...module, source: `"A section of a report's layout." type GvrSection\n"Input." input GvrSectionInput` } : module,
  );

  it('composes the same SDL as a module holding only those descriptions would', () => {
    const withoutModule = withModule.filter((module) => module.path !== 'setup/gvrSections.graphql');
    const composed = composeSchema(withoutModule, described);
    expect(composed).toBe(composeSchema(withModule, described));
    expect(composed).toContain(`"A section of a report's layout."\ntype GvrSection {`);
    expect(composed).toContain('"Title, required."\n  title: String!');
  });

  it('keeps a module when there is one (its descriptions win)', () => {
    const composed = composeSchema(TEST_MODULES, described);
    expect(composed).toContain('"A section."\ntype GvrSection {');
    expect(composed).toContain('sectionCount: Int!');
  });
});

describe('permission drift check', () => {
  it('fails on an @auth roles list that matches no PERMISSIONS entry', () => {
    const sdl = 'type Query { a: Int @auth(roles: [GVR, ADMIN]) b: Int @auth(roles: [HOD, ADMIN]) c: Int @auth }';
    expect(authRolesWithoutPermission(sdl)).toEqual([{ field: 'Query.b', roles: ['HOD', 'ADMIN'] }]);
  });
});
