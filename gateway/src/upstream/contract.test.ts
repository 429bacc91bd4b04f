import { z } from 'zod';
import { arrayOf, restInstant, restPageOf, restRef, restRefs } from './contract';

/** The REST contract's shared shapes (DESIGN §2), checked on every upstream answer. */
describe('REST contract shapes', () => {
  test('an instant already in ISO-8601 UTC is kept; any other date text is normalized; anything else fails', () => {
    expect(restInstant.parse('2026-11-22T09:44:10.093Z')).toBe('2026-11-22T09:44:10.093Z');
    expect(restInstant.parse('2026-11-22T09:44:10Z')).toBe('2026-11-22T09:44:10.000Z');
    expect(restInstant.parse('2026-11-22T10:44:10.093+01:00')).toBe('2026-11-22T09:44:10.093Z');
    expect(restInstant.parse('Sun, 22 Nov 2026 09:44:10 GMT')).toBe('2026-11-22T09:44:10.000Z');
    expect(restInstant.safeParse('not a date').error?.issues[0]?.message).toBe('not a date');
    expect(restInstant.safeParse(12).success).toBe(false);
  });

  test('a reference is an id (a string or a number), an embedded record read as its id, or null when absent', () => {
    const record = z.object({ ref: restRef });
    expect(record.parse({ ref: 'd1' })).toEqual({ ref: 'd1' });
    expect(record.parse({ ref: { _id: 'd1', name: 'Sales' } })).toEqual({ ref: 'd1' });
    expect(record.parse({ ref: null })).toEqual({ ref: null });
    expect(record.parse({})).toEqual({ ref: null });
    // A server with numeric ids (upstream/profile.ts `idType`): the number, as the ID string.
    expect(record.parse({ ref: 5 })).toEqual({ ref: '5' });
    expect(record.parse({ ref: { _id: 7, name: 'Sales' } })).toEqual({ ref: '7' });
    for (const bad of ['', Number.NaN, true, { _id: '' }, { name: 'no id' }, ['d1']]) {
      expect(record.safeParse({ ref: bad }).error?.issues).toEqual([expect.objectContaining({ path: ['ref'], message: 'not a reference' })]);
    }
  });

  test('a list of references is ids (embedded records read as their ids), [] when absent', () => {
    const record = z.object({ refs: restRefs });
    expect(record.parse({ refs: ['c1', { _id: 'c2' }] })).toEqual({ refs: ['c1', 'c2'] });
    expect(record.parse({ refs: null })).toEqual({ refs: [] });
    expect(record.parse({})).toEqual({ refs: [] });
    for (const bad of ['c1', ['c1', ''], [null], { _id: 'c1' }]) {
      expect(record.safeParse({ refs: bad }).success).toBe(false);
    }
  });

  test('the page and list schemas of a record schema are built once and reused', () => {
    const record = z.object({ _id: z.string() });
    expect(restPageOf(record)).toBe(restPageOf(record));
    expect(arrayOf(record)).toBe(arrayOf(record));
    expect(restPageOf(record).parse({ docs: [{ _id: 'a', extra: 1 }], totalDocs: 1, limit: 10, page: 1, totalPages: 1, hasNextPage: false, prevPage: null })).toEqual({
      docs: [{ _id: 'a' }],
      totalDocs: 1,
      limit: 10,
      page: 1,
      totalPages: 1,
      hasNextPage: false,
    });
    expect(restPageOf(record).parse({ docs: [], totalDocs: 1000, totalDocsExact: false, limit: 10, page: 1, totalPages: 100 })).toMatchObject({ totalDocsExact: false });
    expect(restPageOf(record).safeParse({ docs: [], totalDocs: 1, totalDocsExact: 'no', limit: 10, page: 1, totalPages: 1 }).success).toBe(false);
    expect(arrayOf(record).safeParse([{ id: 'a' }]).success).toBe(false);
  });
});
