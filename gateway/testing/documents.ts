/**
 * The GraphQL documents the gateway tests send beyond Grades (testing/grade-operations.ts), kept in one
 * place so that every test file asks for the same fields of schema.graphql.
 */

import { USER_ERROR_FIELDS } from './grade-operations';

/** Fields of `Company`. */
export const COMPANY_FIELDS = 'id name code address phone email version createdAt updatedAt';
/** Fields of `Employee` with every reference resolved to an object. */
export const EMPLOYEE_FIELDS = `id employeeNo employeeName email phone gender joinDate roles active gvr photo photoUrl version
  gradeId grade { id name } departmentId department { id name } positionId position { id name }
  salespersonCodeId salespersonCode { id code } companyIds companies { id code } reportsToId reportsTo { id employeeName }`;
/** Fields of `Iso` with its company and documents. */
export const ISO_FIELDS = `id name code description companyId company { id name } version
  documents { id fileName originalName mimeType size uploadedAt downloadUrl }`;

/** The selection of each master-data type in the CRUD tests, by GraphQL type name. */
export const SELECTIONS: Readonly<Record<string, string>> = {
  Grade: 'id name level description version',
  Company: COMPANY_FIELDS,
  Department: 'id name code headId head { id employeeName } version',
  Position: 'id name description departmentId department { id name } version',
  SalespersonCode: 'id code description active companyId company { id code } version',
  Iso: ISO_FIELDS,
  Portfolio: 'id name description active companyId company { id code } version',
  Employee: EMPLOYEE_FIELDS,
};

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

/** Builds {@link CrudDocuments} for `type` (plural given when not `type + "s"`), selecting {@link SELECTIONS}[type]. */
export function crudDocuments(type: string, plural = `${type}s`): CrudDocuments {
  const fields = SELECTIONS[type] ?? 'id';
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
  passwordResetLink: `query ResetLink($token: String!) { passwordResetLink(token: $token) { valid expiresAt message } }`,
  signOut: `mutation SignOut { signOut }`,
  notifications: `query { notifications { id title text icon color link readAt createdAt } }`,
  markNotificationRead: `mutation Read($id: ID!) { markNotificationRead(id: $id) { id readAt } }`,
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
