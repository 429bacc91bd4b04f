import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { moneyColumn, recordColumns } from '../../db/columns';

/** Daily working hours as kept in `gvr_settings.working_hours`: `HH:MM` strings, start before end. */
export interface WorkingHours {
  start: string;
  end: string;
}

/**
 * The one record of GVR settings (DESIGN §5: report deadline in days, mileage rate, currency, working
 * hours; a single-record resource, src/crud/single.ts). `mileage_rate` is exact money per kilometre in
 * `currency` (ISO 4217), which is also the currency of product prices; `working_days` holds `MON`…`SUN`.
 */
export const gvrSettings = pgTable(
  'gvr_settings',
  {
    ...recordColumns(),
    reportDeadlineDays: integer('report_deadline_days').notNull(),
    mileageRate: moneyColumn('mileage_rate').notNull(),
    currency: text('currency').notNull(),
    workingHours: jsonb('working_hours').$type<WorkingHours>().notNull(),
    workingDays: text('working_days').array().notNull(),
  },
  (t) => [
    check('gvr_settings_deadline_check', sql`${t.reportDeadlineDays} between 1 and 365`),
    check('gvr_settings_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('gvr_settings_mileage_rate_check', sql`${t.mileageRate} >= 0`),
  ],
);
