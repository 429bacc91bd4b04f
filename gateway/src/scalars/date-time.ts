import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { z } from 'zod';
import { DATE_YEARS, isInstantInRange } from '../generated/contract/dates';

// REST takes instants with `Z` or an offset (rest-api src/crud/paging.ts `period`, visits' start and end).
const isoInstant = z.iso.datetime({ offset: true });

function parseDateTime(value: unknown): string {
  const parsed = isoInstant.safeParse(value);
  if (!parsed.success) {
    throw new GraphQLError('A date-time must be an ISO 8601 instant with Z or an offset, e.g. 2026-11-22T08:00:00.000Z.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  if (!isInstantInRange(parsed.data)) {
    throw new GraphQLError(`A date-time must fall between ${DATE_YEARS.first}-01-01 and ${DATE_YEARS.last}-12-31 (UTC).`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return parsed.data;
}

/**
 * The `DateTime` scalar (schema.graphql): an instant as an ISO 8601 string. Input must carry `Z` or an
 * offset and fall within the accepted years (contract/dates.ts, docs/setup-contract.md "Dates"), else
 * BAD_USER_INPUT before anything goes upstream (REST would refuse it with a 400 too). Output: REST's ISO
 * text as it is (a `Date` as ISO text), unchecked, so that a stored value never fails a whole answer.
 */
export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An instant as an ISO-8601 string in UTC, e.g. `2026-11-22T08:00:00.000Z`.',
  parseValue: parseDateTime,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('A date-time must be a string, e.g. 2026-11-22T08:00:00.000Z.', { extensions: { code: 'BAD_USER_INPUT' } });
    return parseDateTime(ast.value);
  },
  serialize(value) {
    return value instanceof Date ? value.toISOString() : String(value);
  },
});
