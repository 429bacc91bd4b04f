import { type RestApiOptions, type RestApiProcess, type SpawnedRestApi, spawnRestApi, startRestApi } from './rest-api-process';

/** The environment variable through which the gateway project's global setup tells its test files where the shared rest-api listens. */
export const SHARED_REST_API_URL = 'GATEWAY_TEST_SHARED_REST_API_URL';

/**
 * The shared rest-api's configuration: the defaults (PGlite, seeded demo data), with room for the
 * failed sign-ins of every file that shares it (a file about throttling starts its own).
 */
const SHARED_OPTIONS: RestApiOptions = { env: { SIGN_IN_LIMIT_PER_MINUTE: '1000' } };

/** How long a test file waits for the shared rest-api to become healthy (it starts with the run, in the background). */
const READY_TIMEOUT_MS = 120_000;

/** The jest global setup's handle on the shared rest-api, for its teardown. */
const HANDLE = Symbol.for('backoffice.gateway.sharedRestApi');

/**
 * The gateway project's jest `globalSetup` (gateway/jest.config.js): spawns ONE real rest-api for the
 * whole run, without waiting for it (a run of fake-upstream files only loses nothing but its start in
 * the background), and passes its URL to the test files in {@link SHARED_REST_API_URL}. Files that
 * read the seeded demo data and write only records of their own use it through {@link sharedRestApi}
 * instead of spawning a rest-api each.
 */
export async function startSharedRestApi(): Promise<void> {
  const restApi = await spawnRestApi(SHARED_OPTIONS);
  restApi.ready.catch((error: unknown) => console.error(`The shared rest-api of the gateway tests: ${(error as Error).message}`));
  (globalThis as { [HANDLE]?: SpawnedRestApi })[HANDLE] = restApi;
  process.env[SHARED_REST_API_URL] = restApi.url;
}

/** The gateway project's jest `globalTeardown`: stops the rest-api {@link startSharedRestApi} spawned. */
export async function stopSharedRestApi(): Promise<void> {
  await (globalThis as { [HANDLE]?: SpawnedRestApi })[HANDLE]?.stop();
}

/**
 * The rest-api shared by the test files of a run (real, on PGlite, seeded): once healthy, its handle,
 * whose `stop()` does nothing (the run's teardown stops it). A file using it must keep its data its
 * own (records it creates, with unique names) and change none of the seeded records or accounts.
 * Without the global setup (another runner), a rest-api of the file's own, stopped by `stop()`.
 */
export async function sharedRestApi(): Promise<RestApiProcess> {
  const url = process.env[SHARED_REST_API_URL];
  if (!url) return startRestApi(SHARED_OPTIONS);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the shared rest-api at ${url} was not healthy within ${READY_TIMEOUT_MS} ms (its failure is in jest's output)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop: async () => undefined, output: () => '' };
}
