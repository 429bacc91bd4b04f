/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation Authenticate($email: String!, $password: String!) {\n  authenticate(email: $email, password: $password) {\n    token\n    id\n    employeeName\n    email\n    roles\n    gender\n    photo\n  }\n}": typeof types.AuthenticateDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ConfirmPasswordReset($token: String!, $password: String!) {\n  confirmPasswordReset(token: $token, password: $password)\n}": typeof types.RequestPasswordResetDocument,
    "query CompanyTotal {\n  companies(pageSize: 1) {\n    total\n  }\n}\n\nquery DepartmentTotal {\n  departments(pageSize: 1) {\n    total\n  }\n}\n\nquery ActiveEmployeeTotal {\n  employees(active: true, pageSize: 1) {\n    total\n  }\n}\n\nquery GradeTotal {\n  grades(pageSize: 1) {\n    total\n  }\n}\n\nquery GvrViewList($employeeId: ID!) {\n  gvrViewList(employeeId: $employeeId) {\n    id\n    employeeName\n  }\n}": typeof types.CompanyTotalDocument,
    "fragment GradeFields on Grade {\n  id\n  name\n  level\n  description\n  version\n  createdAt\n  updatedAt\n}\n\nquery Grades($page: Int, $pageSize: Int, $search: String, $sort: GradeSort) {\n  grades(page: $page, pageSize: $pageSize, search: $search, sort: $sort) {\n    items {\n      ...GradeFields\n    }\n    page\n    pageSize\n    total\n    totalPages\n  }\n}\n\nquery Grade($id: ID!) {\n  grade(id: $id) {\n    ...GradeFields\n  }\n}\n\nmutation CreateGrade($input: GradeInput!) {\n  createGrade(input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation UpdateGrade($id: ID!, $version: Int!, $input: GradeInput!) {\n  updateGrade(id: $id, version: $version, input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation DeleteGrade($id: ID!) {\n  deleteGrade(id: $id)\n}": typeof types.GradeFieldsFragmentDoc,
    "query LayoutEmployee($id: ID!) {\n  employee(id: $id) {\n    id\n    employeeName\n    gender\n    photo\n  }\n}": typeof types.LayoutEmployeeDocument,
    "query Notifications {\n  notifications {\n    id\n    title\n    text\n    icon\n    color\n    link\n    readAt\n    createdAt\n  }\n}\n\nmutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    readAt\n  }\n}": typeof types.NotificationsDocument,
    "query ProfileEmployee($id: ID!) {\n  employee(id: $id) {\n    id\n    employeeNo\n    employeeName\n    email\n    phone\n    gender\n    joinDate\n    photo\n    roles\n    active\n    gvr\n    grade {\n      name\n    }\n    department {\n      name\n    }\n    position {\n      name\n    }\n    companies {\n      name\n    }\n    reportsTo {\n      employeeName\n    }\n    version\n  }\n}\n\nmutation ChangeEmployeePassword($id: ID!, $currentPassword: String, $password: String!) {\n  changeEmployeePassword(\n    id: $id\n    currentPassword: $currentPassword\n    password: $password\n  )\n}\n\nmutation UploadEmployeePhoto($id: ID!, $image: Upload!) {\n  uploadEmployeePhoto(id: $id, image: $image) {\n    id\n    photo\n    version\n  }\n}": typeof types.ProfileEmployeeDocument,
};
const documents: Documents = {
    "mutation Authenticate($email: String!, $password: String!) {\n  authenticate(email: $email, password: $password) {\n    token\n    id\n    employeeName\n    email\n    roles\n    gender\n    photo\n  }\n}": types.AuthenticateDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ConfirmPasswordReset($token: String!, $password: String!) {\n  confirmPasswordReset(token: $token, password: $password)\n}": types.RequestPasswordResetDocument,
    "query CompanyTotal {\n  companies(pageSize: 1) {\n    total\n  }\n}\n\nquery DepartmentTotal {\n  departments(pageSize: 1) {\n    total\n  }\n}\n\nquery ActiveEmployeeTotal {\n  employees(active: true, pageSize: 1) {\n    total\n  }\n}\n\nquery GradeTotal {\n  grades(pageSize: 1) {\n    total\n  }\n}\n\nquery GvrViewList($employeeId: ID!) {\n  gvrViewList(employeeId: $employeeId) {\n    id\n    employeeName\n  }\n}": types.CompanyTotalDocument,
    "fragment GradeFields on Grade {\n  id\n  name\n  level\n  description\n  version\n  createdAt\n  updatedAt\n}\n\nquery Grades($page: Int, $pageSize: Int, $search: String, $sort: GradeSort) {\n  grades(page: $page, pageSize: $pageSize, search: $search, sort: $sort) {\n    items {\n      ...GradeFields\n    }\n    page\n    pageSize\n    total\n    totalPages\n  }\n}\n\nquery Grade($id: ID!) {\n  grade(id: $id) {\n    ...GradeFields\n  }\n}\n\nmutation CreateGrade($input: GradeInput!) {\n  createGrade(input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation UpdateGrade($id: ID!, $version: Int!, $input: GradeInput!) {\n  updateGrade(id: $id, version: $version, input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation DeleteGrade($id: ID!) {\n  deleteGrade(id: $id)\n}": types.GradeFieldsFragmentDoc,
    "query LayoutEmployee($id: ID!) {\n  employee(id: $id) {\n    id\n    employeeName\n    gender\n    photo\n  }\n}": types.LayoutEmployeeDocument,
    "query Notifications {\n  notifications {\n    id\n    title\n    text\n    icon\n    color\n    link\n    readAt\n    createdAt\n  }\n}\n\nmutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    readAt\n  }\n}": types.NotificationsDocument,
    "query ProfileEmployee($id: ID!) {\n  employee(id: $id) {\n    id\n    employeeNo\n    employeeName\n    email\n    phone\n    gender\n    joinDate\n    photo\n    roles\n    active\n    gvr\n    grade {\n      name\n    }\n    department {\n      name\n    }\n    position {\n      name\n    }\n    companies {\n      name\n    }\n    reportsTo {\n      employeeName\n    }\n    version\n  }\n}\n\nmutation ChangeEmployeePassword($id: ID!, $currentPassword: String, $password: String!) {\n  changeEmployeePassword(\n    id: $id\n    currentPassword: $currentPassword\n    password: $password\n  )\n}\n\nmutation UploadEmployeePhoto($id: ID!, $image: Upload!) {\n  uploadEmployeePhoto(id: $id, image: $image) {\n    id\n    photo\n    version\n  }\n}": types.ProfileEmployeeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Authenticate($email: String!, $password: String!) {\n  authenticate(email: $email, password: $password) {\n    token\n    id\n    employeeName\n    email\n    roles\n    gender\n    photo\n  }\n}"): (typeof documents)["mutation Authenticate($email: String!, $password: String!) {\n  authenticate(email: $email, password: $password) {\n    token\n    id\n    employeeName\n    email\n    roles\n    gender\n    photo\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ConfirmPasswordReset($token: String!, $password: String!) {\n  confirmPasswordReset(token: $token, password: $password)\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ConfirmPasswordReset($token: String!, $password: String!) {\n  confirmPasswordReset(token: $token, password: $password)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanyTotal {\n  companies(pageSize: 1) {\n    total\n  }\n}\n\nquery DepartmentTotal {\n  departments(pageSize: 1) {\n    total\n  }\n}\n\nquery ActiveEmployeeTotal {\n  employees(active: true, pageSize: 1) {\n    total\n  }\n}\n\nquery GradeTotal {\n  grades(pageSize: 1) {\n    total\n  }\n}\n\nquery GvrViewList($employeeId: ID!) {\n  gvrViewList(employeeId: $employeeId) {\n    id\n    employeeName\n  }\n}"): (typeof documents)["query CompanyTotal {\n  companies(pageSize: 1) {\n    total\n  }\n}\n\nquery DepartmentTotal {\n  departments(pageSize: 1) {\n    total\n  }\n}\n\nquery ActiveEmployeeTotal {\n  employees(active: true, pageSize: 1) {\n    total\n  }\n}\n\nquery GradeTotal {\n  grades(pageSize: 1) {\n    total\n  }\n}\n\nquery GvrViewList($employeeId: ID!) {\n  gvrViewList(employeeId: $employeeId) {\n    id\n    employeeName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GradeFields on Grade {\n  id\n  name\n  level\n  description\n  version\n  createdAt\n  updatedAt\n}\n\nquery Grades($page: Int, $pageSize: Int, $search: String, $sort: GradeSort) {\n  grades(page: $page, pageSize: $pageSize, search: $search, sort: $sort) {\n    items {\n      ...GradeFields\n    }\n    page\n    pageSize\n    total\n    totalPages\n  }\n}\n\nquery Grade($id: ID!) {\n  grade(id: $id) {\n    ...GradeFields\n  }\n}\n\nmutation CreateGrade($input: GradeInput!) {\n  createGrade(input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation UpdateGrade($id: ID!, $version: Int!, $input: GradeInput!) {\n  updateGrade(id: $id, version: $version, input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation DeleteGrade($id: ID!) {\n  deleteGrade(id: $id)\n}"): (typeof documents)["fragment GradeFields on Grade {\n  id\n  name\n  level\n  description\n  version\n  createdAt\n  updatedAt\n}\n\nquery Grades($page: Int, $pageSize: Int, $search: String, $sort: GradeSort) {\n  grades(page: $page, pageSize: $pageSize, search: $search, sort: $sort) {\n    items {\n      ...GradeFields\n    }\n    page\n    pageSize\n    total\n    totalPages\n  }\n}\n\nquery Grade($id: ID!) {\n  grade(id: $id) {\n    ...GradeFields\n  }\n}\n\nmutation CreateGrade($input: GradeInput!) {\n  createGrade(input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation UpdateGrade($id: ID!, $version: Int!, $input: GradeInput!) {\n  updateGrade(id: $id, version: $version, input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation DeleteGrade($id: ID!) {\n  deleteGrade(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LayoutEmployee($id: ID!) {\n  employee(id: $id) {\n    id\n    employeeName\n    gender\n    photo\n  }\n}"): (typeof documents)["query LayoutEmployee($id: ID!) {\n  employee(id: $id) {\n    id\n    employeeName\n    gender\n    photo\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Notifications {\n  notifications {\n    id\n    title\n    text\n    icon\n    color\n    link\n    readAt\n    createdAt\n  }\n}\n\nmutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    readAt\n  }\n}"): (typeof documents)["query Notifications {\n  notifications {\n    id\n    title\n    text\n    icon\n    color\n    link\n    readAt\n    createdAt\n  }\n}\n\nmutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    readAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileEmployee($id: ID!) {\n  employee(id: $id) {\n    id\n    employeeNo\n    employeeName\n    email\n    phone\n    gender\n    joinDate\n    photo\n    roles\n    active\n    gvr\n    grade {\n      name\n    }\n    department {\n      name\n    }\n    position {\n      name\n    }\n    companies {\n      name\n    }\n    reportsTo {\n      employeeName\n    }\n    version\n  }\n}\n\nmutation ChangeEmployeePassword($id: ID!, $currentPassword: String, $password: String!) {\n  changeEmployeePassword(\n    id: $id\n    currentPassword: $currentPassword\n    password: $password\n  )\n}\n\nmutation UploadEmployeePhoto($id: ID!, $image: Upload!) {\n  uploadEmployeePhoto(id: $id, image: $image) {\n    id\n    photo\n    version\n  }\n}"): (typeof documents)["query ProfileEmployee($id: ID!) {\n  employee(id: $id) {\n    id\n    employeeNo\n    employeeName\n    email\n    phone\n    gender\n    joinDate\n    photo\n    roles\n    active\n    gvr\n    grade {\n      name\n    }\n    department {\n      name\n    }\n    position {\n      name\n    }\n    companies {\n      name\n    }\n    reportsTo {\n      employeeName\n    }\n    version\n  }\n}\n\nmutation ChangeEmployeePassword($id: ID!, $currentPassword: String, $password: String!) {\n  changeEmployeePassword(\n    id: $id\n    currentPassword: $currentPassword\n    password: $password\n  )\n}\n\nmutation UploadEmployeePhoto($id: ID!, $image: Upload!) {\n  uploadEmployeePhoto(id: $id, image: $image) {\n    id\n    photo\n    version\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;