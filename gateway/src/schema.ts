import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { type GraphQLSchema, isObjectType } from 'graphql';
import { applyAuthDirective } from './auth/auth-directive';
import { authenticate } from './auth/authenticate';
import type { Resolvers } from './generated/resolvers-types';
import { allResourceResolvers } from './resources/registry';

/** The one GraphQL contract, written by hand at the repository root (DESIGN §1, §3). */
export const SCHEMA_PATH = path.resolve(__dirname, '../../schema.graphql');

/**
 * The gateway's executable schema: schema.graphql, the CRUD resolvers of every resource
 * (resources/registry.ts), `authenticate`, and the @auth directive applied (DESIGN §3).
 * Throws at start when a resolver names a field the schema lacks, or a Query/Mutation field has no
 * resolver, so a half-wired resource never ships.
 */
export function buildSchema(): GraphQLSchema {
  const typeDefs = readFileSync(SCHEMA_PATH, 'utf8');
  const crud = allResourceResolvers();
  const resolvers: Resolvers = {
    Query: { ...crud.Query },
    Mutation: { ...crud.Mutation, authenticate },
  };
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  assertRootFieldsResolved(schema);
  return applyAuthDirective(schema);
}

function assertRootFieldsResolved(schema: GraphQLSchema): void {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.values(root.getFields())) {
      if (!field.resolve) throw new Error(`${root.name}.${field.name} has no resolver`);
    }
  }
}
