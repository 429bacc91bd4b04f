import { retryAfterSeconds } from './retry-after';

describe('retryAfterSeconds (RFC 9110 Retry-After)', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  test.each([
    ['delay-seconds', '42', 42],
    ['an array header (first value)', ['7', '9'], 7],
    ['zero (at least a second)', '0', 1],
    ['a delay over a day (capped)', '999999', 86_400],
    ['an HTTP-date 90.5 s ahead (rounded up)', 'Thu, 01 Jan 2026 00:01:31 GMT', 91],
    ['an HTTP-date in the past', 'Wed, 31 Dec 2025 23:00:00 GMT', 1],
    ['absent', undefined, undefined],
    ['empty', ' ', undefined],
    ['garbage', 'soon', undefined],
    ['a negative number', '-5', undefined],
    ['a fraction', '1.5', undefined],
  ] as const)('%s → %p', (_label, header, expected) => {
    expect(retryAfterSeconds(header as string | string[] | undefined, now)).toBe(expected);
  });
});
