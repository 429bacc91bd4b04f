import { changedFields } from './formChanges';

describe('changedFields (dirty-state detection)', () => {
  const initial = { name: 'Sales', code: '', active: true, companyIds: ['a', 'b'], headId: '' };

  it('is empty for the same values', () => {
    expect(changedFields(initial, { ...initial })).toEqual([]);
  });

  it('names edited text, flags and references', () => {
    expect(changedFields(initial, { ...initial, name: 'Sales ' })).toEqual(['name']);
    expect(changedFields(initial, { ...initial, active: false })).toEqual(['active']);
    expect(changedFields(initial, { ...initial, headId: 'e1', code: 'SLS' })).toEqual(['code', 'headId']);
  });

  it('compares lists of ids as sets', () => {
    expect(changedFields(initial, { ...initial, companyIds: ['b', 'a'] })).toEqual([]);
    expect(changedFields(initial, { ...initial, companyIds: ['a'] })).toEqual(['companyIds']);
    expect(changedFields(initial, { ...initial, companyIds: ['a', 'c'] })).toEqual(['companyIds']);
  });

  it('counts typing back to the start as no change, and a missing value as blank', () => {
    expect(changedFields({ name: 'x' }, { name: 'x', extra: '' })).toEqual([]);
    expect(changedFields({ name: 'x' }, { name: 'x', extra: 'y' })).toEqual(['extra']);
  });
});
