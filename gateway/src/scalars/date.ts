import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { z } from 'zod';

const isoDate = z.iso.date();

function parseDate(value: unknown): string {
  const parsed = isoDate.safeParse(value);
  if (!parsed.success) {
    throw new GraphQLError('A date must be a real calendar day written YYYY-MM-DD, e.g. 2024-01-08.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return parsed.data;
}

/**
 * The `Date` scalar (schema.graphql): a calendar day as a `YYYY-MM-DD` string, as REST carries
 * `joinDate` (docs/setup-contract.md "Employees"). Input that is not a real day (`2024-02-30`,
 * `08/01/2024`, a number) is BAD_USER_INPUT before anything goes upstream. Output: a REST value is
 * cut to its first 10 characters when it is a full ISO instant (a legacy server may send one).
 */
export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'A calendar date as a `YYYY-MM-DD` string.',
  parseValue: parseDate,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('A date must be a string YYYY-MM-DD.', { extensions: { code: 'BAD_USER_INPUT' } });
    return parseDate(ast.value);
  },
  serialize(value) {
    return parseDate(typeof value === 'string' ? value.slice(0, 10) : value);
  },
});
