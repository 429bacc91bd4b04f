import { setImmediate as yieldToOtherRequests } from 'node:timers/promises';

/**
 * How many rows an export turns into cells (or text) before it lets other requests run: a whole batch
 * (`EXPORT_BATCH_ROWS`, src/exports/route.ts) in one go held the event loop for tens of milliseconds on
 * a busy machine, which every other request of the process waited out (docs/exports.md "Limits").
 */
export const EXPORT_SLICE_ROWS = 100;

/** Runs `work` on `items` {@link EXPORT_SLICE_ROWS} at a time, yielding to the event loop between slices. */
export async function inSlices<T>(items: T[], work: (slice: T[]) => void | Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += EXPORT_SLICE_ROWS) {
    if (start > 0) await yieldToOtherRequests();
    await work(items.slice(start, start + EXPORT_SLICE_ROWS));
  }
}
