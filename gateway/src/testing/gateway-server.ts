import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type GatewayConfig, loadConfig } from '../config/config';
import { createGateway } from '../server';

/** A gateway listening on a free port for a test. */
export interface TestGateway {
  /** Its base URL, e.g. `http://127.0.0.1:41235`. */
  url: string;
  /** `${url}/graphql`. */
  graphqlUrl: string;
  /** Every JSON log line it wrote so far, parsed. */
  logs: Array<Record<string, unknown>>;
  /** The Fastify app. */
  app: FastifyInstance;
  /** Closes it (in-flight requests finish). */
  close(): Promise<void>;
}

/**
 * Starts a REAL gateway ({@link createGateway}) on 127.0.0.1, port chosen by the OS, with the default
 * configuration overridden by `overrides` (at least UPSTREAM_URL). Logs are kept in `logs` at
 * debug level instead of being printed.
 */
export async function startGateway(overrides: Partial<GatewayConfig>): Promise<TestGateway> {
  const config: GatewayConfig = { ...loadConfig({}), NODE_ENV: 'production', LOG_LEVEL: 'debug', ...overrides };
  const logs: Array<Record<string, unknown>> = [];
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  const app = await createGateway(config, { logDestination });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, graphqlUrl: `${url}/graphql`, logs, app, close: () => app.close() };
}
