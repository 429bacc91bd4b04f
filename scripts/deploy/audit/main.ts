/**
 * `npm run audit:prod` (`.ci/run`; README "Deployment"): fails when a package the servers run with
 * (production dependencies, as `npm ci --omit=dev` installs them) is named by an advisory that the
 * allow-list does not accept, or when an allow-list entry is past its date. Advisories come from the
 * committed list (advisories.json), checked against package-lock.json with no network, and from
 * `npm audit --omit=dev --json` when the registry's audit endpoint answers (it does not from every
 * machine: a mirror or proxy may refuse it, and then only the committed list is used, said on the output).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LockPackages } from '../runtime-imports';
import { committedFindings, judge, npmAuditFindings, productionPackages, type Advisory, type Allowance, type Finding } from './findings';

const ROOT = path.resolve(__dirname, '../../..');
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

/** `npm audit --omit=dev --json`'s report (it exits non-zero when it finds something, or fails), or undefined when it printed no JSON. */
async function npmAudit(): Promise<unknown> {
  const output = await promisify(execFile)('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 }).then(
    (result) => result.stdout,
    (error: { stdout?: string }) => error.stdout ?? '',
  );
  try {
    return JSON.parse(output) as unknown;
  } catch {
    return undefined;
  }
}

const describe = (finding: Finding) =>
  `${finding.id} ${finding.severity}: ${finding.package}${finding.version ? `@${finding.version}` : ''} at ${finding.location} (${finding.title}; fixed in ${finding.fixed}; from ${finding.source})`;

async function main(): Promise<number> {
  const installed = productionPackages(readJson<{ packages: LockPackages }>('package-lock.json').packages);
  const { advisories } = readJson<{ advisories: Advisory[] }>('scripts/deploy/audit/advisories.json');
  const { allow } = readJson<{ allow: Allowance[] }>('scripts/deploy/audit/allow-list.json');
  const online = npmAuditFindings(await npmAudit());
  console.log(
    online === undefined
      ? `audit: the registry's audit endpoint did not answer; ${installed.length} production packages checked against the ${advisories.length} committed advisories only`
      : `audit: ${installed.length} production packages checked against npm audit and the ${advisories.length} committed advisories`,
  );
  const verdict = judge([...committedFindings(installed, advisories), ...(online ?? [])], allow, new Date().toISOString().slice(0, 10));
  for (const finding of verdict.allowed) console.log(`allowed (allow-list.json): ${describe(finding)}`);
  for (const entry of verdict.unused) console.log(`allow-list.json entry that matches nothing now, remove it: ${entry}`);
  for (const entry of verdict.expired) console.error(`allow-list.json entry past its date: ${entry}`);
  for (const finding of verdict.failures) console.error(`vulnerable: ${describe(finding)}`);
  const failed = verdict.failures.length + verdict.expired.length;
  console.log(failed === 0 ? 'audit: no advisory against a production dependency outside the allow-list' : `audit: ${failed} problem(s)`);
  return failed === 0 ? 0 : 1;
}

void main().then((code) => process.exit(code));
