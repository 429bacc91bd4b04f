import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rawRows } from '../db/raw-rows';
import { workflowCounters } from './counters-table';

/**
 * The next number of `prefix` for the calendar year (UTC) of `at` (docs/requisitions.md "Numbers"):
 * `<prefix>-<year>-<4+ digits>` (`EQ-2026-0001`, then `EQ-2026-0002`, … `EQ-2026-10000`). Call it inside
 * the creating transaction `tx`: the counter row stays locked until it ends, so numbers are unique and,
 * as a rollback undoes the increment, gap-free (DESIGN §5 "numbering without gaps").
 */
export async function nextNumber(tx: Db, prefix: string, at = new Date()): Promise<string> {
  const year = at.getUTCFullYear();
  const [row] = await rawRows<{ last: number }>(
    tx,
    sql`insert into ${workflowCounters} (prefix, year, last) values (${prefix}, ${year}, 1)
        on conflict (prefix, year) do update set last = ${workflowCounters}.last + 1
        returning last`,
  );
  if (!row) throw new Error(`The ${prefix} counter returned no row`);
  return `${prefix}-${year}-${String(row.last).padStart(4, '0')}`;
}
