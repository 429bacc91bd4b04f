import { activityVariables, readActivityFilters } from '../features/visits/activities/activityFilters';
import { EQUIPMENT_REQUISITION_WORKFLOW } from '../generated/contract/workflows';
import { readWorkflowFilters, workflowVariables } from '../workflow/workflowFilters';
import { tabsFor } from '../workflow/workflowRules';
import { exportUrl } from './exportQuery';

/** The REST query of an export URL, as an object. */
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

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

  describe('a workflow list (the screen URL → its list variables → the export query)', () => {
    const tabs = tabsFor(EQUIPMENT_REQUISITION_WORKFLOW, 'Hod', 'My requisitions');
    const exportOf = (screenQuery: string, requesterShown = true) => {
      const filters = readWorkflowFilters(new URLSearchParams(screenQuery), EQUIPMENT_REQUISITION_WORKFLOW, tabs);
      const variables = { page: 2, pageSize: 10, search: 'projector', sort: { field: 'NUMBER', direction: 'DESC' as const }, ...workflowVariables(filters, tabs, requesterShown) };
      return queryOf(exportUrl('equipmentRequisitions', 'xlsx', variables));
    };

    it('"My requisitions" exports the caller\'s own, with the status and dates chosen', () => {
      expect(exportOf('status=APPROVED&from=2026-05-01&to=2026-05-31')).toEqual({
        format: 'xlsx',
        search: 'projector',
        sort: '-number',
        mine: 'true',
        status: 'APPROVED',
        dates: '2026-05-01,2026-05-31',
      });
    });

    it('"To approve" exports what awaits the caller; "All" the requester chosen', () => {
      expect(exportOf('tab=approve')).toMatchObject({ awaitingMe: 'true' });
      expect(exportOf('tab=approve')).not.toHaveProperty('mine');
      const all = exportOf('tab=all&requester=e1&from=2026-05-01');
      expect(all).toMatchObject({ requester: 'e1' });
      expect(all).not.toHaveProperty('mine');
      expect(all).not.toHaveProperty('dates');
    });
  });

  describe('Activities (the screen URL → its list variables → the export query)', () => {
    const exportOf = (screenQuery: string) =>
      queryOf(
        exportUrl('activities', 'csv', {
          search: null,
          sort: { field: 'DATE', direction: 'ASC' as const },
          ...activityVariables(readActivityFilters(new URLSearchParams(screenQuery))),
        }),
      );

    it('maps kind, status, person, customer and dates to their REST names', () => {
      expect(exportOf('kind=VISIT&status=COMPLETED&employee=e1&customer=c1&from=2026-05-01&to=2026-05-31')).toEqual({
        format: 'csv',
        sort: 'date',
        kind: 'VISIT',
        status: 'COMPLETED',
        employee: 'e1',
        customer: 'c1',
        dates: '2026-05-01,2026-05-31',
      });
    });

    it('leaves out a status for calls and a range still incomplete, as the list does', () => {
      expect(exportOf('kind=CALL&status=COMPLETED&from=2026-05-01')).toEqual({ format: 'csv', sort: 'date', kind: 'CALL' });
    });
  });
});
