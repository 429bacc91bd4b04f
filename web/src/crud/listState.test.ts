import { readListState, writeListState, type SortOptions } from './listState';

const options: SortOptions = { defaultSort: { key: 'name', direction: 'ASC' }, sortKeys: ['name', 'level', 'updated'] };
const read = (query: string) => readListState(new URLSearchParams(query), options);

describe('list state in the URL (DESIGN §4, spec §9)', () => {
  it('defaults to page 1 of 10, sorted by the default, no search', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 10, search: '', sortKey: 'name', direction: 'ASC' });
  });

  it('reads page, page size, sort, order and search', () => {
    expect(read('page=3&pageSize=25&sort=updated&order=desc&search=senior')).toEqual({
      page: 3,
      pageSize: 25,
      search: 'senior',
      sortKey: 'updated',
      direction: 'DESC',
    });
  });

  it('ignores invalid values', () => {
    expect(read('page=0&pageSize=7&sort=password&order=desc')).toEqual(read(''));
    expect(read('page=abc').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const base = new URLSearchParams('tab=x&page=4');
    expect(writeListState(base, read(''), options).toString()).toBe('tab=x');
    expect(writeListState(base, { page: 2, pageSize: 50, search: ' a b ', sortKey: 'level', direction: 'DESC' }, options).toString()).toBe(
      'tab=x&page=2&pageSize=50&search=a+b&sort=level&order=desc',
    );
  });

  it('round-trips', () => {
    const state = { page: 5, pageSize: 25, search: 'x', sortKey: 'name', direction: 'DESC' as const };
    expect(readListState(writeListState(new URLSearchParams(), state, options), options)).toEqual(state);
  });
});
