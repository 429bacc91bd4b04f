import { listRangeText } from './listRange';

describe('listRangeText', () => {
  it('says which records the page shows and how many there are', () => {
    expect(listRangeText({ page: 1, pageSize: 10, total: 16 }, 'en')).toBe('1–10 of 16');
    expect(listRangeText({ page: 2, pageSize: 10, total: 16 }, 'en')).toBe('11–16 of 16');
    expect(listRangeText({ page: 1, pageSize: 25, total: 3 }, 'en')).toBe('1–3 of 3');
    expect(listRangeText({ page: 1, pageSize: 10, total: 1 }, 'en')).toBe('1–1 of 1');
  });

  it('writes the numbers in the locale', () => {
    expect(listRangeText({ page: 101, pageSize: 10, total: 1234 }, 'en')).toBe('1,001–1,010 of 1,234');
    expect(listRangeText({ page: 101, pageSize: 10, total: 1234 }, 'de')).toBe('1.001–1.010 of 1.234');
  });

  it('says "+" after a total that is not exact', () => {
    expect(listRangeText({ page: 1, pageSize: 10, total: 1000, exact: false }, 'en')).toBe('1–10 of 1,000+');
    expect(listRangeText({ page: 100, pageSize: 10, total: 1000, exact: false }, 'en')).toBe('991–1,000 of 1,000+');
  });

  it('says nothing with no records, or for a page past the end', () => {
    expect(listRangeText({ page: 1, pageSize: 10, total: 0 }, 'en')).toBeNull();
    expect(listRangeText({ page: 3, pageSize: 10, total: 16 }, 'en')).toBeNull();
  });
});
