/**
 * The GraphQL documents the gateway tests send beyond Grades (testing/grade-operations.ts), kept in one
 * place so that every test file asks for the same fields of schema.graphql; what they select of a type
 * is derived from schema.graphql ({@link fieldsOf}).
 */

import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isLeafType, isNonNullType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { SCHEMA_PATH } from '../src/schema';
import { USER_ERROR_FIELDS } from './grade-operations';

let contract: GraphQLSchema | undefined;

/**
 * The selection of every field of object type `typeName` in schema.graphql (DESIGN §3), as
 * {@link selectionOf} makes it: its scalar and enum fields, its references with theirs
 * (`department { id name code headId head { id } version … }`), deeper objects as `{ id }`. Derived, so
 * that a field added to the contract is asked for without an edit here. Throws when schema.graphql has
 * no object type of that name.
 */
export function fieldsOf(typeName: string): string {
  contract ??= buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
  const type = contract.getType(typeName);
  if (!isObjectType(type)) throw new Error(`schema.graphql has no object type ${typeName}`);
  return selectionOf(type);
}

/**
 * Every field of `type` that takes no required argument: leaves by name, object fields with their own
 * selection down to `depth` levels, below that `{ id }` (an object without an id is left out), e.g.
 * `id name departmentId department { id name code headId head { id } version }` at depth 1.
 */
export function selectionOf(type: GraphQLObjectType, depth = 1): string {
  return Object.values(type.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => {
      const named = getNamedType(field.type);
      if (isLeafType(named)) return field.name;
      if (depth > 0 && isObjectType(named)) return `${field.name} { ${selectionOf(named, depth - 1)} }`;
      return isObjectType(named) && 'id' in named.getFields() ? `${field.name} { id }` : '';
    })
    .filter(Boolean)
    .join(' ');
}

/** Fields of `Company`. */
export const COMPANY_FIELDS = fieldsOf('Company');
/** Fields of `Employee` with every reference resolved to an object. */
export const EMPLOYEE_FIELDS = fieldsOf('Employee');
/** Fields of `Iso` with its company and documents. */
export const ISO_FIELDS = fieldsOf('Iso');

/**
 * The six CRUD documents of a master-data type, named by the DESIGN §3 convention (`Company`/`Companies`);
 * mutations answer their payload (`createCompany { company { … } errors { … } }`, `deleteCompany { deletedId errors { … } }`).
 */
export interface CrudDocuments {
  list: string;
  all: string;
  get: string;
  create: string;
  update: string;
  remove: string;
}

/** Builds {@link CrudDocuments} for `type` (plural given when not `type + "s"`), selecting {@link fieldsOf}(type). */
export function crudDocuments(type: string, plural = `${type}s`): CrudDocuments {
  const fields = fieldsOf(type);
  const lower = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);
  return {
    list: `query List($page: Int, $pageSize: Int, $search: String) { ${lower(plural)}(page: $page, pageSize: $pageSize, search: $search) { page pageSize total totalPages items { ${fields} } } }`,
    all: `query All { all${plural} { ${fields} } }`,
    get: `query Get($id: ID!) { ${lower(type)}(id: $id) { ${fields} } }`,
    create: `mutation Create($input: ${type}Input!) { create${type}(input: $input) { ${lower(type)} { ${fields} } ${USER_ERROR_FIELDS} } }`,
    update: `mutation Update($id: ID!, $version: Int!, $input: ${type}UpdateInput!) { update${type}(id: $id, version: $version, input: $input) { ${lower(type)} { ${fields} } ${USER_ERROR_FIELDS} } }`,
    remove: `mutation Delete($id: ID!) { delete${type}(id: $id) { deletedId ${USER_ERROR_FIELDS} } }`,
  };
}

/** The employee documents (schema.graphql "Employees"). */
export const EMPLOYEE_DOCS = {
  page: `query Employees($page: Int, $pageSize: Int, $search: String, $active: Boolean, $gvr: Boolean, $departmentId: ID) {
    employees(page: $page, pageSize: $pageSize, search: $search, active: $active, gvr: $gvr, departmentId: $departmentId) {
      page pageSize total totalPages items { ${EMPLOYEE_FIELDS} } } }`,
  all: `query { allEmployees { ${EMPLOYEE_FIELDS} } }`,
  active: `query { activeEmployees { id employeeName active } }`,
  gvr: `query { gvrEmployees { id employeeName gvr } }`,
  viewList: `query ViewList($employeeId: ID!) { gvrViewList(employeeId: $employeeId) { id employeeName } }`,
  get: `query Employee($id: ID!) { employee(id: $id) { ${EMPLOYEE_FIELDS} } }`,
  companies: `query EmployeeCompanies($employeeId: ID!) { employeeCompanies(employeeId: $employeeId) { id code } }`,
  register: `mutation Register($input: EmployeeRegisterInput!) { registerEmployee(input: $input) { employee { ${EMPLOYEE_FIELDS} } ${USER_ERROR_FIELDS} } }`,
  update: `mutation Update($id: ID!, $version: Int!, $input: EmployeeUpdateInput!) { updateEmployee(id: $id, version: $version, input: $input) { employee { ${EMPLOYEE_FIELDS} } ${USER_ERROR_FIELDS} } }`,
  remove: `mutation Delete($id: ID!) { deleteEmployee(id: $id) { deletedId ${USER_ERROR_FIELDS} } }`,
  password: `mutation Password($id: ID!, $currentPassword: String, $password: String!) {
    changeEmployeePassword(id: $id, currentPassword: $currentPassword, password: $password) }`,
  photo: `mutation Photo($id: ID!, $image: Upload!) { uploadEmployeePhoto(id: $id, image: $image) { id photo photoUrl version } }`,
};

/** The ISO document, password-reset, sign-out and notification documents. */
export const OTHER_DOCS = {
  uploadIsoDocuments: `mutation Upload($isoId: ID!, $files: [Upload!]!) { uploadIsoDocuments(isoId: $isoId, files: $files) { ${ISO_FIELDS} } }`,
  deleteIsoDocument: `mutation DeleteDocument($id: ID!) { deleteIsoDocument(id: $id) { ${ISO_FIELDS} } }`,
  requestPasswordReset: `mutation Reset($email: String!) { requestPasswordReset(email: $email) }`,
  confirmPasswordReset: `mutation Confirm($token: String!, $password: String!) { confirmPasswordReset(token: $token, password: $password) }`,
  passwordResetLink: `query ResetLink($token: String!) { passwordResetLink(token: $token) { ${fieldsOf('PasswordResetLink')} } }`,
  signOut: `mutation SignOut { signOut }`,
  me: `query Me { me { id activeRole permissions { name } operations } }`,
  refreshToken: `mutation RefreshToken { refreshToken { token expiresAt } }`,
  notifications: `query { notifications { ${fieldsOf('Notification')} } }`,
  markNotificationRead: `mutation Read($id: ID!) { markNotificationRead(id: $id) { id readAt } }`,
  notificationPage: `query NotificationPage { notificationPage(page: 1, pageSize: 5) { items { ${fieldsOf('Notification')} } page pageSize total totalPages hasNextPage unread } }`,
  markAllNotificationsRead: `mutation ReadAll { markAllNotificationsRead }`,
};

/** A complete `EmployeeRegisterInput` whose unique fields derive from `tag`, with the given overrides. */
export function newEmployeeInput(tag: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    employeeNo: `T-${tag}`.slice(0, 20),
    employeeName: `Test Person ${tag}`,
    email: `${tag.toLowerCase().replace(/[^a-z0-9]/g, '')}@test.example.com`,
    phone: '+1 555 0199',
    gender: 'FEMALE',
    joinDate: '2024-01-08',
    companyIds: [],
    roles: ['EMPLOYEE'],
    active: true,
    gvr: false,
    password: 'Password1234',
    ...overrides,
  };
}
