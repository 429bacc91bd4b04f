import { exportUrl } from './exportQuery';

describe('exportUrl (docs/exports.md)', () => {
  it('maps the list variables to the REST export query: sort key and direction, filters by their REST names, ranges as from,to', () => {
    const variables = {
      page: 3,
      pageSize: 10,
      search: 'congress',
      sort: { field: 'CREATED_AT', direction: 'DESC' as const },
      status: 'SUBMITTED',
      requesterId: 'abc',
      dates: { from: '2026-05-01', to: '2026-05-31' },
      mine: null,
    };
    const url = exportUrl('equipmentRequisitions', 'csv', variables);
    const params = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/files/exports/equipmentRequisitions?')).toBe(true);
    expect(Object.fromEntries(params)).toEqual({ format: 'csv', search: 'congress', sort: '-createdAt', status: 'SUBMITTED', requester: 'abc', dates: '2026-05-01,2026-05-31' });
  });

  it('sends an ascending sort without a sign and leaves out a blank search', () => {
    expect(exportUrl('grades', 'xlsx', { search: '', sort: { field: 'NAME', direction: 'ASC' } })).toBe('/files/exports/grades?format=xlsx&sort=name');
  });

  it('refuses a resource outside the catalogue', () => {
    expect(() => exportUrl('nothing', 'csv')).toThrow(/No resource/);
  });
});
