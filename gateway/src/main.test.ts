import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../testing/free-port';
import { unsignedToken } from '../testing/forged-tokens';
import { graphqlPost } from '../testing/graphql-client';
import { type SilentUpstream, startSilentUpstream } from '../testing/unreachable-upstream';

const GATEWAY_DIR = path.resolve(__dirname, '..');

interface Run {
  child: ChildProcess;
  output: () => string;
  exitCode: Promise<number | null>;
}

function runMain(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: GATEWAY_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exitCode = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exitCode };
}

async function waitForLine(run: Run, pattern: RegExp): Promise<string> {
  for (;;) {
    const line = run
      .output()
      .split('\n')
      .find((l) => pattern.test(l));
    if (line) return line;
    if (run.child.exitCode !== null) throw new Error(`exited early:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The process entry point (src/main.ts): start-up log, graceful shutdown, failure to start (spec §8). */
describe('main', () => {
  let silent: SilentUpstream;
  let run: Run | undefined;

  beforeAll(async () => {
    silent = await startSilentUpstream();
  });

  afterEach(() => {
    if (run && run.child.exitCode === null) run.child.kill('SIGKILL');
  });

  afterAll(async () => {
    await silent?.close();
  });

  test('logs its URL as JSON; on SIGTERM an in-flight request still gets its answer, then it exits 0', async () => {
    const port = await freePort();
    run = runMain({ GATEWAY_PORT: String(port), UPSTREAM_URL: silent.url, UPSTREAM_TIMEOUT_MS: '1500', LOG_LEVEL: 'info' });
    const listening = JSON.parse(await waitForLine(run, /gateway listening/)) as { url: string };
    expect(listening.url).toBe(`http://127.0.0.1:${port}/graphql`);

    const inFlight = graphqlPost(listening.url, { token: unsignedToken({ roles: ['Admin'] }), query: '{ allGrades { id } }' });
    await silent.firstConnection;
    run.child.kill('SIGTERM');

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ allGrades: [] });
    expect(answer.body.extensions?.warnings).toEqual([expect.objectContaining({ path: ['allGrades'], code: 'UPSTREAM' })]);
    expect(await run.exitCode).toBe(0);
  });

  test('with SHUTDOWN_DELAY_MS, on SIGTERM it keeps serving but is no longer ready, then exits 0', async () => {
    const port = await freePort();
    run = runMain({ GATEWAY_PORT: String(port), UPSTREAM_URL: silent.url, SHUTDOWN_DELAY_MS: '1500', LOG_LEVEL: 'info' });
    const base = `http://127.0.0.1:${port}`;
    await waitForLine(run, /gateway listening/);
    run.child.kill('SIGTERM');
    await waitForLine(run, /"msg":"draining"/);
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await run.exitCode).toBe(0);
  });

  test('invalid configuration: a JSON failure line naming the variable, exit 1', async () => {
    run = runMain({ UPSTREAM_URL: 'not a url' });
    expect(await run.exitCode).toBe(1);
    const line = run
      .output()
      .split('\n')
      .find((l) => l.includes('failed to start'));
    expect(JSON.parse(line!)).toMatchObject({ level: 'fatal', msg: 'gateway failed to start', err: { message: expect.stringContaining('UPSTREAM_URL') } });
  });
});
