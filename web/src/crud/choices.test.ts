import { belongsTo, fittingOptions, keepOffered, offeredOptions } from './choices';

const positions = [
  { value: 'p1', label: 'Sales Manager', parent: 'sales' },
  { value: 'p2', label: 'Accountant', parent: 'finance' },
  { value: 'p3', label: 'Sales Representative', parent: 'sales' },
];

describe('choice fields', () => {
  it('offers the positions of the chosen department, all while none is chosen', () => {
    const ofDepartment = belongsTo('departmentId');
    expect(fittingOptions(positions, ofDepartment, { departmentId: 'sales' }).map((o) => o.value)).toEqual(['p1', 'p3']);
    expect(fittingOptions(positions, ofDepartment, { departmentId: '' })).toHaveLength(3);
    expect(fittingOptions(positions, undefined, { departmentId: 'sales' })).toHaveLength(3);
  });

  it('drops a single choice that is no longer offered', () => {
    const offered = positions.slice(0, 1);
    expect(keepOffered('p2', offered)).toBe('');
    expect(keepOffered('p1', offered)).toBe('p1');
    expect(keepOffered('', offered)).toBe('');
  });

  it('keeps only the offered items of a list, answering the same list when nothing is dropped', () => {
    const value = ['p1', 'p3'];
    expect(keepOffered(value, positions)).toBe(value);
    expect(keepOffered(['p1', 'p2', 'gone'], positions.slice(0, 1))).toEqual(['p1']);
  });

  it('offers inactive records only where the field holds them, marked "(inactive)"', () => {
    const inactiveCode = { value: 'z', label: 'SP-99', inactive: true };
    const codes = [{ value: 'a', label: 'SP-01' }, inactiveCode];
    expect(offeredOptions(codes, undefined, {}, new Set()).map((o) => o.label)).toEqual(['SP-01']);
    expect(offeredOptions(codes, undefined, {}, new Set(['z'])).map((o) => o.label)).toEqual(['SP-01', 'SP-99 (inactive)']);
    // An inactive record that does not fit the other values is not offered either.
    expect(offeredOptions([{ ...inactiveCode, parent: 'x' }], belongsTo('companyId'), { companyId: 'y' }, new Set(['z']))).toEqual([]);
  });
});
