import type { EventEmitter } from 'node:events';

/** Rejects {@link whileSending} when the client took nothing for the idle-send timeout. */
export class IdleSendTimeout extends Error {
  constructor(readonly ms: number) {
    super(`The client read nothing for ${ms} ms`);
    this.name = 'IdleSendTimeout';
  }
}

/**
 * Waits for `waiting` (the export handing a batch to a client that is slower than the database: the
 * writer's and the output's backpressure), but at most `ms` milliseconds without progress: each `drain`
 * of one of `outputs` (the response, the export's stream: the client took what was queued for it)
 * starts the time again (docs/exports.md "Limits": EXPORT_IDLE_TIMEOUT_MS). A client that reads slowly
 * but steadily is not cut; one that stopped reading is. No timer runs while the export reads the database.
 *
 * @throws IdleSendTimeout when `ms` passed without progress; `waiting`'s own rejection otherwise.
 */
export async function whileSending<T>(outputs: EventEmitter[], ms: number, waiting: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const progress = () => timer?.refresh();
  const idle = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new IdleSendTimeout(ms)), ms);
  });
  for (const output of outputs) output.on('drain', progress);
  try {
    return await Promise.race([waiting, idle]);
  } finally {
    clearTimeout(timer);
    for (const output of outputs) output.off('drain', progress);
  }
}
