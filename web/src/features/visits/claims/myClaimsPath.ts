/**
 * The path of "My claims" (docs/visits.md "Web"): every role's own claims, linked from Visit Report ›
 * Activities and from a visit's claims (the §2 sidebar keeps its Claims entry for Finance and Gvr).
 */
export const MY_CLAIMS_PATH = '/visit-reports/my-claims';
