import type { ErrorContract } from '../generated/resolvers-types';
import type { RootResolvers } from '../crud/resolvers';
import { CONFLICT_REASONS, ERROR_CODES } from './codes';

/**
 * `Query.errorContract` (schema/base/errors.graphql, docs/graphql-grammar.md "Errors"): every error
 * code and conflict reason; the two shape fields are always null (they exist so that a client's code
 * generator emits `ErrorExtensions` and `ResponseExtensions`). Open to anyone: it reveals only the
 * published schema.
 */
export const errorContractOperations: RootResolvers = {
  Query: {
    errorContract: async (): Promise<ErrorContract> => ({ codes: [...ERROR_CODES], conflictReasons: [...CONFLICT_REASONS], errorExtensions: null, responseExtensions: null }),
  },
  Mutation: {},
};
