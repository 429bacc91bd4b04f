import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { nextClientAddress, signIn } from '../client/accounts';
import { registerEmployee } from '../client/employees';
import { graphql, requestId } from '../client/graphql';
import { send } from '../client/http';
import { CONFIG, ROOT } from '../config';
import { Check, type CheckResult } from '../report/checks';
import { productionCommand } from '../../scripts/stack/production';
import { productionSeed } from './production-seed';
import type { Stack } from '../stack/stack';

/**
 * Secrets (DESIGN §2, README "Configuration"): nothing secret is shipped as a default, logged or kept
 * usable at rest.
 * - rest-api refuses to start in production with a known or weak JWT_SECRET (the old compose default, a
 *   placeholder, a low-entropy value) or without a mail server (SMTP_URL), and docker-compose.yml has
 *   no default JWT_SECRET (it refuses to start without one);
 * - after a password reset and a failed write of an employee (whose hash the database error carries),
 *   no log of rest-api, the gateway or the web server holds the reset token, an argon2 hash, a bearer
 *   token or a password the suite sent; and no table holds the reset token in plain text;
 * - production seeds no demo account or published password; the first Admin comes from `ADMIN_EMAIL`
 *   (security/production-seed.ts);
 * - `GET /metrics` of the gateway and rest-api (docs/observability.md), read with the METRICS_TOKEN after every other phase
 *   sent its traffic (fuzzed operation names, hostile paths included), holds no e-mail address, bearer
 *   token, password or argon2 hash, and its GraphQL operation label stays bounded.
 */
export async function runSecretChecks(stack: Stack): Promise<CheckResult[]> {
  return [await refusedConfigurations(), await productionSeed(stack), await nothingSecretKept(stack), await nothingSecretInMetrics(stack)];
}

/** Most distinct `operation` label values the gateway may show: its kept names plus `anonymous`, `invalid` and `other`. */
const MAX_OPERATION_LABELS = 103;

async function nothingSecretInMetrics(stack: Stack): Promise<CheckResult> {
  const check = new Check('Secrets', '/metrics after the whole run', 'Prometheus text with no e-mail, token, password or hash; operation names bounded');
  const admin = await signIn(stack.gatewayUrl, CONFIG.accounts.admin, CONFIG.password, nextClientAddress());
  const leaks: [string, RegExp][] = [
    ['an e-mail address', /[\w.+-]+@[\w-]+\.[\w.-]+/],
    ['a bearer token', /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/],
    ['the signed-in token', new RegExp(escapeRegExp(admin.token.split('.')[2] ?? admin.token))],
    ['an argon2 hash', /\$argon2(?:id|i|d)\$/],
    ['the demo password', new RegExp(escapeRegExp(CONFIG.password))],
    ['the metrics token', new RegExp(escapeRegExp(CONFIG.metricsToken))],
  ];
  let samples = 0;
  for (const [name, url] of [
    ['gateway', stack.gatewayUrl],
    ['rest-api', stack.restApiUrl],
  ] as const) {
    const answer = await send({ method: 'GET', url: `${url}/metrics`, headers: { authorization: `Bearer ${CONFIG.metricsToken}` } });
    check.expect(
      answer.status === 200 && /^text\/plain; version=0\.0\.4/.test(String(answer.headers['content-type'])),
      () => `${name} /metrics: ${answer.status} ${String(answer.headers['content-type'])}`,
    );
    samples += answer.text.split('\n').filter((line) => line && !line.startsWith('#')).length;
    for (const [what, pattern] of leaks) {
      const match = pattern.exec(answer.text);
      check.expect(!match, () => `${name} /metrics holds ${what}: …${match ? answer.text.slice(Math.max(0, match.index - 80), match.index + 20) : ''}…`);
    }
    if (name === 'gateway') {
      const operations = new Set([...answer.text.matchAll(/^graphql_operations_total\{[^}]*operation="([^"]*)"/gm)].map((match) => match[1]));
      check.expect(operations.size > 0 && operations.size <= MAX_OPERATION_LABELS, () => `gateway operation labels: ${operations.size}`);
    }
  }
  return check.figure(`${samples} samples of 2 servers searched for ${leaks.length} kinds of secret`).finish();
}

async function refusedConfigurations(): Promise<CheckResult> {
  const check = new Check('Secrets', 'Known or weak JWT_SECRET, no mail server in production, compose defaults', 'rest-api refuses to start; compose has no default secret');
  const production = await productionCommand(ROOT, 'rest-api');
  const base = {
    PATH: process.env.PATH ?? '',
    ...production.env,
    NODE_ENV: 'production',
    REST_API_PORT: '0',
    PGLITE_DIR: 'memory://',
    SMTP_URL: 'smtp://127.0.0.1:2601',
    LOG_LEVEL: 'silent',
  };
  const cases: [string, Record<string, string>, RegExp][] = [
    ['the old compose default', { JWT_SECRET: 'change-me-to-a-long-random-secret-of-32-chars' }, /JWT_SECRET/],
    ['a placeholder', { JWT_SECRET: 'replace-this-default-secret-value-please-now' }, /JWT_SECRET/],
    ['one character repeated', { JWT_SECRET: 'a'.repeat(48) }, /JWT_SECRET/],
    ['a short pattern repeated', { JWT_SECRET: 'abc123'.repeat(8) }, /JWT_SECRET/],
    ['no mail server in production', { JWT_SECRET: CONFIG.jwtSecret, SMTP_URL: '' }, /SMTP_URL/],
  ];
  for (const [name, env, mentions] of cases) {
    const merged: Record<string, string> = { ...base, ...env };
    for (const key of Object.keys(merged)) if (merged[key] === '') delete merged[key];
    const outcome = await promisify(execFile)(process.execPath, production.args, { cwd: path.join(ROOT, 'rest-api'), env: merged, timeout: 30_000 }).then(
      (result) => ({ code: 0, output: `${result.stdout}${result.stderr}` }),
      (error: { code?: number | string; stdout?: string; stderr?: string; killed?: boolean }) => ({
        code: error.killed ? 'timeout' : (error.code ?? 1),
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    check.expect(outcome.code !== 0 && outcome.code !== 'timeout' && mentions.test(outcome.output), () => `${name}: exit ${String(outcome.code)} ${outcome.output.slice(-240)}`);
  }
  const compose = await readFile(path.join(ROOT, 'docker-compose.yml'), 'utf8');
  const secretLines = compose.split('\n').filter((line) => /JWT_SECRET\s*:/.test(line));
  check.expect(secretLines.length > 0 && secretLines.every((line) => /\$\{JWT_SECRET:\?/.test(line)), () => `docker-compose.yml: ${secretLines.join(' | ') || 'no JWT_SECRET'}`);
  return check.figure(`${cases.length} configurations refused at start; compose requires JWT_SECRET`).finish();
}

async function nothingSecretKept(stack: Stack): Promise<CheckResult> {
  const check = new Check(
    'Secrets',
    'Logs and tables after a reset and a failed write',
    'no reset token, password hash, bearer token or password in any log; no usable reset link at rest',
  );
  const admin = await signIn(stack.gatewayUrl, CONFIG.accounts.admin, CONFIG.password, nextClientAddress());
  const person = await registerEmployee(stack.gatewayUrl, admin.token, 'secrets');

  // A password reset: the link reaches the mail server, and only there.
  const mailed = stack.mail.next(person.email);
  const reset = await graphql(stack.gatewayUrl, {
    query: 'mutation($email: String!) { requestPasswordReset(email: $email) }',
    variables: { email: person.email },
    requestId: requestId('secrets'),
    headers: { 'x-forwarded-for': nextClientAddress() },
  });
  check.expect(typeof reset.data?.requestPasswordReset === 'string', () => `reset request: ${reset.text.slice(0, 200)}`);
  const mail = await mailed.catch((error: unknown) => ({ to: [], text: `no mail: ${String(error)}` }));
  const resetToken = /reset-password\?token=([\w-]{20,})/.exec(mail.text)?.[1];
  check.expect(Boolean(resetToken), () => `the reset mail has no link: ${mail.text.slice(0, 200)}`);

  // A write the database refuses (a duplicate e-mail) with a password hash among its values.
  const duplicate = await send({
    method: 'POST',
    url: `${stack.restApiUrl}/setup/employees/register`,
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ employeeNo: `DUP${Date.now() % 1e8}`, employeeName: 'Duplicate', email: person.email, roles: ['Employee'], password: 'Duplicate12345' }),
  });
  check.expect(duplicate.status === 409, () => `duplicate registration: ${duplicate.status} ${duplicate.text.slice(0, 200)}`);

  const logs = [...stack.restApiLogs, ...stack.gatewayLogs, ...(stack.web ? [stack.web] : [])];
  const secrets: [string, RegExp][] = [
    ['an argon2 hash', /\$argon2(?:id|i|d)\$/],
    ['a bearer token', /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/],
    ['the demo password', new RegExp(escapeRegExp(CONFIG.password))],
    ['a registered password', /Reliable\d+Pass42|Duplicate12345/],
    ...(resetToken ? ([['the reset token', new RegExp(escapeRegExp(resetToken))]] as [string, RegExp][]) : []),
  ];
  let lines = 0;
  for (const service of logs) {
    const text = await readFile(service.logFile, 'utf8').catch(() => '');
    lines += text.split('\n').length;
    for (const [what, pattern] of secrets) {
      const match = pattern.exec(text);
      check.expect(!match, () => `${service.name}'s log holds ${what}: …${match ? text.slice(Math.max(0, match.index - 80), match.index + 20) : ''}…`);
    }
  }

  if (resetToken) {
    const client = new pg.Client({ connectionString: stack.postgres.url });
    await client.connect();
    try {
      const tables = await client.query<{ name: string }>(
        "select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'",
      );
      const holding: string[] = [];
      for (const { name } of tables.rows) {
        const found = await client.query<{ n: string }>(`select count(*) as n from ${name} t where t::text like '%' || $1 || '%'`, [resetToken]);
        if (Number(found.rows[0]?.n ?? 0) > 0) holding.push(name);
      }
      check.expect(holding.length === 0, () => `tables holding the reset token in plain text: ${holding.join(', ')}`);
    } finally {
      await client.end();
    }
  }
  return check.figure(`${logs.length} logs (${lines} lines) and every table searched for ${secrets.length} kinds of secret`).finish();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
