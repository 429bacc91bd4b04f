import { useMemo } from 'react';
import type { DashboardQuery } from '../../generated/graphql';
import { DashboardChart } from './DashboardChart';
import { claimTypeData, teamCategoryData, teamWeekData } from './chartData';

type Dashboard = NonNullable<DashboardQuery['dashboard']>;

/**
 * The team's charts (Hod, Gvr, Admin; docs/dashboard.md "Team"): visits per week over 8 weeks and this
 * month's visits per GVR category, stacked by status. Loaded lazily (with chart.js) by the dashboard.
 */
export function TeamCharts({ team }: { team: NonNullable<Dashboard['team']> }) {
  const weeks = useMemo(() => teamWeekData(team), [team]);
  const categories = useMemo(() => teamCategoryData(team), [team]);
  const total = team.byWeek.reduce((sum, week) => sum + week.planned + week.completed + week.cancelled, 0);
  return (
    <div className="dashboard-charts">
      {total > 0 ? (
        <DashboardChart title="Visits per week" summary={`${total} visits over the last ${team.byWeek.length} weeks.`} data={weeks} stacked />
      ) : (
        <p className="dashboard-empty">No visits in the last {team.byWeek.length} weeks.</p>
      )}
      {team.byCategory.length > 0 ? (
        <DashboardChart title="Visits this month by category" summary={team.byCategory.map((row) => row.categoryName).join(', ')} data={categories} stacked horizontal />
      ) : (
        <p className="dashboard-empty">No visits this month yet.</p>
      )}
    </div>
  );
}

/** Finance's chart (docs/dashboard.md "Finance"): the amounts waiting and paid this month per claim line type. Loaded lazily. */
export function ClaimCharts({ claims }: { claims: NonNullable<Dashboard['claims']> }) {
  const data = useMemo(() => claimTypeData(claims), [claims]);
  if (claims.waitingByType.length === 0 && claims.paidByType.length === 0) return <p className="dashboard-empty">No claims are waiting and none were paid this month.</p>;
  const currencies = [...new Set([...claims.waitingByType, ...claims.paidByType].map((row) => row.currency))];
  return (
    <div className="dashboard-charts">
      <DashboardChart
        title={currencies.length === 1 ? `Claim amounts by type (${currencies[0]})` : 'Claim amounts by type'}
        summary="Amounts waiting and paid this month for mileage, meals, parking and other."
        data={data}
      />
    </div>
  );
}
