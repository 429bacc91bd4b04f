/**
 * The GraphQL documents the gateway tests send for Grades (schema.graphql), kept in one place so that
 * every test file asks for the same fields.
 */
/** Every field of `Grade`. */
export const GRADE_FIELDS = 'id name level description version createdAt updatedAt';

/** `grades(page, pageSize, search, sort)` with every page and grade field. */
export const GRADES_PAGE = /* GraphQL */ `
  query Grades($page: Int, $pageSize: Int, $search: String, $sort: GradeSort) {
    grades(page: $page, pageSize: $pageSize, search: $search, sort: $sort) {
      page pageSize total totalPages items { ${GRADE_FIELDS} }
    }
  }
`;

/** `allGrades`. */
export const ALL_GRADES = /* GraphQL */ `query AllGrades { allGrades { ${GRADE_FIELDS} } }`;

/** `grade(id)`. */
export const GRADE = /* GraphQL */ `query Grade($id: ID!) { grade(id: $id) { ${GRADE_FIELDS} } }`;

/** Every field of `UserError` (a payload's `errors`). */
export const USER_ERROR_FIELDS = 'errors { field message code reason }';

/** `createGrade(input)`, answering `GradePayload { grade, errors }`. */
export const CREATE_GRADE = /* GraphQL */ `
  mutation CreateGrade($input: GradeInput!) { createGrade(input: $input) { grade { ${GRADE_FIELDS} } ${USER_ERROR_FIELDS} } }
`;

/** `updateGrade(id, version, input)`, answering `GradePayload { grade, errors }`. */
export const UPDATE_GRADE = /* GraphQL */ `
  mutation UpdateGrade($id: ID!, $version: Int!, $input: GradeUpdateInput!) {
    updateGrade(id: $id, version: $version, input: $input) { grade { ${GRADE_FIELDS} } ${USER_ERROR_FIELDS} }
  }
`;

/** `deleteGrade(id)`, answering `DeletePayload { deletedId, errors }`. */
export const DELETE_GRADE = /* GraphQL */ `mutation DeleteGrade($id: ID!) { deleteGrade(id: $id) { deletedId ${USER_ERROR_FIELDS} } }`;

/** A grade as the tests read it back. */
export interface GradeResult {
  id: string;
  name: string;
  level: number | null;
  description: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** One entry of a payload's `errors` as the tests read it back. */
export interface UserErrorResult {
  field: string[] | null;
  message: string;
  code: string;
  reason: string | null;
}

/** A record payload (`GradePayload`) as the tests read it back, keyed by its record field. */
export type PayloadResult<TField extends string, TRecord> = { [K in TField]: TRecord | null } & { errors: UserErrorResult[] };

/** `DeletePayload` as the tests read it back. */
export interface DeleteResult {
  deletedId: string | null;
  errors: UserErrorResult[];
}

/** A page of grades as the tests read it back. */
export interface GradePageResult {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  items: GradeResult[];
}
