import type { TypePolicies } from '@apollo/client';
import { RESOURCE_CATALOGUE, hasFullList, resourceGraphqlNames, type ResourceContract } from '../../generated/contract/resources';

/** A list field that the gateway always answers whole: the incoming list replaces the cached one. */
const REPLACED = { merge: false } as const;

/**
 * The fields of schema.graphql whose value is a list of objects and that the web reads, kept in
 * Apollo Client's normalized cache (DESIGN §4): each answer is the whole list (an ISO's files, an
 * employee's companies, a customer's contacts, a full list or a GVR view list; paged lists are page objects, not lists),
 * so the incoming list replaces the cached one (`merge: false`). Without this, a list that comes
 * back shorter — a file deleted after an upload, a company taken off an employee — makes Apollo
 * Client warn "Cache data may be lost when replacing the documents field of a Iso object"; with
 * it, the cache does what it did, silently. `cachePolicies.test.ts` keeps this table in step with
 * schema.graphql: every list-of-objects field of an object type with an `id`, and of `Query`.
 */
export const TYPE_POLICIES: TypePolicies = {
  Iso: { fields: { documents: REPLACED } },
  Employee: { fields: { companies: REPLACED } },
  // The signed-in employee's permissions come whole with each `me` answer.
  Me: { fields: { permissions: REPLACED } },
  Customer: { fields: { contacts: REPLACED } },
  // A requisition's lines and history come whole with each answer (an edit can drop a line).
  EquipmentRequisition: { fields: { items: REPLACED, history: REPLACED } },
  EventRequisition: { fields: { history: REPLACED } },
  // A visit's report and a claim's lines come whole with each answer (a saved report can drop a note or a product).
  Visit: { fields: { history: REPLACED, notes: REPLACED, products: REPLACED } },
  Claim: { fields: { history: REPLACED, lines: REPLACED } },
  Query: {
    fields: {
      // Every list resource of the catalogue with a full list, `allXs` (no workflow resource, not activities).
      ...Object.fromEntries((RESOURCE_CATALOGUE as readonly ResourceContract[]).filter(hasFullList).map((resource) => [resourceGraphqlNames(resource).allField, REPLACED])),
      employeeCompanies: REPLACED,
      activeEmployees: REPLACED,
      gvrEmployees: REPLACED,
      gvrViewList: REPLACED,
      notifications: REPLACED,
      claimTotals: REPLACED,
    },
  },
};
