import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { z } from 'zod';
import { DATE_YEARS, isDayInRange } from '../generated/contract/dates';

const isoDate = z.iso.date();

const outOfRange = () => new GraphQLError(`A date must be between ${DATE_YEARS.first}-01-01 and ${DATE_YEARS.last}-12-31.`, { extensions: { code: 'BAD_USER_INPUT' } });

/** A well-formed calendar day (`YYYY-MM-DD`) or BAD_USER_INPUT; the range is checked on input only. */
function wellFormedDate(value: unknown): string {
  const parsed = isoDate.safeParse(value);
  if (!parsed.success) {
    throw new GraphQLError('A date must be a real calendar day written YYYY-MM-DD, e.g. 2024-01-08.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return parsed.data;
}

function parseDate(value: unknown): string {
  const day = wellFormedDate(value);
  if (!isDayInRange(day)) throw outOfRange();
  return day;
}

/**
 * The `Date` scalar (schema.graphql): a calendar day as a `YYYY-MM-DD` string, as REST carries
 * `joinDate` (docs/setup-contract.md "Employees"). Input that is not a real day (`2024-02-30`,
 * `08/01/2024`, a number) or lies outside the accepted years (contract/dates.ts, docs/setup-contract.md
 * "Dates": `9999-12-31`) is BAD_USER_INPUT before anything goes upstream. Output: a REST value is cut
 * to its first 10 characters when it is a full ISO instant (a legacy server may send one).
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
    return wellFormedDate(typeof value === 'string' ? value.slice(0, 10) : value);
  },
});
