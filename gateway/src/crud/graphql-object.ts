/** A GraphQL object the mechanism builds from a REST record (`{ id, version, createdAt, updatedAt, ... }`). */
export type GraphqlObject = Record<string, unknown>;
