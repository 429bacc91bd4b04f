import { warningsToErrors } from './warningsLink';

describe('warningsToErrors (spec §8 read fallback)', () => {
  it('turns extensions.warnings into UPSTREAM errors', () => {
    const result = warningsToErrors({
      data: { grades: { items: [], total: 0 } },
      extensions: { warnings: [{ message: 'Could not load grades.', code: 'UPSTREAM' }, 'Second'] },
    });
    expect(result.errors).toEqual([
      { message: 'Could not load grades.', extensions: { code: 'UPSTREAM', warning: { message: 'Could not load grades.', code: 'UPSTREAM' } } },
      { message: 'Second', extensions: { code: 'UPSTREAM', warning: 'Second' } },
    ]);
  });

  it('keeps errors already there', () => {
    const result = warningsToErrors({ data: null, errors: [{ message: 'first' }], extensions: { warnings: [{}] } });
    expect(result.errors?.map((e) => e.message)).toEqual(['first', 'The data could not be loaded.']);
  });

  it('leaves results without warnings untouched', () => {
    const plain = { data: { x: 1 } };
    expect(warningsToErrors(plain)).toBe(plain);
    const empty = { data: { x: 1 }, extensions: { warnings: [] } };
    expect(warningsToErrors(empty)).toBe(empty);
  });
});
