import { Suspense, lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, CalendarClock, ClipboardCheck, ClipboardList, HandCoins, Receipt, TriangleAlert, UsersRound, Wallet } from 'lucide-react';
import type { DashboardQuery } from '../../generated/graphql';
import { statusLabel } from '../../workflow/workflowRules';
import { Figure } from './Figure';
import { KIND_LABELS, allClaimsLink, awaitingLink, lateVisitsLink, mineLink, visitsLink } from './dashboardLinks';

/** The charts and chart.js, in a chunk of their own (the shell's JavaScript does not carry them). */
const TeamCharts = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.TeamCharts })));
const MyVisitsChart = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.MyVisitsChart })));
const ClaimCharts = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.ClaimCharts })));
const ProductCharts = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.ProductCharts })));

/** The dashboard query's answer (not null). */
export type DashboardData = NonNullable<DashboardQuery['dashboard']>;

/** A titled group of figures (and charts) of the dashboard. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="dashboard-section" aria-labelledby={`dashboard-${id}`}>
      <h2 id={`dashboard-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

const chartFallback = <p role="status">Loading the charts…</p>;

/**
 * The caller's own visits (docs/dashboard.md "My visits"): planned, completed and late this week and
 * this month; planned and completed open the Activities list of their visits of that period in that
 * status; late opens the calendar's list of that period's late reports. Someone with no visit in either
 * period (Finance, Product) gets one sentence rather than six zeros. Then the chart of their visits per week.
 */
export function MyVisitsSection({ dashboard, userId }: { dashboard: DashboardData; userId: string }) {
  const periods = [
    { key: 'week', words: 'this week', span: dashboard.week, figures: dashboard.myVisits.week },
    { key: 'month', words: 'this month', span: dashboard.month, figures: dashboard.myVisits.month },
  ] as const;
  const none = periods.every(({ figures }) => figures.planned + figures.completed + figures.cancelled + figures.late === 0);
  return (
    <Section id="my-visits" title="My visits">
      {none ? (
        <p className="dashboard-empty">You have no visits this week or this month.</p>
      ) : (
        <ul className="figures" aria-label="My visits">
          {periods.map(({ key, words, span, figures }) => [
            <Figure
              key={`${key}-planned`}
              label={`Planned ${words}`}
              value={figures.planned}
              icon={CalendarClock}
              to={visitsLink(span, { employeeId: userId, status: 'PLANNED' })}
            />,
            <Figure
              key={`${key}-completed`}
              label={`Completed ${words}`}
              value={figures.completed}
              icon={CalendarCheck}
              to={visitsLink(span, { employeeId: userId, status: 'COMPLETED' })}
            />,
            <Figure
              key={`${key}-late`}
              label={`Late reports ${words}`}
              value={figures.late}
              icon={TriangleAlert}
              to={lateVisitsLink(span, key === 'week' ? 'listWeek' : 'listMonth', userId)}
            />,
          ])}
        </ul>
      )}
      <Suspense fallback={chartFallback}>
        <MyVisitsChart thisMonday={dashboard.week.firstDay} />
      </Suspense>
    </Section>
  );
}

/** What waits for the caller's action, per kind they act on (docs/dashboard.md "Waiting for me"); left out for a role that acts on none. */
export function ApprovalsSection({ dashboard }: { dashboard: DashboardData }) {
  if (dashboard.approvals.length === 0) return null;
  return (
    <Section id="approvals" title="Waiting for me">
      <ul className="figures" aria-label="Waiting for me">
        {dashboard.approvals.map((entry) => (
          <Figure
            key={entry.kind}
            label={KIND_LABELS[entry.kind]}
            detail={entry.byStatus.map((status) => `${status.count}${status.more ? '+' : ''} ${statusLabel(status.status).toLowerCase()}`).join(', ') || undefined}
            value={entry.count}
            more={entry.more}
            icon={ClipboardCheck}
            to={awaitingLink(entry.kind)}
          />
        ))}
      </ul>
    </Section>
  );
}

/** The caller's open requisitions by status (docs/dashboard.md "My open requisitions"), each opening "My requisitions" in that status. */
export function RequisitionsSection({ dashboard }: { dashboard: DashboardData }) {
  const open = dashboard.myRequisitions.filter((entry) => entry.count > 0);
  return (
    <Section id="requisitions" title="My open requisitions">
      {open.length === 0 ? (
        <p className="dashboard-empty">You have no open requisitions.</p>
      ) : (
        <ul className="figures" aria-label="My open requisitions">
          {open.flatMap((entry) =>
            entry.byStatus.map((status) => (
              <Figure
                key={`${entry.kind}-${status.status}`}
                label={`${KIND_LABELS[entry.kind]}: ${statusLabel(status.status).toLowerCase()}`}
                value={status.count}
                more={status.more}
                icon={ClipboardList}
                to={mineLink(entry.kind, status.status)}
              />
            )),
          )}
        </ul>
      )}
    </Section>
  );
}

/**
 * Their people's visits (Hod: their departments; Gvr and Admin: everyone who files visit reports;
 * docs/dashboard.md "Team"): the people, this week's visits (opening the Activities list of the week,
 * which shows what the caller may see) and late reports, then the charts.
 */
export function TeamSection({ dashboard, title }: { dashboard: DashboardData; title: string }) {
  const team = dashboard.team;
  if (!team) return null;
  const thisWeek = team.byWeek[team.byWeek.length - 1];
  return (
    <Section id="team" title={title}>
      <ul className="figures" aria-label={title}>
        <Figure label="People in your GVR view" value={team.people} more={team.morePeople} icon={UsersRound} />
        <Figure label="Visits this week" value={thisWeek ? thisWeek.planned + thisWeek.completed + thisWeek.cancelled : 0} icon={CalendarCheck} to={visitsLink(dashboard.week)} />
        <Figure label="Completed this week" value={thisWeek?.completed ?? 0} icon={CalendarCheck} to={visitsLink(dashboard.week, { status: 'COMPLETED' })} />
        <Figure label="Late reports this week" value={thisWeek?.late ?? 0} icon={TriangleAlert} to={lateVisitsLink(dashboard.week, 'listWeek')} />
      </ul>
      <Suspense fallback={chartFallback}>
        <TeamCharts team={team} />
      </Suspense>
    </Section>
  );
}

/** Finance's claims (docs/dashboard.md "Finance"): to review, to pay, paid this month, then the amounts by type. */
export function ClaimsSection({ dashboard }: { dashboard: DashboardData }) {
  const claims = dashboard.claims;
  if (!claims) return null;
  return (
    <Section id="claims" title="Claims">
      <ul className="figures" aria-label="Claims">
        <Figure label="Claims to review" value={claims.submitted} icon={Receipt} to={awaitingLink('CLAIMS', 'SUBMITTED')} />
        <Figure label="Claims to pay" value={claims.approved} icon={Wallet} to={awaitingLink('CLAIMS', 'APPROVED')} />
        <Figure label="Claims paid this month" value={claims.paid} icon={HandCoins} to={allClaimsLink('PAID')} />
      </ul>
      <Suspense fallback={chartFallback}>
        <ClaimCharts claims={claims} />
      </Suspense>
    </Section>
  );
}

/** Product's own work (docs/dashboard.md "Product"; spec §2 Products): a link to the list and the chart of their products by category. */
export function ProductsSection() {
  return (
    <Section id="products" title="Products">
      <p>
        <Link to="/product-setup/products">Open the products</Link>
      </p>
      <Suspense fallback={chartFallback}>
        <ProductCharts />
      </Suspense>
    </Section>
  );
}
