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

/** `createGrade(input)`. */
export const CREATE_GRADE = /* GraphQL */ `
  mutation CreateGrade($input: GradeInput!) { createGrade(input: $input) { ${GRADE_FIELDS} } }
`;

/** `updateGrade(id, version, input)`. */
export const UPDATE_GRADE = /* GraphQL */ `
  mutation UpdateGrade($id: ID!, $version: Int!, $input: GradeInput!) {
    updateGrade(id: $id, version: $version, input: $input) { ${GRADE_FIELDS} }
  }
`;

/** `deleteGrade(id)`, answering the id. */
export const DELETE_GRADE = /* GraphQL */ `mutation DeleteGrade($id: ID!) { deleteGrade(id: $id) }`;

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

/** A page of grades as the tests read it back. */
export interface GradePageResult {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  items: GradeResult[];
}
