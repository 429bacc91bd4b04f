import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LockPackages } from '../runtime-imports';
import { committedFindings, judge, npmAuditFindings, productionPackages, type Advisory, type Allowance, type Finding } from './findings';

/* npm run audit:prod (README "Deployment"): advisories against production dependencies, and the allow-list. */

const ROOT = path.resolve(__dirname, '../../..');
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
const { advisories } = readJson<{ advisories: Advisory[] }>('scripts/deploy/audit/advisories.json');
const { allow } = readJson<{ allow: Allowance[] }>('scripts/deploy/audit/allow-list.json');
const lock = readJson<{ packages: LockPackages }>('package-lock.json').packages;

/** The lockfile entries this project had before @fastify/static was overridden: altair-fastify-plugin's own 8.3.0. */
const BEFORE: LockPackages = {
  '': { version: '0.1.0' },
  'node_modules/gateway': { link: true },
  'node_modules/@fastify/static': { version: '10.1.11' },
  'node_modules/altair-fastify-plugin/node_modules/@fastify/static': { version: '8.3.0' },
  'node_modules/jest/node_modules/@fastify/static': { version: '8.3.0', dev: true },
};

it('finds no committed advisory against the installed production packages, and the allow-list is valid', () => {
  const installed = productionPackages(lock);
  expect(installed.length).toBeGreaterThan(100);
  expect(committedFindings(installed, advisories)).toEqual([]);
  for (const entry of allow)
    expect(entry).toEqual({
      id: expect.stringMatching(/^GHSA-/),
      package: expect.any(String),
      reason: expect.stringMatching(/\w{20}/),
      until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
});

it("finds each @fastify/static advisory in altair-fastify-plugin's old copy, not in a dev-only copy", () => {
  const installed = productionPackages(BEFORE);
  expect(installed.map((item) => item.location)).toEqual(['node_modules/@fastify/static', 'node_modules/altair-fastify-plugin/node_modules/@fastify/static']);
  const findings = committedFindings(installed, advisories);
  expect(findings.map((finding) => finding.id).sort()).toEqual(['GHSA-423g-23ch-w7c6', 'GHSA-83w8-p2f5-377r', 'GHSA-8pvw-jcv7-9cmj', 'GHSA-pr96-94w5-mx2h', 'GHSA-x428-ghpx-8j92']);
  expect(new Set(findings.map((finding) => finding.location))).toEqual(new Set(['node_modules/altair-fastify-plugin/node_modules/@fastify/static']));
});

describe('the allow-list', () => {
  const finding: Finding = {
    id: 'GHSA-aaaa-bbbb-cccc',
    package: 'x',
    version: '1.0.0',
    location: 'node_modules/x',
    severity: 'high',
    title: 't',
    fixed: '1.0.1',
    source: 'advisories.json',
  };
  const entry: Allowance = { id: finding.id, package: 'x', reason: 'the vulnerable option is never used here', until: '2026-12-31' };

  it('accepts a finding it names until its date, and fails it afterwards', () => {
    expect(judge([finding, finding], [entry], '2026-12-31')).toEqual({ failures: [], allowed: [finding], expired: [], unused: [] });
    expect(judge([finding], [entry], '2027-01-01')).toEqual({ failures: [finding], allowed: [], expired: ['GHSA-aaaa-bbbb-cccc (x) was allowed until 2026-12-31'], unused: [] });
  });

  it('accepts nothing it does not name, and reports entries that match nothing', () => {
    expect(judge([finding], [{ ...entry, package: 'y' }], '2026-06-01')).toEqual({ failures: [finding], allowed: [], expired: [], unused: ['GHSA-aaaa-bbbb-cccc (y)'] });
  });
});

describe("npm audit's report", () => {
  it('gives a finding per advisory and installed copy', () => {
    const report = {
      vulnerabilities: {
        '@fastify/static': {
          nodes: ['node_modules/altair-fastify-plugin/node_modules/@fastify/static'],
          via: [{ name: '@fastify/static', title: 'Path traversal', url: 'https://github.com/advisories/GHSA-423g-23ch-w7c6', severity: 'high', range: '<10.1.3' }],
        },
        'altair-fastify-plugin': { nodes: ['node_modules/altair-fastify-plugin'], via: ['@fastify/static'] },
      },
    };
    expect(npmAuditFindings(report)).toEqual([
      expect.objectContaining({
        id: 'GHSA-423g-23ch-w7c6',
        package: '@fastify/static',
        location: 'node_modules/altair-fastify-plugin/node_modules/@fastify/static',
        source: 'npm audit',
      }),
    ]);
  });

  it('is none when the audit endpoint did not answer', () => {
    expect(npmAuditFindings({ error: { code: 'E405', summary: '405 Method Not Allowed' } })).toBeUndefined();
    expect(npmAuditFindings(undefined)).toBeUndefined();
  });
});
