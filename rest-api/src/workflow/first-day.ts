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
