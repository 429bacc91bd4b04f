/** Where {@link closeOnSignals} reports: a pino logger or Fastify's `app.log`. */
export interface ShutdownLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How a server stops (README "Deployment", SHUTDOWN_DELAY_MS): see {@link closeOnSignals}. */
export interface ShutdownPlan {
  log: ShutdownLog;
  /**
   * Milliseconds of serving with `/readyz` failing before the listener closes (SHUTDOWN_DELAY_MS), so
   * that a load balancer stops sending first; 0 closes at once.
   */
  delayMs: number;
  /** Makes `/readyz` fail (called at the start of the delay); needed when `delayMs` > 0. */
  startDraining?: () => void;
  /** Closes the listener (in-flight requests finish) and then whatever else the server holds, in order. */
  close: () => Promise<void>;
  /** Ends the process; `process.exit` unless a test gives its own. */
  exit?: (code: number) => void;
}

/**
 * Stops the server on SIGINT or SIGTERM, once: signals that follow are ignored while it closes (Ctrl-C in
 * a terminal reaches `npm start`'s children twice, from the terminal and from the launcher, and the
 * rest-api must not be killed before PGlite has flushed its files). Logs "shutting down",
 * drains for `delayMs` when set ("draining"), runs `close`, and exits 0, or 1 after logging "shutdown
 * failed" when closing throws. Used by the rest-api, the gateway and the web front server (DESIGN §1).
 *
 * @returns the handler it installed, which a test may call with a signal's name instead of sending one.
 */
export function closeOnSignals(plan: ShutdownPlan): (signal: NodeJS.Signals) => Promise<void> {
  const exit = plan.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (closing) return;
    closing = true;
    plan.log.info({ signal }, 'shutting down');
    try {
      if (plan.delayMs > 0) {
        // Not ready, still serving: a load balancer stops sending before the listener closes (a connection
        // it opened just before could otherwise be closed as idle, its request unread).
        plan.startDraining?.();
        plan.log.info({ delayMs: plan.delayMs }, 'draining');
        await new Promise((resolve) => setTimeout(resolve, plan.delayMs));
      }
      await plan.close();
      exit(0);
    } catch (error) {
      plan.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
  return shutdown;
}
