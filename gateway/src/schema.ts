import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { type GraphQLSchema, isObjectType } from 'graphql';
import { applyAuthDirective } from './auth/auth-directive';
import { authenticate } from './auth/authenticate';
import { confirmPasswordReset, passwordResetLink, requestPasswordReset, signOut } from './auth/account-operations';
import { referenceResolvers } from './crud/reference-resolvers';
import { type RootResolvers, allResourceResolvers } from './crud/resolvers';
import { notificationOperations, notificationSubscriptions } from './notifications/notification-operations';
import { DateScalar } from './scalars/date';
import { DateTimeScalar } from './scalars/date-time';
import { DecimalScalar } from './scalars/decimal';
import { employeeOperations } from './setup/employees/employee-operations';
import { isoDocumentOperations } from './setup/isos/iso-document-operations';
import { claimOperations } from './setup/claims/claim-operations';
import { dashboardOperations } from './dashboard/dashboard-operations';
import { errorContractOperations } from './errors/error-contract';
import { meOperations } from './auth/me-operations';
import { RESOURCES } from './setup/registry';
import { UploadScalar } from './uploads/upload-scalar';

/** The one GraphQL contract at the repository root, composed by `npm run codegen` (DESIGN §1, §3). */
export const SCHEMA_PATH = path.resolve(__dirname, '../../schema.graphql');

/** The operations that are not derived from a resource description, by area. */
const AREA_OPERATIONS: readonly RootResolvers[] = [
  employeeOperations,
  isoDocumentOperations,
  claimOperations,
  notificationOperations,
  dashboardOperations,
  errorContractOperations,
  meOperations,
  { Query: { passwordResetLink }, Mutation: { authenticate, requestPasswordReset, confirmPasswordReset, signOut } },
];

/**
 * The gateway's executable schema: schema.graphql, the CRUD resolvers of every resource and their
 * reference resolvers (crud/, descriptions in setup/), the operations of employees, ISO documents, claims, notifications, the
 * dashboard and sign-in, the notification subscription, the `Date`, `DateTime`, `Decimal` and `Upload` scalars, and the @auth directive applied (DESIGN §3).
 * Throws at start when a resolver names a field the schema lacks, when two areas define the same
 * field, or when a Query/Mutation field has no resolver, so a half-wired operation never ships.
 */
export function buildSchema(): GraphQLSchema {
  const typeDefs = readFileSync(SCHEMA_PATH, 'utf8');
  const roots = [allResourceResolvers(RESOURCES), ...AREA_OPERATIONS].reduce(mergeRoots);
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: {
      ...roots,
      Subscription: notificationSubscriptions,
      ...referenceResolvers(RESOURCES),
      Date: DateScalar,
      DateTime: DateTimeScalar,
      Decimal: DecimalScalar,
      Upload: UploadScalar,
    },
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  assertRootFieldsResolved(schema);
  return applyAuthDirective(schema);
}

function mergeRoots(merged: RootResolvers, next: RootResolvers): RootResolvers {
  for (const root of ['Query', 'Mutation'] as const) {
    for (const name of Object.keys(next[root])) {
      if (merged[root][name]) throw new Error(`${root}.${name} is defined twice`);
    }
  }
  return { Query: { ...merged.Query, ...next.Query }, Mutation: { ...merged.Mutation, ...next.Mutation } };
}

function assertRootFieldsResolved(schema: GraphQLSchema): void {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.values(root.getFields())) {
      if (!field.resolve) throw new Error(`${root.name}.${field.name} has no resolver`);
    }
  }
}
