import { filterVariables, readFilters, writeFilter } from './listFilters';
import type { ListFilter } from './resource';

const show: ListFilter = {
  key: 'show',
  label: 'Show',
  options: [
    { value: 'all', label: 'All', variables: {} },
    { value: 'active', label: 'Active', variables: { active: true } },
    { value: 'gvr', label: 'GVR', variables: { active: true, gvr: true } },
  ],
};

describe('list filters in the URL', () => {
  it('reads the chosen option, the default when missing or unknown', () => {
    expect(readFilters(new URLSearchParams('show=gvr'), [show])).toEqual({ show: 'gvr' });
    expect(readFilters(new URLSearchParams(''), [show])).toEqual({ show: 'all' });
    expect(readFilters(new URLSearchParams('show=everyone'), [show])).toEqual({ show: 'all' });
  });

  it('writes a choice, leaving the default out, and goes back to page 1', () => {
    expect(writeFilter(new URLSearchParams('page=3&search=x'), show, 'active').toString()).toBe('search=x&show=active');
    expect(writeFilter(new URLSearchParams('show=active&page=2'), show, 'all').toString()).toBe('');
  });

  it('turns the choices into list-query variables', () => {
    expect(filterVariables([show], { show: 'gvr' })).toEqual({ active: true, gvr: true });
    expect(filterVariables([show], { show: 'all' })).toEqual({});
  });
});
