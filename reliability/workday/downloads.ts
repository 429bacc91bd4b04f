import { request, type Dispatcher } from 'undici';
import { sleep } from '../../scripts/stack/service';
import type { Employee } from './people';

/** The export the downloaders read: every visit, as CSV (docs/exports.md), through the web front server. */
export const EXPORT_PATH = '/files/exports/visits?format=csv';

/** One download of a throttled reader: how it ended. */
export interface Download {
  employee: number;
  status: number;
  /** The id the servers logged it under (the web server's `x-request-id` answer header); '' when not given. */
  requestId: string;
  bytes: number;
  startedAt: number;
  endedAt: number;
  /** `ok`: 200 and read to its end; `stopped`: still being read when the day ended; else why it failed. */
  outcome: string;
}

/** How a stalled download went. */
export interface Stall {
  employee: number;
  status: number;
  /** The id the servers logged it under (the web server's `x-request-id` answer header); '' when not given. */
  requestId: string;
  /** When the client stopped reading (ms epoch), after `bytesBefore` bytes. */
  stalledAt: number;
  bytesBefore: number;
  /** Bytes the client received once it read again (what the proxies had buffered, and more if not cut). */
  bytesAfter: number;
  /** Whether the body ended short (a cut), rather than whole or still flowing when the client gave up. */
  cut: boolean;
  /** How it ended once read again, in words. */
  ending: string;
}

interface Target {
  webUrl: string;
  dispatcher: Dispatcher;
}

const start = (target: Target, employee: Employee, signal: AbortSignal) =>
  request(`${target.webUrl}${EXPORT_PATH}`, {
    method: 'GET',
    headers: { authorization: `Bearer ${employee.token}` },
    dispatcher: target.dispatcher,
    signal,
    headersTimeout: 30_000,
  });

/**
 * A downloader of the working day: downloads the visits export again and again until `until`, reading
 * it at `bytesPerSecond` (as a slow office line would), and answers every download. A download still
 * being read when the day ends is stopped by the client ('stopped': not a failure).
 */
export async function runDownloader(target: Target, employee: Employee, bytesPerSecond: number, until: number): Promise<Download[]> {
  const downloads: Download[] = [];
  while (Date.now() < until) {
    const controller = new AbortController();
    const stopTimer = setTimeout(() => controller.abort(), Math.max(0, until - Date.now()));
    const download: Download = { employee: employee.index, status: 0, requestId: '', bytes: 0, startedAt: Date.now(), endedAt: 0, outcome: 'ok' };
    try {
      const response = await start(target, employee, controller.signal);
      download.status = response.statusCode;
      download.requestId = String(response.headers['x-request-id'] ?? '');
      if (response.statusCode !== 200) {
        download.outcome = `answered ${response.statusCode}: ${(await response.body.text()).slice(0, 200)}`;
      } else {
        const announced = Number(response.headers['x-export-rows']);
        let lines = 0;
        for await (const chunk of response.body as AsyncIterable<Buffer>) {
          download.bytes += chunk.length;
          lines += newlines(chunk);
          const due = download.startedAt + (download.bytes / bytesPerSecond) * 1000;
          if (due > Date.now()) await sleep(due - Date.now());
        }
        // A header line, then one line per row: a download that ends short was cut, not finished.
        if (Number.isFinite(announced) && lines - 1 < announced) download.outcome = `ended short: ${lines - 1} of ${announced} rows`;
      }
    } catch (error) {
      download.outcome = controller.signal.aborted ? 'stopped' : `broke after ${download.bytes} bytes: ${describe(error)}`;
    } finally {
      clearTimeout(stopTimer);
    }
    download.endedAt = Date.now();
    downloads.push(download);
    // A refused download is not retried at once (a person would wait a moment).
    if (download.outcome !== 'ok' && download.outcome !== 'stopped') await sleep(2_000);
  }
  return downloads;
}

/**
 * A stalled download: starts the export, reads `stallAfterBytes`, then reads nothing for `stallMs` with
 * its connection open (a browser tab frozen mid-download), then reads again for at most `drainMs`.
 * A server that cut the stalled download within `stallMs` shows it then: once the proxies' buffers are
 * read, the body ends short (an error); one that did not goes on sending the rest of the export.
 */
export async function runStaller(target: Target, employee: Employee, options: { stallAfterBytes: number; stallMs: number; drainMs: number }): Promise<Stall> {
  const controller = new AbortController();
  const stall: Stall = { employee: employee.index, status: 0, requestId: '', stalledAt: 0, bytesBefore: 0, bytesAfter: 0, cut: false, ending: '' };
  try {
    const response = await start(target, employee, controller.signal);
    stall.status = response.statusCode;
    stall.requestId = String(response.headers['x-request-id'] ?? '');
    if (response.statusCode !== 200) {
      stall.ending = `answered ${response.statusCode}: ${(await response.body.text()).slice(0, 200)}`;
      return stall;
    }
    const announced = Number(response.headers['x-export-rows']);
    let lines = 0;
    const chunks = (response.body as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    while (stall.bytesBefore < options.stallAfterBytes) {
      const next = await chunks.next();
      if (next.done) {
        stall.ending = `the whole export (${stall.bytesBefore} bytes) came before the stall: too small to stall`;
        return stall;
      }
      stall.bytesBefore += next.value.length;
      lines += newlines(next.value);
    }
    stall.stalledAt = Date.now();
    await sleep(options.stallMs);
    const giveUp = setTimeout(() => controller.abort(), options.drainMs);
    try {
      for (;;) {
        const next = await chunks.next();
        if (next.done) {
          // A header line, then one line per row (the visits' CSV has no line break inside a field).
          stall.cut = Number.isFinite(announced) && lines - 1 < announced;
          stall.ending = stall.cut ? `ended short: ${lines - 1} of ${announced} rows` : `read to its end (${stall.bytesAfter} more bytes): not cut`;
          break;
        }
        stall.bytesAfter += next.value.length;
        lines += newlines(next.value);
      }
    } catch (error) {
      stall.cut = !controller.signal.aborted;
      stall.ending = stall.cut ? `cut (${describe(error)}) after ${stall.bytesAfter} buffered bytes` : `still flowing ${options.drainMs} ms after reading again: not cut`;
    } finally {
      clearTimeout(giveUp);
    }
  } catch (error) {
    stall.ending = `failed before the stall: ${describe(error)}`;
  } finally {
    controller.abort();
  }
  return stall;
}

function newlines(chunk: Buffer): number {
  let count = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) count += 1;
  return count;
}

function describe(error: unknown): string {
  const { code, message, cause } = (error ?? {}) as { code?: string; message?: string; cause?: { code?: string } };
  return code ?? cause?.code ?? message ?? String(error);
}
