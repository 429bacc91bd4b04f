import { workflowOf } from '../../workflow/part';
import { and, count, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { boundedDay } from '../../crud/dates';
import type { CrudDeps } from '../../crud/routes';
import { errorResponses } from '../../http/error-schema';
import { badRequest } from '../../http/http-error';
import { mine } from '../../workflow/scope';
import { claimsResource } from './resource';
import { claimSettings } from './settings';
import { claims } from './table';

/** The most months one totals request spans (docs/visits.md "Totals"). */
export const MAX_TOTAL_MONTHS = 24;

const day = (name: string) => boundedDay(z.iso.date({ error: `Must be a date (YYYY-MM-DD): ${name}` }));

const query = z.strictObject({
  from: day('the first day'),
  to: day('the last day'),
  mine: z.enum(['true', 'false'], { error: 'Must be true or false' }).optional(),
});

/** One month of claim totals (docs/visits.md "Totals"; schema `ClaimMonthTotal`). */
const monthTotal = z.object({
  month: z.string().describe('YYYY-MM'),
  count: z.number().int(),
  total: z.string().describe('Exact sum of the totals, 2 decimals'),
  paid: z.string().describe('Exact sum of the totals of the PAID claims, 2 decimals'),
  currency: z.string(),
});

/** The months from `from`'s to `to`'s, newest first, as `YYYY-MM` (both given as `YYYY-MM-DD`). */
export function monthsBetween(from: string, to: string): string[] {
  const index = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  const months: string[] = [];
  for (let i = index(to); i >= index(from); i -= 1) months.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  return months;
}

/**
 * `GET /claims/totals?from=YYYY-MM-DD&to=YYYY-MM-DD[&mine=true]` (docs/visits.md "Totals"), registered
 * with prefix `/claims` under the claims' read permission: per calendar month (UTC) of creation, from
 * `from`'s month to `to`'s, newest first, `{ month, count, total, paid, currency }` over the claims the
 * caller may read (the workflow's read scope: their own, a Hod's departments', every claim for Finance
 * and Gvr, never someone else's draft; `mine=true` only their own), drafts and cancelled ones not counted. Sums are exact (numeric in SQL, text
 * in JSON). A month without claims is answered with zeros in the GVR settings' currency; a month whose
 * claims were made in two currencies (the settings changed) has one entry per currency. 400 when a
 * date is not one, `from` is after `to`, or the span covers more than {@link MAX_TOTAL_MONTHS} months.
 */
export function claimTotalsRoute(deps: CrudDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const part = workflowOf(claimsResource)!;
    app.get(
      '/totals',
      {
        onRequest: deps.guard.requirePermission(claimsResource.permissions.read),
        schema: { tags: ['claims'], summary: 'Claim totals per month of creation', querystring: query, response: { 200: z.array(monthTotal), ...errorResponses(400, 403) } },
      },
      async (request: FastifyRequest) => {
        const user = request.user!;
        const { from, to, mine: onlyMine } = request.query as z.output<typeof query>;
        if (from > to) throw badRequest('The span is invalid.', [{ field: 'to', message: 'Must not be before the first day' }]);
        const months = monthsBetween(from, to);
        if (months.length > MAX_TOTAL_MONTHS) throw badRequest('The span is too long.', [{ field: 'to', message: `At most ${MAX_TOTAL_MONTHS} months` }]);
        const start = sql`(date_trunc('month', ${from}::date))::timestamp at time zone 'UTC'`;
        const end = sql`(date_trunc('month', ${to}::date) + interval '1 month')::timestamp at time zone 'UTC'`;
        const month = sql<string>`to_char(${claims.createdAt} at time zone 'UTC', 'YYYY-MM')`;
        const rows = await deps.db
          .select({
            month,
            currency: claims.currency,
            count: count(),
            total: sql<string>`sum(${claims.total})::numeric(14, 2)::text`,
            paid: sql<string>`coalesce(sum(${claims.total}) filter (where ${claims.status} = 'PAID'), 0)::numeric(14, 2)::text`,
          })
          .from(claims)
          .where(
            and(
              gte(claims.createdAt, start),
              lt(claims.createdAt, end),
              notInArray(claims.status, ['CANCELLED', 'DRAFT']),
              part.scope(deps.db, user),
              onlyMine === 'true' ? mine(claims, user) : undefined,
            ),
          )
          .groupBy(month, claims.currency)
          .orderBy(sql`1 desc`, claims.currency);
        const { currency } = await claimSettings(deps.db);
        return months.flatMap((name) => {
          const found = rows.filter((row) => row.month === name);
          return found.length > 0
            ? found.map((row) => ({ month: name, count: Number(row.count), total: row.total, paid: row.paid, currency: row.currency }))
            : [{ month: name, count: 0, total: '0.00', paid: '0.00', currency }];
        });
      },
    );
  };
}
