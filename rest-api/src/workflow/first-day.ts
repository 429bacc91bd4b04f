import { badRequest } from '../http/http-error';
import type { ActionEffect } from './part';

/** Today's date (UTC) as `YYYY-MM-DD`. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The check of a requisition's `submit` (docs/requisitions.md "REST"): its first day (`dates.from`) is not
 * before today (UTC), else 400 on `dates.from` and the submission is rolled back.
 */
export const firstDayNotPast: ActionEffect = async (_tx, { row }) => {
  const dates = row.dates as { from: string; to: string };
  if (dates.from < today()) throw badRequest('The requisition starts in the past.', [{ field: 'dates.from', message: 'Must not be before today' }]);
};

/**
 * The check of an event requisition's `complete` (docs/requisitions.md "REST"; the workflow says once
 * the event took place): not before its first day (UTC), else 400 on `dates.from` ("The event starts on
 * 2026-12-05: it can be marked completed from that day.") and nothing changes.
 */
export const firstDayReached: ActionEffect = async (_tx, { row }) => {
  const dates = row.dates as { from: string; to: string };
  if (dates.from > today()) {
    throw badRequest(`The event starts on ${dates.from}: it can be marked completed from that day.`, [{ field: 'dates.from', message: 'The event has not begun yet' }]);
  }
};
