import { loadConfig } from './config/config';
import { createGateway } from './server';
import { closeOnSignals } from './generated/server-kit/shutdown';
import { startTracing } from './generated/server-kit/tracing';

/**
 * Starts the gateway (DESIGN §1): reads the configuration, listens on GATEWAY_HOST:GATEWAY_PORT and
 * logs the GraphQL URL as JSON. Tracing starts first when OTEL_TRACES_EXPORTER asks for it
 * (server-kit/tracing.ts). SIGINT/SIGTERM close it (server-kit/shutdown.ts: after SHUTDOWN_DELAY_MS of
 * serving with /readyz failing, when set; in-flight requests finish) and exit 0.
 * A failure to start is logged as JSON and exits 1 (spec §8).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const stopTracing = await startTracing({ exporter: config.OTEL_TRACES_EXPORTER, serviceName: config.OTEL_SERVICE_NAME });
  const app = await createGateway(config);
  closeOnSignals({
    log: app.log,
    delayMs: config.SHUTDOWN_DELAY_MS,
    startDraining: () => app.startDraining(),
    close: async () => {
      await app.close();
      await stopTracing();
    },
  });
  const address = await app.listen({ port: config.GATEWAY_PORT, host: config.GATEWAY_HOST });
  app.log.info({ url: `${address}/graphql`, upstream: config.UPSTREAM_URL }, 'gateway listening');
}

main().catch((error: unknown) => {
  const err = error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };
  process.stderr.write(`${JSON.stringify({ level: 'fatal', service: 'gateway', msg: 'gateway failed to start', err })}\n`);
  process.exit(1);
});
