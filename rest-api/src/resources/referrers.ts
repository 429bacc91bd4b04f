import * as schema from '../db/schema';
import { referrersOf, type Referrers } from '../crud/in-use';
import { allResources } from '.';

/**
 * What still refers to a record, over the whole schema (src/db/schema.ts) and every resource
 * description: what the composer hands the CRUD mechanism (src/crud/in-use.ts) so that a delete of a
 * record still referred to answers 409 naming by what (DESIGN §2).
 */
export const resourceReferrers: Referrers = referrersOf(
  () => Object.values(schema),
  () => allResources,
);
