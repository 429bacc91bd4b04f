import { activityVariables, readActivityFilters, writeActivityFilters } from './activityFilters';

describe('the Activities filters (docs/visits.md "Activities")', () => {
  it('turn the URL into the list query variables', () => {
    const values = readActivityFilters(new URLSearchParams('kind=VISIT&status=COMPLETED&employee=e1&customer=c1&from=2026-05-01&to=2026-05-31&page=3'));
    expect(activityVariables(values)).toEqual({ kind: 'VISIT', status: 'COMPLETED', employeeId: 'e1', customerId: 'c1', dates: { from: '2026-05-01', to: '2026-05-31' } });
  });

  it('send nothing for filters not set, unknown values, or half a range', () => {
    expect(activityVariables(readActivityFilters(new URLSearchParams('kind=PHONE&status=LOST&from=2026-05-01')))).toEqual({});
    expect(activityVariables(readActivityFilters(new URLSearchParams('from=2026-05-31&to=2026-05-01')))).toEqual({});
  });

  it('leave the visit status out for calls and meetings', () => {
    expect(activityVariables(readActivityFilters(new URLSearchParams('kind=CALL&status=PLANNED')))).toEqual({ kind: 'CALL' });
  });

  it('write a change into the URL and go back to page 1', () => {
    const next = writeActivityFilters(new URLSearchParams('page=4&search=x&kind=CALL'), { kind: '', customer: 'c2' });
    expect(next.toString()).toBe('search=x&customer=c2');
  });
});
