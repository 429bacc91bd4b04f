import { z } from 'zod';
import type { CellValue, ExportColumn } from './columns';

/** Whether `zone` is an IANA time zone this runtime knows (`Europe/Berlin`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `?tz=` of an export (docs/exports.md "Times"): an IANA time zone, `UTC` when absent. */
export const timeZoneParam = z
  .string()
  .max(64)
  .refine(isTimeZone, { error: 'Must be an IANA time zone, e.g. Europe/Berlin' })
  .optional()
  .describe('The IANA time zone the times are written in (default UTC), named in their headers');

/**
 * The offset of `zone` from UTC at instant `at`, in milliseconds (Berlin in summer: +7 200 000), from
 * the runtime's time zone data (Intl); `format` is a formatter of `zone` made once per export.
 */
function offsetMs(format: Intl.DateTimeFormat, at: Date): number {
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The columns of an export with their date-times in time zone `zone` (docs/exports.md "Times"): each
 * `dateTime` column's header names the zone ("Created at (Europe/Berlin)") and its cells hold the wall
 * clock time there (a `Date` whose UTC fields are the local ones, as CSV and XLSX write UTC fields).
 * Offsets are cached per quarter hour (zone changes fall on quarter hours; 200,000 of them cover over
 * five years of times).
 */
export function inTimeZone(columns: ExportColumn[], zone: string): ExportColumn[] {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  // UTC's wall clock is the instant itself: nothing to convert (the default, and most exports).
  const utc = format.resolvedOptions().timeZone === 'UTC';
  const cache = new Map<number, number>();
  const local = (value: CellValue): CellValue => {
    if (utc || !(value instanceof Date)) return value;
    const slot = Math.floor(value.getTime() / 900_000);
    let offset = cache.get(slot);
    if (offset === undefined) {
      offset = offsetMs(format, value);
      if (cache.size > 200_000) cache.clear();
      cache.set(slot, offset);
    }
    return new Date(value.getTime() + offset);
  };
  return columns.map((column) =>
    column.kind === 'dateTime' ? { ...column, header: `${column.header} (${zone})`, value: (record, names) => local(column.value(record, names)) } : column,
  );
}
