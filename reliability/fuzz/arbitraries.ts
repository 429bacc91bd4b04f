import fc from 'fast-check';

/**
 * fast-check arbitraries of hostile input shared by the REST and GraphQL fuzzers (reliability/README.md): huge
 * strings, control characters and odd Unicode, injection-looking text, bad ids and bad page numbers,
 * values of the wrong type, unknown fields and prototype keys.
 */

/** Text that tends to break parsers, queries and renderers. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u0000abc',
    '%00',
    '\r\n\r\n',
    '\\',
    '"',
    "'",
    '`',
    "' OR 1=1 --",
    '"; drop table employees; --',
    '%',
    '_',
    '%_%',
    '../../etc/passwd',
    '..',
    '.',
    '/',
    '//',
    '?',
    '#',
    '&',
    '=',
    '{}',
    '[]',
    'null',
    'undefined',
    'NaN',
    '-1',
    '0',
    '1e309',
    '９',
    '\u202e',
    '\ud800',
    '𝕏'.repeat(50),
    'ä'.repeat(300),
    '<script>alert(1)</script>',
    '{{7*7}}',
    '${jndi:ldap://x}',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
  ),
  fc.integer({ min: 100, max: 5_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 100_000, max: 300_000 }).map((n) => 'A'.repeat(n)),
);

/** An id as a client might send it: real ones, UUIDs, and everything an id is not. */
export function idLike(knownIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...knownIds), weight: 3 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: fc.uuid().map((id) => id.toUpperCase()), weight: 1 },
    { arbitrary: nastyString, weight: 3 },
    { arbitrary: fc.integer().map(String), weight: 1 },
    { arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }), weight: 1 },
  );
}

/** A page number or page size as a client might send it. */
export const pageLike: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom(0, -1, 100, 101, 1_000_000, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 31), 1.5, Number.MAX_VALUE),
  nastyString,
);

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A day `YYYY-MM-DD` as a client might send it (docs/setup-contract.md "Dates"): well-formed days of any
 * year 0000–9999, most outside the accepted 1900–2999 (the dashboard of 9999-12-31 was a 500), the
 * edges of the range, impossible days and other shapes.
 */
export const dayLike: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${twoDigits(m)}-${twoDigits(d)}`),
    weight: 4,
  },
  {
    arbitrary: fc.constantFrom(
      '9999-12-31',
      '0000-01-01',
      '0001-01-01',
      '1899-12-31',
      '1900-01-01',
      '2999-12-31',
      '3000-01-01',
      '2024-02-30',
      '2026-13-01',
      '+275760-09-13',
      '-000001-01-01',
    ),
    weight: 3,
  },
  { arbitrary: nastyString, weight: 1 },
);

/** An ISO 8601 instant as a client might send it: {@link dayLike} days at times and offsets, and other shapes. */
export const instantLike: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(dayLike, fc.constantFrom('T00:00:00Z', 'T23:59:59.999Z', 'T12:00:00+14:00', 'T00:00:00-12:00', 'T08:00:00')).map(([day, time]) => `${day}${time}`),
  nastyString,
);

/** A pair `from,to` of days or instants (a list filter's range), in order or not. */
export const rangeLike: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(dayLike, dayLike).map(([from, to]) => `${from},${to}`),
  fc.tuple(instantLike, instantLike).map(([from, to]) => `${from},${to}`),
);

/** Any JSON value of a type a field probably does not expect. */
export const wrongTyped: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, [], {}, [null], { $gt: '' }, { __proto__: { admin: true } }),
  nastyString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(nastyString, { maxLength: 5 }),
);

/** Keys a body or input might carry that no schema names (unknown fields, prototype keys). */
export const unknownKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '_id', '__v', 'passwordHash', 'password', 'roles', 'isAdmin', 'createdAt', '$where'),
  fc.string({ minLength: 1, maxLength: 20 }),
);

/** Raw bodies that are not valid JSON (or valid JSON of a surprising shape). */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '[',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'nul',
    'tru',
    '"',
    '\u0000',
    '{"__proto__":{"x":1}}',
    '1'.repeat(400),
    '[[[[[[[[[[',
    '{"a":1}{"b":2}',
    'null',
    '[]',
    '"text"',
    '0',
  ),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer({ min: 1_000, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 1_000, max: 20_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
);

/** An object with `fields` set to fitting, wrong or hostile values, some left out, plus unknown keys. */
export function objectWith(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(fields).map(
    ([key, fitting]) => [key, fc.option(fc.oneof({ arbitrary: fitting, weight: 3 }, { arbitrary: wrongTyped, weight: 2 }), { nil: undefined })] as const,
  );
  return fc.tuple(fc.record(Object.fromEntries(entries)), fc.dictionary(unknownKey, wrongTyped, { maxKeys: 3 })).map(([known, extra]) => {
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(known)) if (value !== undefined) result[key] = value;
    for (const [key, value] of Object.entries(extra)) Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
    return result;
  });
}

/** Content types a client might claim, most of them not JSON. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/json;charset=latin1',
      'application/xml',
      'application/graphql',
      '*/*',
      'application/json, text/plain',
      '',
    ),
    weight: 3,
  },
);
