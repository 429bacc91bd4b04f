import { loadConfig } from './config/config';
import { createGateway } from './server';
import { startTracing } from './telemetry/tracing';

/**
 * Starts the gateway (DESIGN §1): reads the configuration, listens on GATEWAY_HOST:GATEWAY_PORT and
 * logs the GraphQL URL as JSON. Tracing starts first when OTEL_TRACES_EXPORTER asks for it (telemetry/tracing.ts). SIGINT/SIGTERM close it (after SHUTDOWN_DELAY_MS of serving with /readyz
 * failing, when set; in-flight requests finish) and exit 0.
 * A failure to start is logged as JSON and exits 1 (spec §8).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const stopTracing = await startTracing(config.OTEL_TRACES_EXPORTER, config.OTEL_SERVICE_NAME);
  const app = await createGateway(config);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // With SHUTDOWN_DELAY_MS: not ready, still serving, so that a load balancer stops sending before the
    // listener closes (a connection it opened just before could otherwise be closed as idle, its request unread).
    if (config.SHUTDOWN_DELAY_MS > 0) {
      app.startDraining();
      app.log.info({ delayMs: config.SHUTDOWN_DELAY_MS }, 'draining');
    }
    const delay = new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
    delay
      .then(() => app.close())
      .then(() => stopTracing())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  const address = await app.listen({ port: config.GATEWAY_PORT, host: config.GATEWAY_HOST });
  app.log.info({ url: `${address}/graphql`, upstream: config.UPSTREAM_URL }, 'gateway listening');
}

main().catch((error: unknown) => {
  const err = error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };
  process.stderr.write(`${JSON.stringify({ level: 'fatal', service: 'gateway', msg: 'gateway failed to start', err })}\n`);
  process.exit(1);
});
