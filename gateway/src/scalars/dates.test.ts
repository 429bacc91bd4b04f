import { GraphQLError, Kind } from 'graphql';
import { DateScalar } from './date';
import { DateTimeScalar } from './date-time';

/*
 * The Date and DateTime scalars refuse what REST would refuse (docs/setup-contract.md "Dates"): a
 * malformed value or one outside the years 1900–2999, as BAD_USER_INPUT before anything goes upstream.
 */

const codeOf = (parse: () => unknown): unknown => {
  try {
    parse();
    return 'accepted';
  } catch (error) {
    return error instanceof GraphQLError ? error.extensions.code : error;
  }
};

it('Date takes real days within 1900–2999, as a variable and as a literal', () => {
  for (const day of ['1900-01-01', '2026-03-18', '2999-12-31']) {
    expect(DateScalar.parseValue(day)).toBe(day);
    expect(DateScalar.parseLiteral({ kind: Kind.STRING, value: day })).toBe(day);
  }
});

it('Date refuses days outside 1900–2999 and malformed ones with BAD_USER_INPUT', () => {
  for (const day of ['9999-12-31', '1899-12-31', '3000-01-01', '0000-01-01', '2026-02-30', 'tomorrow']) {
    expect({ day, variable: codeOf(() => DateScalar.parseValue(day)) }).toEqual({ day, variable: 'BAD_USER_INPUT' });
    expect({ day, literal: codeOf(() => DateScalar.parseLiteral({ kind: Kind.STRING, value: day })) }).toEqual({ day, literal: 'BAD_USER_INPUT' });
  }
});

it('Date answers a stored day as it is, whatever its year', () => {
  expect(DateScalar.serialize('1850-06-01')).toBe('1850-06-01');
  expect(DateScalar.serialize('2026-03-18T00:00:00.000Z')).toBe('2026-03-18');
});

it('DateTime takes instants with Z or an offset within 1900–2999 (UTC)', () => {
  for (const instant of ['2026-11-22T08:00:00.000Z', '2026-11-22T09:00:00+01:00', '1900-01-01T00:00:00Z', '2999-12-31T23:59:59Z']) {
    expect(DateTimeScalar.parseValue(instant)).toBe(instant);
  }
});

it('DateTime refuses instants outside 1900–2999, without an offset or malformed, with BAD_USER_INPUT', () => {
  const refused = ['9999-12-31T00:00:00Z', '1899-12-31T23:59:59Z', '2999-12-31T23:00:00-05:00', '2026-11-22T08:00:00', '2026-13-01T00:00:00Z', 'now'];
  for (const instant of refused) {
    expect({ instant, variable: codeOf(() => DateTimeScalar.parseValue(instant)) }).toEqual({ instant, variable: 'BAD_USER_INPUT' });
    expect({ instant, literal: codeOf(() => DateTimeScalar.parseLiteral({ kind: Kind.STRING, value: instant })) }).toEqual({ instant, literal: 'BAD_USER_INPUT' });
  }
  expect(codeOf(() => DateTimeScalar.parseLiteral({ kind: Kind.INT, value: '1' }))).toBe('BAD_USER_INPUT');
});

it('DateTime answers REST instants as they are', () => {
  expect(DateTimeScalar.serialize('2026-11-22T08:00:00.000Z')).toBe('2026-11-22T08:00:00.000Z');
  expect(DateTimeScalar.serialize(new Date('2026-11-22T08:00:00.000Z'))).toBe('2026-11-22T08:00:00.000Z');
});
