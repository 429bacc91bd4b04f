import type { GatewayConfig } from '../src/config/config';
import { type TestGateway, startGateway } from './gateway-server';
import { type RestApiOptions, type RestApiProcess, startRestApi } from './rest-api-process';

/** A real rest-api and a real gateway in front of it. */
export interface TestStack {
  restApi: RestApiProcess;
  gateway: TestGateway;
  /** Closes the gateway, then stops the rest-api. */
  stop(): Promise<void>;
}

/**
 * Starts a REAL rest-api ({@link startRestApi}, with `restApi` options) and a REAL gateway whose
 * UPSTREAM_URL is it (with `gateway` overrides), for a test file's beforeAll; `stop()` in afterAll.
 */
export async function startStack(options: { restApi?: RestApiOptions; gateway?: Partial<GatewayConfig> } = {}): Promise<TestStack> {
  const restApi = await startRestApi(options.restApi);
  const gateway = await startGateway({ ...options.gateway, UPSTREAM_URL: restApi.url });
  return {
    restApi,
    gateway,
    stop: async () => {
      await gateway.close();
      await restApi.stop();
    },
  };
}
