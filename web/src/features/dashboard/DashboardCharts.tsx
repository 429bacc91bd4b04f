import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { MyRecentVisitsDocument } from '../../generated/documents/MyRecentVisitsDocument';
import type { DashboardQuery } from '../../generated/graphql';
import { DashboardChart } from './DashboardChart';
import { DashboardProductsDocument } from '../../generated/documents/DashboardProductsDocument';
import { MY_WEEKS, claimTypeData, myWeekData, myWeeks, productCategoryData, teamCategoryData, teamWeekData } from './chartData';

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

/**
 * The caller's own chart (docs/dashboard.md "My visits"): their visits per week over the last
 * {@link MY_WEEKS} weeks up to `thisMonday`'s, stacked by status (the first 100 of them). Loaded lazily.
 */
export function MyVisitsChart({ thisMonday }: { thisMonday: string }) {
  const { mondays, period } = useMemo(() => myWeeks(thisMonday), [thisMonday]);
  const { data, error } = useQuery(MyRecentVisitsDocument, { variables: { period }, fetchPolicy: 'cache-and-network' });
  const visits = useMemo(() => data?.visits.items ?? [], [data]);
  const chart = useMemo(() => myWeekData(visits, mondays), [visits, mondays]);
  if (!data) return error ? <p className="dashboard-empty">Your visits per week could not be loaded.</p> : <p role="status">Loading the charts…</p>;
  if (visits.length === 0) return <p className="dashboard-empty">You have no visits in the last {MY_WEEKS} weeks.</p>;
  return (
    <div className="dashboard-charts">
      <DashboardChart title="My visits per week" summary={`${visits.length}${data.visits.hasNextPage ? '+' : ''} visits over the last ${MY_WEEKS} weeks.`} data={chart} stacked />
    </div>
  );
}

/** Product's chart (docs/dashboard.md "Product"): their products per category, active and inactive. Loaded lazily. */
export function ProductCharts() {
  const { data, error } = useQuery(DashboardProductsDocument, { fetchPolicy: 'cache-and-network' });
  const products = useMemo(() => data?.allProducts ?? [], [data]);
  const chart = useMemo(() => productCategoryData(products), [products]);
  if (!data) return error ? <p className="dashboard-empty">The products could not be loaded.</p> : <p role="status">Loading the charts…</p>;
  if (products.length === 0) return <p className="dashboard-empty">There are no products yet.</p>;
  const active = products.filter((product) => product.active).length;
  return (
    <div className="dashboard-charts">
      <DashboardChart
        title="Products by category"
        summary={`${products.length} products in ${chart.labels.length} categories, ${active} of them active.`}
        data={chart}
        stacked
        horizontal
      />
    </div>
  );
}
