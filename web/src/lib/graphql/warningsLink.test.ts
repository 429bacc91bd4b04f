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

  it("leaves a WITHHELD reference (not the caller's to read) as an answer, not an error", () => {
    const withheld = { path: ['allDepartments', 1, 'head'], code: 'FORBIDDEN', message: 'No', reason: 'WITHHELD' };
    const answer = { data: { allDepartments: [] }, extensions: { warnings: [withheld] } };
    expect(warningsToErrors(answer)).toBe(answer);
    const mixed = warningsToErrors({ data: null, extensions: { warnings: [withheld, { message: 'Down', code: 'UPSTREAM' }] } });
    expect(mixed.errors?.map((e) => e.message)).toEqual(['Down']);
  });

  it('leaves results without warnings untouched', () => {
    const plain = { data: { x: 1 } };
    expect(warningsToErrors(plain)).toBe(plain);
    const empty = { data: { x: 1 }, extensions: { warnings: [] } };
    expect(warningsToErrors(empty)).toBe(empty);
  });
});
