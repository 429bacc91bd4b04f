import { and, count, countDistinct, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AuthenticatedUser } from '../auth/guard';
import type { Db } from '../db/database';
import { DASHBOARD_KINDS, DASHBOARD_MINE_KINDS, type DashboardKind, type Workflow } from '../generated/contract/workflows';
import { claimLines, claims } from '../resources/claims/table';
import { gvrViewCondition } from '../resources/employees/gvr-view-condition';
import { employees } from '../identity/employees-table';
import { gvrCategories } from '../resources/gvr-categories/table';
import { lateVisit } from '../resources/visits/resource';
import { allResources } from '../resources';
import { visits } from '../resources/visits/table';
import { workflowOf, type WorkflowPart } from '../workflow/part';
import { awaitingMe, isCorrection } from '../workflow/scope';
import type { DashboardPeriod, DashboardPeriods } from './periods';

/** Visits of one period by what became of them (docs/dashboard.md): `late` overlaps the others (a late report is also planned or completed). */
export interface VisitFigures {
  planned: number;
  completed: number;
  cancelled: number;
  late: number;
}

/**
 * The most records one dashboard count reads (docs/dashboard.md "Decisions"): a count stops there and
 * says `more`, so that a figure costs the same at a thousand records as at a million ("1,000+").
 */
export const COUNT_CAP = 1000;

/** A status of a workflow kind and how many records are in it: at most {@link COUNT_CAP}, `more` when there are more. */
export interface StatusCount {
  status: string;
  count: number;
  more: boolean;
}

/**
 * The workflow part of each kind the dashboard counts (contract/workflows.ts `DASHBOARD_KINDS`), from the
 * resource of that catalogue name. Throws at start-up when a kind has no resource running a workflow.
 */
const PARTS = Object.fromEntries(
  DASHBOARD_KINDS.map((kind) => {
    const resource = allResources.find((candidate) => candidate.name === kind);
    const part = resource && workflowOf(resource);
    if (!part) throw new Error(`dashboard kind ${kind} (contract/workflows.ts) is no resource with a workflow`);
    return [kind, part];
  }),
) as Record<DashboardKind, WorkflowPart>;

const n = (value: unknown) => Number(value ?? 0);

/** `count(*) filter (where …)` as a number. */
const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The four {@link VisitFigures} columns of the visits that start in `period`. */
function visitColumns(period: Pick<DashboardPeriod, 'from' | 'to'>) {
  const within = and(gte(visits.start, period.from), lt(visits.start, period.to));
  return {
    planned: countWhere(and(within, eq(visits.status, 'PLANNED'))),
    completed: countWhere(and(within, eq(visits.status, 'COMPLETED'))),
    cancelled: countWhere(and(within, eq(visits.status, 'CANCELLED'))),
    late: countWhere(and(within, lateVisit)),
  };
}

const earliest = (a: Date, b: Date) => (a < b ? a : b);
const latest = (a: Date, b: Date) => (a > b ? a : b);

/**
 * The caller's own visits (as visitor) that start this week and this month (docs/dashboard.md "My
 * visits"): one pass over `(requester_id, start_at)` covering both periods.
 */
export async function myVisits(db: Db, user: AuthenticatedUser, periods: DashboardPeriods): Promise<{ week: VisitFigures; month: VisitFigures }> {
  const { week, month } = periods;
  const [row] = await db
    .select({ week: visitColumns(week), month: visitColumns(month) })
    .from(visits)
    .where(and(eq(visits.requester, user.id), gte(visits.start, earliest(week.from, month.from)), lt(visits.start, latest(week.to, month.to))));
  return { week: row!.week, month: row!.month };
}

/**
 * The states of `workflow` in which `role` may take some action on other people's records (through the
 * role, or as a Hod as the requester's Hod): where records wait for them. Corrections wait for no one.
 * Empty: the role never acts on others' records of the kind.
 */
export function actionableStates(workflow: Workflow, role: string): string[] {
  const acting = workflow.transitions.filter(
    (transition) => !isCorrection(transition) && transition.by.some((actor) => ('role' in actor ? actor.role === role : actor.relation === 'requesterHod' && role === 'Hod')),
  );
  return workflow.states.filter((state) => acting.some((transition) => transition.from.includes(state)));
}

/** Records of one kind by status (in the workflow's order; states without records left out) and their sum. */
export interface KindCount {
  kind: DashboardKind;
  /** The sum of `byStatus`; `more` when one of them was capped. */
  count: number;
  more: boolean;
  byStatus: StatusCount[];
}

/**
 * How many of `table`'s records in each of `states` meet `where`, each count reading at most
 * {@link COUNT_CAP} + 1 rows (one probe of the `(status, …)` or `(requester_id, status)` index per state).
 */
async function countByStatus(db: Db, kind: DashboardKind, states: readonly string[], where: SQL | undefined): Promise<KindCount> {
  const { table } = PARTS[kind];
  const counts = await Promise.all(
    states.map(async (status) => {
      const capped = db
        .select({ one: sql`1` })
        .from(table)
        .where(and(eq(table.status, status), where))
        .limit(COUNT_CAP + 1)
        .as('capped');
      const [row] = await db.select({ count: count() }).from(capped);
      const found = n(row?.count);
      return { status, count: Math.min(found, COUNT_CAP), more: found > COUNT_CAP };
    }),
  );
  const byStatus = counts.filter((entry) => entry.count > 0);
  return { kind, count: byStatus.reduce((sum, entry) => sum + entry.count, 0), more: byStatus.some((entry) => entry.more), byStatus };
}

/**
 * "Waiting for me" (docs/dashboard.md "Approvals"): per kind whose transition table lets the caller's
 * active role act on others' records, the records in their read scope that the list's `?awaitingMe=true`
 * answers (src/workflow/scope.ts `awaitingMe`), counted by status. Kinds the role never acts on are left out.
 */
export async function approvals(db: Db, user: AuthenticatedUser): Promise<KindCount[]> {
  const kinds = DASHBOARD_KINDS.filter((kind) => actionableStates(PARTS[kind].workflow, user.activeRole).length > 0);
  return Promise.all(
    kinds.map((kind) => {
      const { workflow, table } = PARTS[kind];
      return countByStatus(db, kind, actionableStates(workflow, user.activeRole), and(PARTS[kind].scope(db, user), awaitingMe(workflow, table, db, user)));
    }),
  );
}

/** "My open requisitions" (docs/dashboard.md): per requisition kind, the caller's own not in a final state, by status. */
export async function myOpenRequisitions(db: Db, user: AuthenticatedUser): Promise<KindCount[]> {
  return Promise.all(
    DASHBOARD_MINE_KINDS.map((kind) => {
      const { workflow, table } = PARTS[kind];
      return countByStatus(
        db,
        kind,
        workflow.states.filter((state) => !workflow.final.includes(state)),
        eq(table.requester, user.id),
      );
    }),
  );
}

/** One ISO week of the team's visits: its Monday and the figures of the visits starting in it. */
export type WeekVisits = VisitFigures & { week: string };

/** The team's visits of the month in one GVR category. */
export type CategoryVisits = VisitFigures & { category: string; categoryName: string };

/** The people's visits of a Hod, Gvr or Admin (docs/dashboard.md "Team"). */
export interface TeamFigures {
  /** How many people the GVR view list holds: at most {@link COUNT_CAP}, `morePeople` when there are more. */
  people: number;
  morePeople: boolean;
  /** The trend's weeks, oldest first, every week present (zeros when none). */
  byWeek: WeekVisits[];
  /** This month's visits by category, most visits first (categories without visits left out). */
  byCategory: CategoryVisits[];
}

/** The roles that see their people's visits (DESIGN §5 Dashboard). */
export const TEAM_ROLES: readonly string[] = ['Hod', 'Gvr', 'Admin'];

/**
 * The visits of the caller's GVR view list (DESIGN §2: a Hod's departments and themselves; Gvr and Admin
 * every active employee who files visit reports): by ISO week of the trend (weeks begin at Monday midnight
 * in the time zone) and this month by category. Null for other roles.
 */
export async function teamFigures(db: Db, user: AuthenticatedUser, periods: DashboardPeriods): Promise<TeamFigures | null> {
  if (!TEAM_ROLES.includes(user.activeRole)) return null;
  const view = gvrViewCondition(db, { id: user.id, roles: [user.activeRole] });
  const people = db.select({ id: employees.id }).from(employees).where(view);
  const everything = { from: periods.trend.from, to: periods.trend.to };
  const week = sql<string>`to_char(date_trunc('week', ${visits.start} at time zone ${periods.timeZone}), 'YYYY-MM-DD')`;
  const [headcount, weeks, categories] = await Promise.all([
    db.select({ count: count() }).from(
      db
        .select({ one: sql`1` })
        .from(employees)
        .where(view)
        .limit(COUNT_CAP + 1)
        .as('capped'),
    ),
    db
      .select({ week, ...visitColumns(everything) })
      .from(visits)
      .where(and(inArray(visits.requester, people), gte(visits.start, everything.from), lt(visits.start, everything.to)))
      .groupBy(sql`1`),
    db
      .select({ category: visits.category, categoryName: gvrCategories.name, ...visitColumns(periods.month) })
      .from(visits)
      .innerJoin(gvrCategories, eq(gvrCategories.id, visits.category))
      .where(and(inArray(visits.requester, people), gte(visits.start, periods.month.from), lt(visits.start, periods.month.to)))
      .groupBy(visits.category, gvrCategories.name),
  ]);
  const zero: VisitFigures = { planned: 0, completed: 0, cancelled: 0, late: 0 };
  const total = (figures: VisitFigures) => figures.planned + figures.completed + figures.cancelled;
  return {
    people: Math.min(n(headcount[0]?.count), COUNT_CAP),
    morePeople: n(headcount[0]?.count) > COUNT_CAP,
    byWeek: periods.trend.weeks.map((monday) => {
      const found = weeks.find((row) => row.week === monday);
      return found ? { week: monday, planned: found.planned, completed: found.completed, cancelled: found.cancelled, late: found.late } : { week: monday, ...zero };
    }),
    byCategory: categories
      .map((row) => ({ category: row.category, categoryName: row.categoryName, planned: row.planned, completed: row.completed, cancelled: row.cancelled, late: row.late }))
      .sort((a, b) => total(b) - total(a) || a.categoryName.localeCompare(b.categoryName)),
  };
}

/** The claim line types (docs/visits.md "Claims"), in the order the dashboard answers them. */
export const CLAIM_LINE_TYPES = ['MILEAGE', 'MEALS', 'PARKING', 'OTHER'] as const;

/** The lines of one type over a set of claims: how many claims have such a line, and the exact sum. */
export interface TypeTotal {
  type: (typeof CLAIM_LINE_TYPES)[number];
  currency: string;
  claims: number;
  amount: string;
}

/** Finance's claims (docs/dashboard.md "Finance"). */
export interface FinanceFigures {
  /** Claims waiting for Finance: to review (SUBMITTED) and to pay (APPROVED). */
  submitted: number;
  approved: number;
  /** Their lines by type. */
  waitingByType: TypeTotal[];
  /** Claims paid this month (a PAID claim's `updatedAt` is its payment: nothing changes it after). */
  paid: number;
  paidByType: TypeTotal[];
}

/**
 * Claims waiting for Finance and paid this month, their lines summed by type (exact numeric sums, decimal
 * strings). Null unless the active role is Finance.
 */
export async function financeFigures(db: Db, user: AuthenticatedUser, periods: DashboardPeriods): Promise<FinanceFigures | null> {
  if (user.activeRole !== 'Finance') return null;
  const waiting = inArray(claims.status, ['SUBMITTED', 'APPROVED']);
  const paidThisMonth = and(eq(claims.status, 'PAID'), gte(claims.updatedAt, periods.month.from), lt(claims.updatedAt, periods.month.to));
  const byType = async (condition: SQL | undefined): Promise<TypeTotal[]> => {
    const rows = await db
      .select({
        type: claimLines.type,
        currency: claims.currency,
        claims: countDistinct(claims.id),
        amount: sql<string>`sum(${claimLines.amount})::numeric(14, 2)::text`,
      })
      .from(claims)
      .innerJoin(claimLines, eq(claimLines.claim, claims.id))
      .where(condition)
      .groupBy(claimLines.type, claims.currency);
    return rows
      .map((row) => ({ type: row.type as TypeTotal['type'], currency: row.currency, claims: n(row.claims), amount: row.amount }))
      .sort((a, b) => CLAIM_LINE_TYPES.indexOf(a.type) - CLAIM_LINE_TYPES.indexOf(b.type) || a.currency.localeCompare(b.currency));
  };
  const [counts, waitingByType, paidByType] = await Promise.all([
    db
      .select({ submitted: countWhere(eq(claims.status, 'SUBMITTED')), approved: countWhere(eq(claims.status, 'APPROVED')), paid: countWhere(paidThisMonth) })
      .from(claims)
      .where(sql`${waiting} or ${paidThisMonth}`),
    byType(waiting),
    byType(paidThisMonth),
  ]);
  const row = counts[0];
  return { submitted: n(row?.submitted), approved: n(row?.approved), waitingByType, paid: n(row?.paid), paidByType };
}
