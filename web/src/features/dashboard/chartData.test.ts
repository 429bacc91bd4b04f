import { claimTypeData, teamCategoryData, teamWeekData, weekLabel, myWeekData, myWeeks, productCategoryData } from './chartData';

const figures = (planned: number, completed: number, cancelled: number) => ({ planned, completed, cancelled, late: 0 });

describe('dashboard chart data', () => {
  it('labels a week by its Monday as written, whatever the time zone', () => {
    expect(weekLabel('2026-03-16', 'en-GB')).toBe('16 Mar');
  });

  it("stacks the team's visits by status per week and per category", () => {
    const team = {
      people: 3,
      morePeople: false,
      byWeek: [
        { week: '2026-03-09', ...figures(0, 2, 0) },
        { week: '2026-03-16', ...figures(1, 4, 1) },
      ],
      byCategory: [{ categoryId: 'c1', categoryName: 'Detailing', ...figures(1, 4, 1) }],
    };
    expect(teamWeekData(team, 'en-GB')).toEqual({
      labels: ['9 Mar', '16 Mar'],
      datasets: [
        expect.objectContaining({ label: 'Planned', data: [0, 1], stack: 'visits' }),
        expect.objectContaining({ label: 'Completed', data: [2, 4] }),
        expect.objectContaining({ label: 'Cancelled', data: [0, 1] }),
      ],
    });
    expect(teamCategoryData(team).labels).toEqual(['Detailing']);
  });

  it('puts claim amounts per line type, waiting and paid, one series per currency when there are several', () => {
    const line = (type: 'MILEAGE' | 'MEALS' | 'PARKING' | 'OTHER', amount: string, currency = 'EUR') => ({ type, amount, currency, claims: 1 });
    const single = claimTypeData({ submitted: 1, approved: 0, paid: 1, waitingByType: [line('MILEAGE', '5.00'), line('MEALS', '12.40')], paidByType: [line('PARKING', '5.50')] });
    expect(single.labels).toEqual(['Mileage', 'Meals', 'Parking', 'Other']);
    expect(single.datasets.map((set) => [set.label, set.data])).toEqual([
      ['Waiting', [5, 12.4, 0, 0]],
      ['Paid this month', [0, 0, 5.5, 0]],
    ]);
    const two = claimTypeData({ submitted: 2, approved: 0, paid: 0, waitingByType: [line('MEALS', '1.00', 'EUR'), line('MEALS', '2.00', 'USD')], paidByType: [] });
    expect(two.datasets.map((set) => set.label)).toEqual(['Waiting (EUR)', 'Waiting (USD)', 'Paid this month (EUR)', 'Paid this month (USD)']);
  });
});

describe('my visits per week', () => {
  it('asks for the 8 weeks up to this one and counts each visit in the week its start falls in, by status', () => {
    const { mondays, period } = myWeeks('2026-11-23');
    expect(mondays).toEqual(['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(new Date(period.from)).toEqual(new Date(2026, 9, 5));
    expect(new Date(period.to)).toEqual(new Date(2026, 10, 30));
    const at = (day: number, hour: number, status: string) => ({ start: new Date(2026, 10, day, hour).toISOString(), status });
    const data = myWeekData([at(23, 0, 'PLANNED'), at(29, 23, 'COMPLETED'), at(22, 23, 'CANCELLED'), at(30, 0, 'PLANNED')], mondays, 'en-GB');
    expect(data.labels[7]).toBe('23 Nov');
    expect(data.datasets.map((set) => [set.label, set.data[6], set.data[7]])).toEqual([
      ['Planned', 0, 1],
      ['Completed', 0, 1],
      ['Cancelled', 1, 0],
    ]);
  });
});

describe('products by category', () => {
  it('counts the products per category, active and inactive stacked, most first, an unreadable category as "No category"', () => {
    const of = (name: string | null, active = true) => ({ active, subcategory: name === null ? null : { category: { name } } });
    const data = productCategoryData([of('Cardiology'), of('Oncology'), of('Cardiology', false), of('Cardiology'), of(null), of('Oncology', false)]);
    expect(data.labels).toEqual(['Cardiology', 'Oncology', 'No category']);
    expect(data.datasets.map((set) => [set.label, set.data])).toEqual([
      ['Active', [2, 1, 1]],
      ['Inactive', [1, 1, 0]],
    ]);
  });
});
