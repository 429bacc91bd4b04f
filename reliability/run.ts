/**
 * `npm run test:reliability`: starts the real stack on a PostgreSQL of its own, then
 *   1. load: 50 simulated users for 2 minutes through the gateway, with rest-api killed for 10 s,
 *      PostgreSQL restarted, and SIGTERM to rest-api and to the gateway along the way; every
 *      acknowledged write read back; 20 clients incrementing one field;
 *   2. fuzz: generated cases (fast-check) against every REST route and every GraphQL operation;
 *   3. security: tokens and ended sessions, escalation and id case, brute force, spoofed addresses and
 *      enumeration, GraphQL limits and CSRF, uploads (anonymous ones included), NUL bytes and slow bodies,
 *      security headers and the web server's files, /metrics and /setup/docs in production and Vite's
 *      dev server's files and CORS, XSS in Chromium, and secrets (refused at start,
 *      absent from every log and table);
 *   4. scale: two rest-api and two gateway replicas on the same PostgreSQL, files in an S3 bucket, behind
 *      HAProxy: tokens, sign-outs and sign-in limits across replicas, a file across replicas, and a rolling
 *      restart under load;
 *   5. workday: a working day at a 500-person company through the web server: 500 live notification
 *      streams, 50 active users, throttled and stalled export downloads, a burst of subscriptions and an
 *      anonymous guesser at the office's address;
 * prints the table of figures, writes reliability/results/latest.{md,json} (and, with
 * RELIABILITY_UPDATE_README=1, the README's Reliability block), stops everything it started, and exits
 * non-zero when a target was missed. The last line is `reliability: N passed, M failed`.
 *
 * RELIABILITY_ONLY=load,fuzz,security,scale,workday,xss,secrets runs only those phases (development).
 */
import { CONFIG } from './config';
import { runRestFuzz } from './fuzz/rest-fuzz';
import { runGraphqlFuzz } from './fuzz/graphql-fuzz';
import { runLoadWithFaults } from './load/run-load';
import { crashed, type Area, type CheckResult } from './report/checks';
import { failureDetails, markdownTable } from './report/table';
import { describeMachine, writeRecord } from './report/write';
import { runBruteForceChecks } from './security/brute-force';
import { runSharedAddressCheck } from './security/shared-address';
import { runVerifiedSessionChecks } from './security/verified-sessions';
import { runFileChecks } from './security/uploads';
import { runGraphqlProtectionChecks } from './security/graphql-protection';
import { runTokenChecks } from './security/tokens';
import { runRoleChecks, runViewChecks } from './security/roles';
import { runRequisitionStepChecks } from './security/requisition-steps';
import { runExportChecks } from './security/exports';
import { runExposureChecks } from './security/exposure';
import { runHeaderChecks } from './security/headers';
import { runInputChecks } from './security/input';
import { runDashboardChecks } from './security/dashboard';
import { runDateRangeChecks } from './security/dates';
import { runVisitSummaryChecks } from './security/visit-summary';
import { runSecretChecks } from './security/secrets';
import { runSessionChecks } from './security/sessions';
import { runXssCheck } from './security/xss';
import { runScaleOutChecks } from './scale/run-scale';
import { createStack, type Stack } from './stack/stack';
import { runWorkday } from './workday/run-workday';

interface Phase {
  name: string;
  area: Area;
  run: (stack: Stack) => Promise<CheckResult[]>;
}

const PHASES: Phase[] = [
  { name: 'load', area: 'Load', run: runLoadWithFaults },
  {
    name: 'fuzz',
    area: 'Fuzz',
    run: async (stack) => {
      // The web is built and its front server started while the fuzzers run; the XSS check uses it last.
      const web = stack.startWeb().catch((error: unknown) => error);
      const results = [await runRestFuzz(stack), await runGraphqlFuzz(stack)];
      await web;
      return results;
    },
  },
  {
    name: 'security',
    area: 'Tokens',
    run: async (stack) => [
      ...(await runTokenChecks(stack)),
      await runRoleChecks(stack),
      await runViewChecks(stack),
      await runRequisitionStepChecks(stack),
      await runExportChecks(stack),
      await runDashboardChecks(stack),
      await runDateRangeChecks(stack),
      await runVisitSummaryChecks(stack),
      ...(await runSessionChecks(stack)),
      ...(await runBruteForceChecks(stack)),
      await runSharedAddressCheck(stack),
      await runVerifiedSessionChecks(stack),
      ...(await runGraphqlProtectionChecks(stack)),
      ...(await runFileChecks(stack)),
      ...(await runInputChecks(stack)),
      ...(await runHeaderChecks(stack)),
      ...(await runExposureChecks(stack)),
    ],
  },
  { name: 'scale', area: 'Scale-out', run: runScaleOutChecks },
  { name: 'workday', area: 'Working day', run: runWorkday },
  { name: 'xss', area: 'XSS', run: async (stack) => [await runXssCheck(stack)] },
  // Last: it searches every log the run wrote for secrets.
  { name: 'secrets', area: 'Secrets', run: runSecretChecks },
];

async function main(): Promise<number> {
  const only = process.env.RELIABILITY_ONLY?.split(',').map((name) => name.trim());
  const startedAt = Date.now();
  const results: CheckResult[] = [];
  log(`starting the stack (PostgreSQL on ${CONFIG.ports.postgres}, rest-api ${CONFIG.ports.restApi}, gateway ${CONFIG.ports.gateway}, web ${CONFIG.ports.web})`);
  const stack = await createStack();
  let stopping = false;
  const abort = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}: stopping everything the suite started`);
    void stack.destroy().finally(() => {
      process.stdout.write('reliability: 0 passed, 1 failed\n');
      process.exit(1);
    });
  };
  const hardLimit = setTimeout(() => abort(`over the hard limit of ${CONFIG.hardLimitMs / 60_000} minutes`), CONFIG.hardLimitMs);
  process.once('SIGINT', () => abort('interrupted'));
  process.once('SIGTERM', () => abort('terminated'));
  log(`stack ready after ${((Date.now() - startedAt) / 1000).toFixed(1)} s (${stack.dir})`);
  try {
    for (const phase of PHASES) {
      if (only && !only.includes(phase.name)) continue;
      const phaseStart = Date.now();
      log(`phase ${phase.name}…`);
      try {
        const phaseResults = await phase.run(stack);
        results.push(...phaseResults);
        const failed = phaseResults.filter((result) => !result.passed).length;
        log(`phase ${phase.name}: ${phaseResults.length - failed} passed, ${failed} failed in ${((Date.now() - phaseStart) / 1000).toFixed(1)} s`);
      } catch (error) {
        results.push(crashed(phase.area, phase.name, error));
        log(`phase ${phase.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    }
  } finally {
    clearTimeout(hardLimit);
    await stack.destroy();
  }
  const durationMs = Date.now() - startedAt;
  await writeRecord({ date: new Date().toISOString(), durationMs, machine: describeMachine(), results }, process.env.RELIABILITY_UPDATE_README === '1' && !only);
  const passed = results.filter((result) => result.passed).length;
  const failed = results.length - passed;
  const details = failureDetails(results);
  process.stdout.write(`\n${markdownTable(results)}\n${details ? `\nWhat missed:\n${details}\n` : ''}\n`);
  process.stdout.write(`Ran in ${(durationMs / 60_000).toFixed(1)} min. Record: reliability/results/latest.md\n`);
  process.stdout.write(`reliability: ${passed} passed, ${failed} failed\n`);
  return failed === 0 && results.length > 0 ? 0 : 1;
}

function log(message: string): void {
  process.stdout.write(`[reliability ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`reliability: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.stdout.write('reliability: 0 passed, 1 failed\n');
    process.exit(1);
  },
);
