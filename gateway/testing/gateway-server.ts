import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type GatewayConfig, loadConfig } from '../src/config/config';
import { createGateway } from '../src/server';
import type { Upstream } from '../src/upstream/upstream';
import { FakeUpstream } from './fake-upstream';

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
  /** Closes it, ending the connections still open (streams included). */
  close(): Promise<void>;
}

/**
 * Starts a REAL gateway ({@link createGateway}) on 127.0.0.1, port chosen by the OS, with the default
 * configuration overridden by `overrides` (at least UPSTREAM_URL). Logs are kept in `logs` at
 * debug level instead of being printed. `options.upstream` replaces the undici transport to
 * UPSTREAM_URL (src/upstream/upstream.ts), e.g. by a {@link FakeUpstream}.
 */
export async function startGateway(overrides: Partial<GatewayConfig>, options: { upstream?: Upstream } = {}): Promise<TestGateway> {
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
  const app = await createGateway(config, { logDestination, upstream: options.upstream });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const close = async (): Promise<void> => {
    const closing = app.close();
    // A test is over: open streams (a subscription whose feed still waits on its upstream) end now rather than at their next timeout.
    app.server.closeAllConnections();
    await closing;
  };
  return { url, graphqlUrl: `${url}/graphql`, logs, app, close };
}

/** A gateway in front of an in-memory {@link FakeUpstream} (no rest-api process). */
export interface FakeGateway extends TestGateway {
  upstream: FakeUpstream;
}

/**
 * Starts a REAL gateway whose GraphQL requests reach `upstream` (a new, empty {@link FakeUpstream}
 * unless given) in process; UPSTREAM_URL is a closed port, so only file downloads would leave the
 * process (and fail as "upstream down").
 */
export async function startFakeGateway(overrides: Partial<GatewayConfig> = {}, upstream = new FakeUpstream()): Promise<FakeGateway> {
  const gateway = await startGateway({ UPSTREAM_URL: 'http://127.0.0.1:9', ...overrides }, { upstream });
  return { ...gateway, upstream };
}
