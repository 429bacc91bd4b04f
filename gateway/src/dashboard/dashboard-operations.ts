import { z } from 'zod';
import type { Dashboard, DashboardWorkflowKind, QueryDashboardArgs } from '../generated/resolvers-types';
import { constantCase } from '../generated/contract/resources';
import { DASHBOARD_KINDS, type DashboardKind } from '../generated/contract/workflows';
import { readWithFallback } from '../crud/read-fallback';
import type { RootResolver, RootResolvers } from '../crud/resolvers';
import { restInstant } from '../upstream/contract';

/**
 * The REST kind names (contract/workflows.ts `DASHBOARD_KINDS`) and their GraphQL enum values, the names
 * in CONSTANT_CASE (the enum `npm run codegen` writes from the same list).
 */
const KINDS = Object.fromEntries(DASHBOARD_KINDS.map((kind) => [kind, constantCase(kind) as DashboardWorkflowKind])) as Record<DashboardKind, DashboardWorkflowKind>;

const period = z.object({ firstDay: z.string(), lastDay: z.string(), from: restInstant, to: restInstant });
const figures = z.object({ planned: z.number().int(), completed: z.number().int(), cancelled: z.number().int(), late: z.number().int() });
const kindCount = z
  .object({
    kind: z.enum(DASHBOARD_KINDS),
    count: z.number().int(),
    more: z.boolean(),
    byStatus: z.array(z.object({ status: z.string(), count: z.number().int(), more: z.boolean() })),
  })
  .transform((entry) => ({ ...entry, kind: KINDS[entry.kind] }));
const money = z.union([z.string(), z.number().transform(String)]);
const typeTotal = z.object({ type: z.enum(['MILEAGE', 'MEALS', 'PARKING', 'OTHER']), currency: z.string(), claims: z.number().int(), amount: money });

/** `GET /setup/dashboard` as REST answers it (docs/dashboard.md "REST"). */
const restDashboard = z.object({
  timeZone: z.string(),
  day: z.string(),
  week: period,
  month: period,
  trend: period,
  myVisits: z.object({ week: figures, month: figures }),
  approvals: z.array(kindCount),
  myRequisitions: z.array(kindCount),
  team: z
    .object({
      people: z.number().int(),
      morePeople: z.boolean(),
      byWeek: z.array(figures.extend({ week: z.string() })),
      byCategory: z.array(figures.extend({ category: z.string(), categoryName: z.string() })),
    })
    .nullable(),
  finance: z
    .object({ submitted: z.number().int(), approved: z.number().int(), waitingByType: z.array(typeTotal), paid: z.number().int(), paidByType: z.array(typeTotal) })
    .nullable(),
});

/** The REST answer as the GraphQL `Dashboard`: kinds as enum values, `category` as `categoryId`, `finance` as `claims`. */
function toDashboard({ team, finance, ...shared }: z.output<typeof restDashboard>): Dashboard {
  return {
    ...shared,
    team: team && { ...team, byCategory: team.byCategory.map(({ category, ...entry }) => ({ categoryId: category, ...entry })) },
    claims: finance,
  };
}

/**
 * `dashboard(timeZone, date)` → `GET /setup/dashboard?timeZone=&date=` (docs/dashboard.md): the signed-in
 * employee's figures. A read the home page makes on every visit, so it falls back like the other reads
 * (docs/graphql-grammar.md): null with a warning when the upstream is unavailable; a refusal (400 for an
 * unknown time zone: BAD_USER_INPUT, 401) passes on.
 */
const dashboard: RootResolver<QueryDashboardArgs, Dashboard | null> = async (_parent, args, context, info) =>
  readWithFallback(
    context,
    info,
    'get',
    async () => toDashboard(await context.upstream.getJson(restDashboard, 'dashboard', { timeZone: args.timeZone ?? undefined, date: args.date ?? undefined })),
    null,
  );

/** The dashboard's operation (DESIGN §5 Dashboard). */
export const dashboardOperations: RootResolvers = { Query: { dashboard }, Mutation: {} };
