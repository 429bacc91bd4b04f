import { endOfISOWeek, endOfMonth, format, parseISO, startOfISOWeek, startOfMonth, subWeeks, addWeeks } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { pgErrorOf } from '../db/pg-error';
import { rawRows } from '../db/raw-rows';
import { badRequest } from '../http/http-error';

/** How many ISO weeks the team's trend covers, the current one included (docs/dashboard.md). */
export const TREND_WEEKS = 8;

/** A span of days in the caller's time zone and the instants that bound it: `[from, to)`. */
export interface DashboardPeriod {
  /** The first day, `YYYY-MM-DD`. */
  firstDay: string;
  /** The last day (included), `YYYY-MM-DD`. */
  lastDay: string;
  /** The instant the first day starts in the time zone. */
  from: Date;
  /** The instant the day after the last day starts in the time zone (excluded). */
  to: Date;
}

/**
 * The periods of a dashboard (docs/dashboard.md "Time boundaries"): the ISO week (Monday to Sunday) and
 * the calendar month that hold `day`, and the {@link TREND_WEEKS} ISO weeks ending with that week (the
 * team's trend; `weeks` are their Mondays, oldest first), each bounded by midnight in `timeZone`.
 */
export interface DashboardPeriods {
  timeZone: string;
  day: string;
  week: DashboardPeriod;
  month: DashboardPeriod;
  trend: DashboardPeriod & { weeks: string[] };
}

/** Whether `timeZone` is an IANA time zone name the runtime knows (`UTC`, `Europe/Berlin`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Today in `timeZone`, `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const dayText = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * Computes the {@link DashboardPeriods} of `day` (`YYYY-MM-DD`) in `timeZone`. The calendar arithmetic
 * is date-fns' on plain days; PostgreSQL turns each boundary day into the instant its midnight is in the
 * zone (its time zone data, so daylight saving is right). 400 on `timeZone` when PostgreSQL does not know it.
 */
export async function periodsOf(db: Db, day: string, timeZone: string): Promise<DashboardPeriods> {
  const date = parseISO(day);
  const weekStart = startOfISOWeek(date);
  const monthStart = startOfMonth(date);
  const trendStart = subWeeks(weekStart, TREND_WEEKS - 1);
  const days = {
    week: [dayText(weekStart), dayText(endOfISOWeek(date))],
    month: [dayText(monthStart), dayText(endOfMonth(date))],
    trend: [dayText(trendStart), dayText(endOfISOWeek(date))],
  } as const;
  const midnight = (first: string) => sql`(${first}::date::timestamp at time zone ${timeZone})`;
  const after = (last: string) => sql`((${last}::date + 1)::timestamp at time zone ${timeZone})`;
  let row: Record<string, Date | string>;
  try {
    [row] = (await rawRows<Record<string, Date | string>>(
      db,
      sql`select ${midnight(days.week[0])} as week_from, ${after(days.week[1])} as week_to, ${midnight(days.month[0])} as month_from,
                 ${after(days.month[1])} as month_to, ${midnight(days.trend[0])} as trend_from, ${after(days.trend[1])} as trend_to`,
    )) as [Record<string, Date | string>];
  } catch (error) {
    if (pgErrorOf(error)?.code === '22023') throw badRequest('The time zone is unknown.', [{ field: 'timeZone', message: 'Must be an IANA time zone name, e.g. Europe/Berlin' }]);
    throw error;
  }
  const instant = (value: Date | string) => new Date(value);
  const period = (range: readonly [string, string], from: Date | string, to: Date | string): DashboardPeriod => ({
    firstDay: range[0],
    lastDay: range[1],
    from: instant(from),
    to: instant(to),
  });
  return {
    timeZone,
    day,
    week: period(days.week, row.week_from!, row.week_to!),
    month: period(days.month, row.month_from!, row.month_to!),
    trend: {
      ...period(days.trend, row.trend_from!, row.trend_to!),
      weeks: Array.from({ length: TREND_WEEKS }, (_, index) => dayText(addWeeks(trendStart, index))),
    },
  };
}
