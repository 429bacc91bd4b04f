import { HttpError } from '../http/http-error';

/** Seconds a refused export is told to wait (`Retry-After`): about the time a typical export takes. */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

/** The caps of {@link createExportSlots}: exports running at once per person and in all (EXPORT_MAX_PER_PERSON, EXPORT_MAX_CONCURRENT). */
export interface ExportCaps {
  perPerson: number;
  total: number;
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
  /** How many exports run now, in all and for `personId` (tests, metrics). */
  running(personId?: string): number;
}

/** "1 export" / "2 exports". */
function exportsWord(count: number): string {
  return count === 1 ? '1 export' : `${count} exports`;
}

/**
 * The export slots of one server process under `caps` (DESIGN §1: no client can hold a database
 * connection while it waits; the total cap stays below the database pool so that exports never take
 * every connection, src/db/pool-size.ts). Counted in memory: each replica has its own caps.
 */
export function createExportSlots(caps: ExportCaps): ExportSlots {
  const byPerson = new Map<string, number>();
  let total = 0;
  return {
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
