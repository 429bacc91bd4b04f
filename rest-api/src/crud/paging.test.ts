import { containsPattern, listQuerySchema, toPage } from './paging';

/* Paging arithmetic and query parsing (DESIGN §2 paged list shape). */

it('computes the mongoose-paginate fields', () => {
  expect(toPage(['a', 'b'], 12, { page: 2, limit: 5 })).toEqual({
    docs: ['a', 'b'],
    totalDocs: 12,
    totalDocsExact: true,
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

it('pages a total that is not exact by the cap, with a next page while the page is full', () => {
  const capped = { total: 1000, exact: false };
  expect(toPage(Array(10).fill('a'), capped, { page: 1, limit: 10 })).toMatchObject({
    totalDocs: 1000,
    totalDocsExact: false,
    totalPages: 100,
    hasNextPage: true,
    nextPage: 2,
  });
  // Past the cap's pages the next page is offered while pages are full; a short page is the last.
  expect(toPage(Array(10).fill('a'), capped, { page: 101, limit: 10 })).toMatchObject({ totalPages: 100, hasNextPage: true, nextPage: 102, prevPage: 100 });
  expect(toPage(['a'], capped, { page: 7, limit: 25 })).toMatchObject({ totalPages: 40, hasNextPage: false, nextPage: null });
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
