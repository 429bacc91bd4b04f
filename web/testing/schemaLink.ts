import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SchemaLink } from '@apollo/client/link/schema';
import { buildSchema, getNamedType, isEnumType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLOutputType, type GraphQLSchema } from 'graphql';

/** A made-up value of a scalar, by its name ("name" for a String field named name → "name 1"). */
function scalarValue(typeName: string, fieldName: string): unknown {
  switch (typeName) {
    case 'ID':
      return `${fieldName}-1`;
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'DateTime':
      return '2026-01-05T09:07:00.000Z';
    case 'Date':
      return '2026-01-05';
    case 'Decimal':
      return '1234.50';
    case 'String':
      return `${fieldName} 1`;
    default:
      return null;
  }
}

/**
 * A made-up value of type `type` for field `fieldName`: scalars as {@link scalarValue}, an enum's
 * first value, a list of one item (none of `UserError`: a payload without problems), an object
 * whose fields are made up in turn when read.
 */
function madeUp(type: GraphQLOutputType, fieldName: string): unknown {
  if (isNonNullType(type)) return madeUp(type.ofType, fieldName);
  if (isListType(type)) return getNamedType(type).name === 'UserError' ? [] : [madeUp(type.ofType, fieldName)];
  if (isScalarType(type)) return scalarValue(type.name, fieldName);
  if (isEnumType(type)) return type.getValues()[0]?.value ?? null;
  return {};
}

let schema: GraphQLSchema | undefined;

/**
 * The contract (top-level schema.graphql) with every field answering a made-up value of its type
 * (see {@link madeUp}); a field of an object the answer already holds keeps its value.
 */
function fakeSchema(): GraphQLSchema {
  if (schema) return schema;
  const built = buildSchema(readFileSync(path.join(__dirname, '..', '..', 'schema.graphql'), 'utf8'));
  for (const type of Object.values(built.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      field.resolve = (source: unknown, _args, _context, info) => {
        const held = typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[info.fieldName] : undefined;
        return held !== undefined ? held : madeUp(info.returnType, info.fieldName);
      };
    }
  }
  schema = built;
  return built;
}

/**
 * An Apollo link answering every operation from the contract itself (schema.graphql), with made-up
 * values of the right types: an operation that does not fit the contract fails as it would at the
 * gateway, one that fits gets one record of everything (lists of one, payloads without errors).
 */
export function contractLink(): SchemaLink {
  return new SchemaLink({ schema: fakeSchema() });
}
