import pino, { type Logger } from 'pino';

/** A pino logger at `info` whose JSON lines a test reads as they come. */
export interface WatchedLogger {
  logger: Logger;
  lines: Record<string, unknown>[];
  /** Resolves once a line `matches` accepts was logged (at once if one already was): a readiness signal instead of a sleep. */
  logged(matches: (line: Record<string, unknown>) => boolean): Promise<void>;
}

/** A {@link WatchedLogger}, for a test app's `logger` option (testing/test-app.ts). */
export function watchedLogger(): WatchedLogger {
  const lines: Record<string, unknown>[] = [];
  const waiters: { matches: (line: Record<string, unknown>) => boolean; resolve: () => void }[] = [];
  const logger = pino(
    { level: 'info' },
    {
      write(chunk: string) {
        const line = JSON.parse(chunk) as Record<string, unknown>;
        lines.push(line);
        for (const waiter of waiters.filter((w) => w.matches(line))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      },
    },
  );
  const logged = (matches: (line: Record<string, unknown>) => boolean) =>
    lines.some(matches) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ matches, resolve }));
  return { logger, lines, logged };
}
