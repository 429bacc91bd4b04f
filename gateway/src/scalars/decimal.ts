import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/** An exact decimal number as text: optional minus, digits, optional fraction (`1234.50`, `-0.5`, `12`). */
const DECIMAL = /^-?\d{1,30}(\.\d{1,10})?$/;

function parseDecimal(value: unknown): string {
  if (typeof value !== 'string' || !DECIMAL.test(value.trim())) {
    throw new GraphQLError('A decimal must be a number written as a string, e.g. "1234.50".', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value.trim();
}

/**
 * The `Decimal` scalar (schema.graphql, plan §5): an exact decimal number as a string (`"1234.50"`),
 * never a float, passed to and from REST as the same string (money: numeric column on REST). Input
 * that is not such a string (a JSON number included: it may already have lost digits) is
 * BAD_USER_INPUT before anything goes upstream. Output: a REST string as it is; a REST number (a
 * legacy server) as its shortest text.
 */
export const DecimalScalar = new GraphQLScalarType<string, string>({
  name: 'Decimal',
  description: 'An exact decimal number as a string, e.g. `1234.50`; never a float.',
  parseValue: parseDecimal,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('A decimal must be a string, e.g. "1234.50".', { extensions: { code: 'BAD_USER_INPUT' } });
    return parseDecimal(ast.value);
  },
  serialize(value) {
    return parseDecimal(typeof value === 'number' ? String(value) : value);
  },
});
