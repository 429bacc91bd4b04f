import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { boundedDay } from '../crud/dates';
import type { CrudDeps } from '../crud/routes';
import { DASHBOARD_KINDS } from '../generated/contract/workflows';
import { errorResponses } from '../http/error-schema';
import { approvals, CLAIM_LINE_TYPES, financeFigures, myOpenRequisitions, myVisits, teamFigures } from './figures';
import { isTimeZone, periodsOf, todayIn, type DashboardPeriod } from './periods';

const query = z.strictObject({
  timeZone: z
    .string()
    .max(64, { error: 'Must be an IANA time zone name, e.g. Europe/Berlin' })
    .refine(isTimeZone, { error: 'Must be an IANA time zone name, e.g. Europe/Berlin' })
    .optional(),
  date: boundedDay(z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' })).optional(),
});

const period = z.object({ firstDay: z.string(), lastDay: z.string(), from: z.string().describe('ISO instant, included'), to: z.string().describe('ISO instant, excluded') });
const visitFigures = z.object({ planned: z.number().int(), completed: z.number().int(), cancelled: z.number().int(), late: z.number().int() });
// The workflow kinds the dashboard counts: contract/workflows.ts `dashboard`.
const kind = z.enum(DASHBOARD_KINDS);
const more = z.boolean().describe('The count stopped at 1,000: there are more');
const statusCounts = z.object({ kind, count: z.number().int(), more, byStatus: z.array(z.object({ status: z.string(), count: z.number().int(), more })) });
const typeTotal = z.object({ type: z.enum(CLAIM_LINE_TYPES), currency: z.string(), claims: z.number().int(), amount: z.string().describe('Exact sum, 2 decimals') });

/** The answer of `GET /setup/dashboard` (docs/dashboard.md "REST"). */
const dashboard = z.object({
  timeZone: z.string(),
  day: z.string().describe('The day the dashboard is for, YYYY-MM-DD'),
  role: z.string(),
  week: period,
  month: period,
  trend: period.extend({ weeks: z.array(z.string()) }),
  myVisits: z.object({ week: visitFigures, month: visitFigures }),
  approvals: z.array(statusCounts),
  myRequisitions: z.array(statusCounts),
  team: z
    .object({
      people: z.number().int(),
      byWeek: z.array(visitFigures.extend({ week: z.string() })),
      byCategory: z.array(visitFigures.extend({ category: z.string(), categoryName: z.string() })),
    })
    .nullable(),
  finance: z
    .object({ submitted: z.number().int(), approved: z.number().int(), waitingByType: z.array(typeTotal), paid: z.number().int(), paidByType: z.array(typeTotal) })
    .nullable(),
});

const instants = (p: DashboardPeriod) => ({ firstDay: p.firstDay, lastDay: p.lastDay, from: p.from.toISOString(), to: p.to.toISOString() });

/**
 * `GET /setup/dashboard[?timeZone=Europe/Berlin][&date=YYYY-MM-DD]` (docs/dashboard.md; DESIGN §5
 * Dashboard), every signed-in role: the caller's figures for the ISO week and calendar month holding
 * `date` (default: today) in `timeZone` (default `UTC`): their own visits (planned, completed, cancelled,
 * late), what waits for their action per workflow kind, their open requisitions by status; for a Hod, Gvr
 * or Admin their people's visits by week (8 ISO weeks) and by category (the month); for Finance the claims
 * waiting and paid this month by line type. Every figure is an aggregate query (GROUP BY, count filters)
 * within the caller's read scope. 400 for an unknown time zone or a malformed date.
 */
export function dashboardRoute(deps: CrudDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get(
      '/',
      {
        onRequest: deps.guard.requirePermission('ownAccount'),
        schema: { tags: ['dashboard'], summary: "The caller's dashboard figures", querystring: query, response: { 200: dashboard, ...errorResponses(400) } },
      },
      async (request: FastifyRequest) => {
        const user = request.user!;
        const { timeZone = 'UTC', date } = request.query as z.output<typeof query>;
        const periods = await periodsOf(deps.db, date ?? todayIn(timeZone), timeZone);
        const [visitsFigures, waiting, requisitions, team, finance] = await Promise.all([
          myVisits(deps.db, user, periods),
          approvals(deps.db, user),
          myOpenRequisitions(deps.db, user),
          teamFigures(deps.db, user, periods),
          financeFigures(deps.db, user, periods),
        ]);
        return {
          timeZone,
          day: periods.day,
          role: user.activeRole,
          week: instants(periods.week),
          month: instants(periods.month),
          trend: { ...instants(periods.trend), weeks: periods.trend.weeks },
          myVisits: visitsFigures,
          approvals: waiting,
          myRequisitions: requisitions,
          team,
          finance,
        };
      },
    );
  };
}
