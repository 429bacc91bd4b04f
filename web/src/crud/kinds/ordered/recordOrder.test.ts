import { inOrder, moveId } from './recordOrder';

describe('record order helpers (plan §5 ordered records)', () => {
  it('moves one id up or down', () => {
    expect(moveId(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveId(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 0, 3)).toEqual(['a', 'b', 'c']);
  });
  it('puts records in the order of ids, unknown ones last', () => {
    const records = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(inOrder(records, ['c', 'a']).map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });
});
