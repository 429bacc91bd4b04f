import { screen, within } from '@testing-library/react';
import { installListScreenTestHooks } from '../../../testing/listScreenHooks';
import { gatewayStandInLink, renderInApp, type GatewayAnswer } from '../../../testing/gatewayStandIn';
import type { DashboardQuery, Role } from '../../generated/graphql';
import { sessionStore } from '../../session/sessionStore';
import { DashboardPage } from './DashboardPage';

installListScreenTestHooks();
afterEach(() => sessionStore.signOut());

const zero = { planned: 0, completed: 0, cancelled: 0, late: 0 };

/** A dashboard answer as the gateway sends it (docs/dashboard.md), the Employee's unless changed. */
function dashboard(change: Partial<NonNullable<DashboardQuery['dashboard']>> = {}): NonNullable<DashboardQuery['dashboard']> {
  return {
    timeZone: 'UTC',
    day: '2026-03-18',
    week: { firstDay: '2026-03-16', lastDay: '2026-03-22' },
    month: { firstDay: '2026-03-01', lastDay: '2026-03-31' },
    myVisits: { week: { planned: 1, completed: 3, cancelled: 1, late: 2 }, month: { planned: 1, completed: 4, cancelled: 1, late: 2 } },
    approvals: [],
    myRequisitions: [
      { kind: 'EQUIPMENT_REQUISITIONS', count: 1, more: false, byStatus: [{ status: 'SUBMITTED', count: 1, more: false }] },
      { kind: 'EVENT_REQUISITIONS', count: 0, more: false, byStatus: [] },
    ],
    team: null,
    claims: null,
    ...change,
  };
}

/** Renders the dashboard at `/` for a user of `role`, the gateway answering the dashboard query with `answer`. */
function renderDashboard(role: Role, answer: GatewayAnswer) {
  sessionStore.signIn({ token: 't', id: 'e1', employeeName: 'Ann Lee', email: 'ann@example.com', roles: [role], gender: 'FEMALE', photo: null });
  const link = gatewayStandInLink((operation) => (operation === 'Dashboard' ? answer : { data: null }));
  return renderInApp({ link, path: '/', page: <DashboardPage /> });
}

const figure = (group: string, label: string) =>
  within(screen.getByRole('list', { name: group }))
    .getByText(label, { exact: true })
    .closest('a');

describe('DashboardPage', () => {
  it("shows the Employee's visits, each figure linking to its filtered list, and their open requisitions", async () => {
    renderDashboard('EMPLOYEE', { data: { dashboard: dashboard() } });
    expect(await screen.findByRole('list', { name: 'My visits' })).toBeInTheDocument();
    expect(figure('My visits', 'Completed this week')).toHaveAttribute('href', '/visit-reports/activities?kind=VISIT&status=COMPLETED&employee=e1&from=2026-03-16&to=2026-03-22');
    expect(figure('My visits', 'Completed this week')).toHaveTextContent('3');
    expect(figure('My visits', 'Late reports this week')).toHaveAttribute('href', '/visit-reports/calendar?view=listWeek&date=2026-03-16&person=e1&late=true');
    expect(figure('My visits', 'Late reports this month')).toHaveAttribute('href', '/visit-reports/calendar?view=listMonth&date=2026-03-01&person=e1&late=true');
    expect(figure('My open requisitions', 'Equipment requisitions: submitted')).toHaveAttribute('href', '/requisitions/equipments-requisition?status=SUBMITTED');
    expect(screen.queryByRole('heading', { name: 'Waiting for me' })).not.toBeInTheDocument();
  });

  it('shows a capped count as 1,000+ and the Finance claims, with an empty chart message when nothing is waiting', async () => {
    renderDashboard('FINANCE', {
      data: {
        dashboard: dashboard({
          approvals: [{ kind: 'CLAIMS', count: 1000, more: true, byStatus: [{ status: 'SUBMITTED', count: 1000, more: true }] }],
          myRequisitions: [],
          myVisits: { week: zero, month: zero },
          claims: { submitted: 1000, approved: 0, paid: 0, waitingByType: [], paidByType: [] },
        }),
      },
    });
    expect(await screen.findByRole('list', { name: 'Claims' })).toBeInTheDocument();
    expect(figure('Waiting for me', 'Claims')).toHaveTextContent('1,000+');
    expect(figure('Claims', 'Claims to review')).toHaveAttribute('href', '/visit-reports/claims?tab=approve&status=SUBMITTED');
    expect(screen.getByText('You have no open requisitions.')).toBeInTheDocument();
    // No visits of their own: one sentence, not six zeros.
    expect(screen.getByText('You have no visits this week or this month.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'My visits' })).not.toBeInTheDocument();
    expect(await screen.findByText('No claims are waiting and none were paid this month.')).toBeInTheDocument();
  });

  it("shows a Hod's department section without visits as empty chart messages", async () => {
    const team = { people: 3, morePeople: false, byWeek: ['2026-03-09', '2026-03-16'].map((week) => ({ week, ...zero })), byCategory: [] };
    renderDashboard('HOD', { data: { dashboard: dashboard({ team }) } });
    expect(await screen.findByRole('heading', { name: "Your department's visits" })).toBeInTheDocument();
    expect(figure("Your department's visits", 'Visits this week')).toHaveAttribute('href', '/visit-reports/activities?kind=VISIT&from=2026-03-16&to=2026-03-22');
    expect(await screen.findByText('No visits this month yet.')).toBeInTheDocument();
    expect(screen.getByText('No visits in the last 2 weeks.')).toBeInTheDocument();
  });

  it('says the figures could not be loaded (a fallback null or an error) and offers Retry', async () => {
    renderDashboard('EMPLOYEE', { data: { dashboard: null } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your figures could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
