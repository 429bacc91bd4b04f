import type { GatewayConfig } from '../src/config/config';
import { type TestGateway, startGateway } from './gateway-server';
import { type RestApiOptions, type RestApiProcess, startRestApi } from './rest-api-process';
import { sharedRestApi } from './shared-rest-api';

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

/**
 * A REAL gateway (with `gateway` overrides) in front of the rest-api the run's files share
 * (testing/shared-rest-api.ts), for a test file that reads the seeded data and writes only records of
 * its own; `stop()` closes the gateway and leaves the rest-api to the run.
 */
export async function startSharedStack(gateway: Partial<GatewayConfig> = {}): Promise<TestStack> {
  const restApi = await sharedRestApi();
  const started = await startGateway({ ...gateway, UPSTREAM_URL: restApi.url });
  return {
    restApi,
    gateway: started,
    stop: async () => {
      await started.close();
      await restApi.stop();
    },
  };
}
