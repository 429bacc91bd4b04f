import { containsPattern, listQuerySchema, toPage } from './paging';

/* Paging arithmetic and query parsing (DESIGN §2 paged list shape). */

it('computes the mongoose-paginate fields', () => {
  expect(toPage(['a', 'b'], 12, { page: 2, limit: 5 })).toEqual({
    docs: ['a', 'b'],
    totalDocs: 12,
    limit: 5,
    page: 2,
    totalPages: 3,
    hasPrevPage: true,
    hasNextPage: true,
    prevPage: 1,
    nextPage: 3,
  });
  expect(toPage([], 0, { page: 1, limit: 10 })).toMatchObject({ totalPages: 1, hasPrevPage: false, hasNextPage: false, prevPage: null, nextPage: null });
  expect(toPage([], 12, { page: 7, limit: 5 })).toMatchObject({ totalPages: 3, hasPrevPage: true, hasNextPage: false, prevPage: 6 });
});

it('parses a list query with defaults', () => {
  const schema = listQuerySchema(['name', 'level'], 'name');
  expect(schema.parse({})).toEqual({ page: 1, limit: 10, sort: 'name' });
  expect(schema.parse({ page: '3', limit: '100', search: '  x ', sort: '-level' })).toEqual({ page: 3, limit: 100, search: 'x', sort: '-level' });
  expect(schema.parse({ search: '   ' }).search).toBe('');
  expect(schema.safeParse({ page: '1.5' }).success).toBe(false);
  expect(schema.safeParse({ sort: '--name' }).success).toBe(false);
});

it('escapes LIKE wildcards', () => {
  expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
});
