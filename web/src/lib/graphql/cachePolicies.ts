import type { TypePolicies } from '@apollo/client';

/** A list field that the gateway always answers whole: the incoming list replaces the cached one. */
const REPLACED = { merge: false } as const;

/**
 * The fields of schema.graphql whose value is a list of objects and that the web reads, kept in
 * Apollo Client's normalized cache (DESIGN §4): each answer is the whole list (an ISO's files, an
 * employee's companies, a full list or a GVR view list; paged lists are page objects, not lists),
 * so the incoming list replaces the cached one (`merge: false`). Without this, a list that comes
 * back shorter — a file deleted after an upload, a company taken off an employee — makes Apollo
 * Client warn "Cache data may be lost when replacing the documents field of a Iso object"; with
 * it, the cache does what it did, silently. `cachePolicies.test.ts` keeps this table in step with
 * schema.graphql: every list-of-objects field of an object type with an `id`, and of `Query`.
 */
export const TYPE_POLICIES: TypePolicies = {
  Iso: { fields: { documents: REPLACED } },
  Employee: { fields: { companies: REPLACED } },
  Query: {
    fields: {
      allGrades: REPLACED,
      allCompanies: REPLACED,
      employeeCompanies: REPLACED,
      allDepartments: REPLACED,
      allPositions: REPLACED,
      allSalespersonCodes: REPLACED,
      allIsos: REPLACED,
      allPortfolios: REPLACED,
      allEmployees: REPLACED,
      activeEmployees: REPLACED,
      gvrEmployees: REPLACED,
      gvrViewList: REPLACED,
      notifications: REPLACED,
    },
  },
};
