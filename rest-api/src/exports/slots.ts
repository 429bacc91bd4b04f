import pLimit from 'p-limit';
import { HttpError } from '../http/http-error';

/** Seconds a refused export is told to wait (`Retry-After`): about the time a typical export takes. */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

/**
 * The caps of {@link createExportSlots}: exports running at once per person and in all
 * (EXPORT_MAX_PER_PERSON, EXPORT_MAX_CONCURRENT), and export reads of the database at once
 * (EXPORT_MAX_READING, below the database pool).
 */
export interface ExportCaps {
  perPerson: number;
  total: number;
  reading: number;
}

/**
 * The exports running in this server process (docs/exports.md "Limits"): {@link take} a slot before an
 * export starts and call the function it returns once the export ended, whatever the reason (completed,
 * client gone, idle timeout, failure).
 */
export interface ExportSlots {
  /**
   * Takes a slot for an export by `personId`.
   *
   * @returns the slot's release (later calls do nothing).
   * @throws HttpError 429 with `Retry-After` when the person already runs `perPerson` exports ("You
   *   already have 2 exports running; wait for one to finish.") or the server runs `total`.
   */
  take(personId: string): () => void;
  /**
   * Runs one database read of an export (a batch, its count, its names) when fewer than `caps.reading`
   * such reads run, else after one of them ended: however many downloads are open, exports never hold
   * more than `caps.reading` of the pool's connections (DESIGN §1). Resolves or rejects as `read` does.
   */
  read<T>(read: () => Promise<T>): Promise<T>;
  /** How many exports run now, in all and for `personId` (tests, metrics). */
  running(personId?: string): number;
}

/** "1 export" / "2 exports". */
function exportsWord(count: number): string {
  return count === 1 ? '1 export' : `${count} exports`;
}

/**
 * The export slots of one server process under `caps` (DESIGN §1: no client can hold a database
 * connection while it waits). An open download holds no connection; its reads take one each, and at
 * most `caps.reading` at once, below the database pool (src/db/pool-size.ts), so that exports never
 * take every connection. Counted in memory: each replica has its own caps.
 */
export function createExportSlots(caps: ExportCaps): ExportSlots {
  const byPerson = new Map<string, number>();
  const reads = pLimit(caps.reading);
  let total = 0;
  return {
    read: (read) => reads(read),
    take(personId) {
      const mine = byPerson.get(personId) ?? 0;
      const headers = { 'retry-after': String(EXPORT_RETRY_AFTER_SECONDS) };
      if (mine >= caps.perPerson) throw new HttpError(429, `You already have ${exportsWord(mine)} running; wait for one to finish.`, undefined, headers);
      if (total >= caps.total) throw new HttpError(429, 'The server is running as many exports as it can; try again in a few seconds.', undefined, headers);
      byPerson.set(personId, mine + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (byPerson.get(personId) ?? 1) - 1;
        if (left > 0) byPerson.set(personId, left);
        else byPerson.delete(personId);
      };
    },
    running: (personId) => (personId === undefined ? total : (byPerson.get(personId) ?? 0)),
  };
}
