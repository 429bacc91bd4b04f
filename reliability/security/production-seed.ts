import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { send } from '../client/http';
import { CONFIG, ROOT } from '../config';
import { Check, type CheckResult } from '../report/checks';
import { productionCommand } from '../../scripts/stack/production';
import { startService } from '../../scripts/stack/service';
import type { Stack } from '../stack/stack';

/** The address the production start is told to make its first Admin (README "Configuration", `ADMIN_EMAIL`). */
const FIRST_ADMIN = 'first.admin@example.test';

/**
 * DESIGN §5 "Production never seeds demo accounts or a known password", on rest-api as deployed
 * (compiled, `NODE_ENV=production`, mail to the suite's catcher):
 * - `SEED=demo` with the published demo password is refused at start (exit 1 naming SEED_PASSWORD);
 * - a start on an empty database (with `SEED_PASSWORD` set to the published password, as a compose file
 *   might, and `SEED` left at its default) seeds nothing: none of the six demo accounts signs in with the
 *   published password; the first Admin comes from `ADMIN_EMAIL` through the mailed set-password link,
 *   and is then the only employee; no log line holds the link's token.
 */
export async function productionSeed(stack: Stack): Promise<CheckResult> {
  const check = new Check('Secrets', 'Production start on an empty database', 'no demo account, no published password; the first Admin only through the mailed link');
  const production = await productionCommand(ROOT, 'rest-api');
  const port = CONFIG.ports.restApi + 60;
  const dataDir = path.join(stack.dir, 'production-seed');
  await mkdir(dataDir, { recursive: true });
  const env: Record<string, string> = {
    ...production.env,
    NODE_ENV: 'production',
    REST_API_PORT: String(port),
    REST_API_HOST: '127.0.0.1',
    PGLITE_DIR: 'memory://',
    DATA_DIR: dataDir,
    JWT_SECRET: CONFIG.jwtSecret,
    SMTP_URL: stack.mail.url,
    WEB_URL: 'https://office.example.test',
    SEED_PASSWORD: CONFIG.publishedPassword,
    LOG_LEVEL: 'info',
  };

  const refused = await promisify(execFile)(process.execPath, production.args, {
    cwd: path.join(ROOT, 'rest-api'),
    env: { PATH: process.env.PATH ?? '', ...env, REST_API_PORT: '0', SEED: 'demo', LOG_LEVEL: 'silent' },
    timeout: 30_000,
  }).then(
    (result) => ({ code: 0 as number | string, output: `${result.stdout}${result.stderr}` }),
    (error: { code?: number | string; stdout?: string; stderr?: string; killed?: boolean }) => ({
      code: error.killed ? 'timeout' : (error.code ?? 1),
      output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    }),
  );
  check.expect(
    refused.code !== 0 && refused.code !== 'timeout' && /SEED_PASSWORD/.test(refused.output),
    () => `SEED=demo with the published password: exit ${String(refused.code)} ${refused.output.slice(-240)}`,
  );

  const mailed = stack.mail.next(FIRST_ADMIN, 120_000);
  const server = await startService({
    name: 'rest-api-production-seed',
    command: process.execPath,
    args: production.args,
    cwd: path.join(ROOT, 'rest-api'),
    env: { ...env, ADMIN_EMAIL: FIRST_ADMIN },
    url: `http://127.0.0.1:${port}`,
    readyPath: '/readyz',
    logDir: path.join(stack.dir, 'logs'),
  });
  const post = (route: string, body: object, token?: string) =>
    send({
      method: 'POST',
      url: `${server.url}/setup/employees/${route}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  let employees: number | undefined;
  try {
    for (const email of Object.values(CONFIG.accounts)) {
      const answer = await post('authenticate', { email, password: CONFIG.publishedPassword });
      check.expect(answer.status === 401, () => `${email} with the published password: ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    const mail = await mailed.catch((error: unknown) => ({ to: [], text: `no mail: ${String(error)}` }));
    const token = /reset-password\?token=([\w-]{20,})/.exec(mail.text)?.[1];
    check.expect(Boolean(token), () => `the first Admin's mail has no link: ${mail.text.slice(-200)}`);
    const password = 'First4Admin-chosen';
    const confirmed = await post('reset/confirm', { token: token ?? 'none', password });
    check.expect(confirmed.status === 200, () => `setting the first Admin's password: ${confirmed.status} ${confirmed.text.slice(0, 200)}`);
    const signedIn = await post('authenticate', { email: FIRST_ADMIN, password });
    const session = signedIn.status === 200 ? (JSON.parse(signedIn.text) as { token: string; roles: string[] }) : undefined;
    check.expect(JSON.stringify(session?.roles) === '["Admin"]', () => `the first Admin's sign-in: ${signedIn.status} ${signedIn.text.slice(0, 200)}`);
    if (session) {
      const list = await send({ method: 'GET', url: `${server.url}/setup/employees/?page=1`, headers: { authorization: `Bearer ${session.token}` } });
      employees = list.status === 200 ? (JSON.parse(list.text) as { totalDocs: number }).totalDocs : undefined;
      check.expect(employees === 1, () => `employees after a production start: ${list.status} ${list.text.slice(0, 200)}`);
    }
    if (token) {
      const log = await readFile(server.logFile, 'utf8').catch(() => '');
      check.expect(!log.includes(token), () => 'the production log holds the first Admin link token');
    }
  } finally {
    await server.stop();
  }
  return check
    .figure(
      `SEED=demo with the published password refused; ${Object.keys(CONFIG.accounts).length} demo sign-ins refused; first Admin through the mailed link; ${employees ?? '?'} employee(s)`,
    )
    .finish();
}
