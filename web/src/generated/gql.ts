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
    "fragment GradeFields on Grade {\n  id\n  name\n  level\n  description\n  version\n  createdAt\n  updatedAt\n}\n\nquery Grades($page: Int, $pageSize: Int, $search: String, $sort: GradeSort) {\n  grades(page: $page, pageSize: $pageSize, search: $search, sort: $sort) {\n    items {\n      ...GradeFields\n    }\n    page\n    pageSize\n    total\n    totalPages\n  }\n}\n\nquery Grade($id: ID!) {\n  grade(id: $id) {\n    ...GradeFields\n  }\n}\n\nmutation CreateGrade($input: GradeInput!) {\n  createGrade(input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation UpdateGrade($id: ID!, $version: Int!, $input: GradeInput!) {\n  updateGrade(id: $id, version: $version, input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation DeleteGrade($id: ID!) {\n  deleteGrade(id: $id)\n}": typeof types.GradeFieldsFragmentDoc,
};
const documents: Documents = {
    "mutation Authenticate($email: String!, $password: String!) {\n  authenticate(email: $email, password: $password) {\n    token\n    id\n    employeeName\n    email\n    roles\n    gender\n    photo\n  }\n}": types.AuthenticateDocument,
    "fragment GradeFields on Grade {\n  id\n  name\n  level\n  description\n  version\n  createdAt\n  updatedAt\n}\n\nquery Grades($page: Int, $pageSize: Int, $search: String, $sort: GradeSort) {\n  grades(page: $page, pageSize: $pageSize, search: $search, sort: $sort) {\n    items {\n      ...GradeFields\n    }\n    page\n    pageSize\n    total\n    totalPages\n  }\n}\n\nquery Grade($id: ID!) {\n  grade(id: $id) {\n    ...GradeFields\n  }\n}\n\nmutation CreateGrade($input: GradeInput!) {\n  createGrade(input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation UpdateGrade($id: ID!, $version: Int!, $input: GradeInput!) {\n  updateGrade(id: $id, version: $version, input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation DeleteGrade($id: ID!) {\n  deleteGrade(id: $id)\n}": types.GradeFieldsFragmentDoc,
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
export function graphql(source: "fragment GradeFields on Grade {\n  id\n  name\n  level\n  description\n  version\n  createdAt\n  updatedAt\n}\n\nquery Grades($page: Int, $pageSize: Int, $search: String, $sort: GradeSort) {\n  grades(page: $page, pageSize: $pageSize, search: $search, sort: $sort) {\n    items {\n      ...GradeFields\n    }\n    page\n    pageSize\n    total\n    totalPages\n  }\n}\n\nquery Grade($id: ID!) {\n  grade(id: $id) {\n    ...GradeFields\n  }\n}\n\nmutation CreateGrade($input: GradeInput!) {\n  createGrade(input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation UpdateGrade($id: ID!, $version: Int!, $input: GradeInput!) {\n  updateGrade(id: $id, version: $version, input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation DeleteGrade($id: ID!) {\n  deleteGrade(id: $id)\n}"): (typeof documents)["fragment GradeFields on Grade {\n  id\n  name\n  level\n  description\n  version\n  createdAt\n  updatedAt\n}\n\nquery Grades($page: Int, $pageSize: Int, $search: String, $sort: GradeSort) {\n  grades(page: $page, pageSize: $pageSize, search: $search, sort: $sort) {\n    items {\n      ...GradeFields\n    }\n    page\n    pageSize\n    total\n    totalPages\n  }\n}\n\nquery Grade($id: ID!) {\n  grade(id: $id) {\n    ...GradeFields\n  }\n}\n\nmutation CreateGrade($input: GradeInput!) {\n  createGrade(input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation UpdateGrade($id: ID!, $version: Int!, $input: GradeInput!) {\n  updateGrade(id: $id, version: $version, input: $input) {\n    ...GradeFields\n  }\n}\n\nmutation DeleteGrade($id: ID!) {\n  deleteGrade(id: $id)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;