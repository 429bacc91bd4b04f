import { nextSort, readListState, writeListState, type SortOptions } from './listState';

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

describe('nextSort: a header click (DESIGN §4)', () => {
  const position = { key: 'position', direction: 'ASC' as const };

  it('starts another column ascending, turns it descending, then goes back to the list’s own order', () => {
    let state = nextSort({ sortKey: position.key, direction: position.direction }, 'name', position);
    expect(state).toEqual({ sortKey: 'name', direction: 'ASC' });
    state = nextSort(state, 'name', position);
    expect(state).toEqual({ sortKey: 'name', direction: 'DESC' });
    expect(nextSort(state, 'name', position)).toEqual({ sortKey: 'position', direction: 'ASC' });
  });

  it('keeps turning the column the list is sorted by by default', () => {
    const byName = { key: 'name', direction: 'ASC' as const };
    expect(nextSort({ sortKey: 'name', direction: 'ASC' }, 'name', byName)).toEqual({ sortKey: 'name', direction: 'DESC' });
    expect(nextSort({ sortKey: 'name', direction: 'DESC' }, 'name', byName)).toEqual({ sortKey: 'name', direction: 'ASC' });
  });

  it('goes back to a descending default as it is', () => {
    const newest = { key: 'createdAt', direction: 'DESC' as const };
    expect(nextSort({ sortKey: 'name', direction: 'DESC' }, 'name', newest)).toEqual({ sortKey: 'createdAt', direction: 'DESC' });
  });
});
