import { gatewayError } from '../errors/codes';
import type { RootResolver, RootResolvers } from '../crud/resolvers';

/*
 * TEMPORARY, on the claims branch only: drop this file (and its line in src/schema.ts) when the visits
 * and activities descriptions are merged. schema.graphql already declares their operations, and the
 * gateway refuses to start with a root field unresolved; until they are served, each answers an error.
 */
const pending: RootResolver<unknown, never> = async () => {
  throw gatewayError('UPSTREAM', 'Visits and activities are not served yet.');
};

/** Stand-in resolvers of the visits and activities operations (see above). */
export const pendingVisitOperations: RootResolvers = {
  Query: Object.fromEntries(['visits', 'visit', 'activities', 'activity'].map((field) => [field, pending])),
  Mutation: Object.fromEntries(
    ['createVisit', 'updateVisit', 'completeVisit', 'cancelVisit', 'correctVisit', 'createActivity', 'updateActivity', 'deleteActivity'].map((field) => [field, pending]),
  ),
};
