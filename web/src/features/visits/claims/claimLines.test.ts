import { emptyLine, lineProblems, linesProblem, linesToInput, linesTotal, mileageAmount, readKm, type ClaimLineDraft } from './claimLines';

const line = (change: Partial<ClaimLineDraft>): ClaimLineDraft => ({ ...emptyLine(), ...change });

describe('the claim lines editor (docs/visits.md "Claims")', () => {
  it('previews a mileage amount exactly: km × rate rounded half up to 2 decimals', () => {
    expect(mileageAmount('123.4', '0.35')).toBe('43.19');
    expect(mileageAmount('10', '0.45')).toBe('4.50');
    // 0.1 × 0.125 = 0.0125 → 0.01; 0.3 × 0.125 = 0.0375 → 0.04 (half up, no float error).
    expect(mileageAmount('0.1', '0.125')).toBe('0.01');
    expect(mileageAmount('0.2', '0.125')).toBe('0.03');
    expect(mileageAmount('1.1', '0.05')).toBe('0.06');
    // A float would give 0.615 * 100 = 61.49999…: the exact product rounds up.
    expect(mileageAmount('1.5', '0.41')).toBe('0.62');
    expect(mileageAmount('10000', '99999.99')).toBe('999999900.00');
    expect(mileageAmount('12,5', '2')).toBe('25.00');
  });

  it('has no preview while the km or the rate is unknown', () => {
    expect(mileageAmount('', '0.35')).toBeNull();
    expect(mileageAmount('abc', '0.35')).toBeNull();
    expect(mileageAmount('10', null)).toBeNull();
  });

  it('reads kilometres as typed', () => {
    expect(readKm(' 12,5 ')).toBe('12.5');
    expect(readKm('.5')).toBe('0.5');
    expect(readKm('1e3')).toBeNull();
  });

  it('totals mileage previews and typed amounts exactly', () => {
    const lines = [line({ km: '123.4' }), line({ type: 'MEALS', amount: '0.10' }), line({ type: 'PARKING', amount: '0.2' }), line({ type: 'OTHER', amount: 'x' })];
    expect(linesTotal(lines, '0.35')).toBe('43.49');
  });

  it('checks each line as the server does', () => {
    expect(lineProblems(line({ km: '' })).km).toBe('Enter the kilometres driven.');
    expect(lineProblems(line({ km: '12.55' })).km).toBe('Kilometres can have at most 1 decimal.');
    expect(lineProblems(line({ km: '0' })).km).toBe('Kilometres must be more than 0.');
    expect(lineProblems(line({ km: '10000.1' })).km).toBe('Kilometres must be at most 10000.');
    expect(lineProblems(line({ km: '10000' }))).toEqual({});
    expect(lineProblems(line({ type: 'MEALS', amount: '0' })).amount).toBe('Amount must be more than 0.');
    expect(lineProblems(line({ type: 'MEALS', amount: '1.234' })).amount).toBe('Amount can have at most 2 decimals.');
    expect(lineProblems(line({ type: 'MEALS', amount: '1000000.01' })).amount).toBe('Amount must be at most 1000000.00.');
    expect(lineProblems(line({ type: 'OTHER', amount: '5' })).description).toBe('Say what the expense was.');
    expect(linesProblem([])).toBe('Add at least one line.');
    expect(linesProblem([line({ km: '5' }), line({ type: 'MEALS' })])).toBe('Line 2: Enter the amount.');
  });

  it('sends km for mileage, the amount for the others, and keeps saved lines by id', () => {
    expect(linesToInput([line({ id: 'l1', km: '12,5', amount: '99' }), line({ type: 'MEALS', amount: '1,234.5', description: ' Lunch ' })])).toEqual([
      { id: 'l1', type: 'MILEAGE', description: null, km: '12.5' },
      { type: 'MEALS', description: 'Lunch', amount: '1234.50' },
    ]);
  });
});
