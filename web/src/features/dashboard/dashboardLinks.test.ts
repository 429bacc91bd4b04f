import { EQUIPMENT_REQUISITION_WORKFLOW } from '../../generated/contract/workflows';
import { readWorkflowFilters } from '../../workflow/workflowFilters';
import { KIND_LABELS, allClaimsLink, awaitingLink, kindListPath, mineLink, visitsLink } from './dashboardLinks';

const query = (link: string) => new URLSearchParams(link.split('?')[1]);

describe('dashboard links', () => {
  it("open the Activities list with the filters it reads: the caller's visits of the week in a status", () => {
    const link = visitsLink({ firstDay: '2026-03-16', lastDay: '2026-03-22' }, { employeeId: 'e1', status: 'PLANNED' });
    expect(link.startsWith('/visit-reports/activities?')).toBe(true);
    // The Activities list's parameters (docs/visits.md "Activities"; the browser test opens the list from the figure).
    expect(Object.fromEntries(query(link))).toEqual({ kind: 'VISIT', status: 'PLANNED', employee: 'e1', from: '2026-03-16', to: '2026-03-22' });
  });

  it("leave out filters not given (a team's visits: everyone the caller sees)", () => {
    expect(visitsLink({ firstDay: '2026-03-01', lastDay: '2026-03-31' })).toBe('/visit-reports/activities?kind=VISIT&from=2026-03-01&to=2026-03-31');
  });

  it('name every kind of contract/workflows.ts `dashboard` by its catalogue plural and open its list', () => {
    expect(KIND_LABELS).toEqual({ EQUIPMENT_REQUISITIONS: 'Equipment requisitions', EVENT_REQUISITIONS: 'Event requisitions', CLAIMS: 'Claims' });
    expect(Object.keys(KIND_LABELS).map((kind) => kindListPath(kind as keyof typeof KIND_LABELS))).toEqual([
      '/requisitions/equipments-requisition',
      '/requisitions/events-requisition',
      '/visit-reports/claims',
    ]);
  });

  it('open the workflow lists on the right tab and status', () => {
    expect(awaitingLink('EQUIPMENT_REQUISITIONS')).toBe('/requisitions/equipments-requisition?tab=approve');
    expect(awaitingLink('CLAIMS', 'APPROVED')).toBe('/visit-reports/claims?tab=approve&status=APPROVED');
    expect(mineLink('EVENT_REQUISITIONS', 'SUBMITTED')).toBe('/requisitions/events-requisition?status=SUBMITTED');
    expect(allClaimsLink('PAID')).toBe('/visit-reports/claims?tab=all&status=PAID');
    const tabs = [
      { key: 'mine' as const, label: 'My requisitions', variables: { mine: true } },
      { key: 'approve' as const, label: 'To approve', variables: { awaitingMe: true } },
    ];
    expect(readWorkflowFilters(query(awaitingLink('EQUIPMENT_REQUISITIONS', 'SUBMITTED')), EQUIPMENT_REQUISITION_WORKFLOW, tabs)).toMatchObject({
      tab: 'approve',
      status: 'SUBMITTED',
    });
  });
});
