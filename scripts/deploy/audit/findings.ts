import semver from 'semver';
import type { LockPackages } from '../runtime-imports';

/**
 * What `npm run audit:prod` decides (README "Deployment"): which installed production packages an
 * advisory names, from the committed list (advisories.json) and, when the registry's audit endpoint
 * answers, from `npm audit --omit=dev --json`; and which of those the allow-list (allow-list.json)
 * accepts, until when.
 */

/** One advisory of advisories.json: `vulnerable` is a semver range of the affected versions. */
export interface Advisory {
  id: string;
  package: string;
  vulnerable: string;
  fixed: string;
  severity: string;
  title: string;
}

/** One entry of allow-list.json: an advisory accepted for `package` until `until` (YYYY-MM-DD, inclusive), and why. */
export interface Allowance {
  id: string;
  package: string;
  reason: string;
  until: string;
}

/** An installed package: its name, version and where it is (`node_modules/a/node_modules/b`). */
export interface Installed {
  name: string;
  version: string;
  location: string;
}

/** An advisory that names an installed production package. */
export interface Finding {
  id: string;
  package: string;
  version: string;
  location: string;
  severity: string;
  title: string;
  fixed: string;
  source: 'advisories.json' | 'npm audit';
}

/** The packages `npm ci --omit=dev` installs, from package-lock.json's `packages` (no root, no workspace links, nothing marked `dev`). */
export function productionPackages(lock: LockPackages): Installed[] {
  return Object.entries(lock).flatMap(([location, entry]) => {
    if (!location.includes('node_modules/') || entry.dev || entry.link || !entry.version) return [];
    return [{ name: location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length), version: entry.version, location }];
  });
}

/** The committed advisories that name one of `installed`, one finding per installed copy. */
export function committedFindings(installed: readonly Installed[], advisories: readonly Advisory[]): Finding[] {
  return advisories.flatMap((advisory) =>
    installed
      .filter((item) => item.name === advisory.package && semver.satisfies(item.version, advisory.vulnerable, { includePrerelease: true }))
      .map((item) => ({
        ...item,
        id: advisory.id,
        package: item.name,
        severity: advisory.severity,
        title: advisory.title,
        fixed: advisory.fixed,
        source: 'advisories.json' as const,
      })),
  );
}

interface NpmAuditVia {
  name?: string;
  title?: string;
  url?: string;
  severity?: string;
  range?: string;
}

/**
 * The findings of an `npm audit --omit=dev --json` report (npm 7+: `vulnerabilities` by package, each
 * with the advisories it is `via`), or undefined when the report holds none of that (the registry's
 * audit endpoint did not answer: an `error` object instead).
 */
export function npmAuditFindings(report: unknown): Finding[] | undefined {
  const vulnerabilities = (report as { vulnerabilities?: Record<string, { nodes?: string[]; via?: (string | NpmAuditVia)[] }> } | null)?.vulnerabilities;
  if (!vulnerabilities || typeof vulnerabilities !== 'object') return undefined;
  return Object.entries(vulnerabilities).flatMap(([name, vulnerability]) =>
    (vulnerability.via ?? [])
      .filter((via): via is NpmAuditVia => typeof via === 'object' && via !== null)
      .flatMap((via) =>
        (vulnerability.nodes ?? [name]).map((location) => ({
          id: /GHSA-[\w-]+/.exec(via.url ?? '')?.[0] ?? via.url ?? via.title ?? 'unknown',
          package: via.name ?? name,
          version: '',
          location,
          severity: via.severity ?? 'unknown',
          title: via.title ?? '',
          fixed: via.range ? `outside ${via.range}` : 'unknown',
          source: 'npm audit' as const,
        })),
      ),
  );
}

/**
 * What the check concludes: findings not allowed and allow-list entries past their date fail it;
 * entries that match no finding are only reported (an advisory only `npm audit` knows is not found
 * while its endpoint does not answer).
 */
export interface Verdict {
  failures: Finding[];
  allowed: Finding[];
  expired: string[];
  unused: string[];
}

/** Applies the allow-list on `today` (YYYY-MM-DD) to the findings, one per advisory, package and location. */
export function judge(findings: readonly Finding[], allowList: readonly Allowance[], today: string): Verdict {
  const unique = [...new Map(findings.map((finding) => [`${finding.id} ${finding.package} ${finding.location}`, finding])).values()];
  const current = allowList.filter((entry) => entry.until >= today);
  const accepts = (finding: Finding) => current.some((entry) => entry.id === finding.id && entry.package === finding.package);
  return {
    failures: unique.filter((finding) => !accepts(finding)),
    allowed: unique.filter(accepts),
    expired: allowList.filter((entry) => entry.until < today).map((entry) => `${entry.id} (${entry.package}) was allowed until ${entry.until}`),
    unused: current.filter((entry) => !unique.some((finding) => finding.id === entry.id && finding.package === entry.package)).map((entry) => `${entry.id} (${entry.package})`),
  };
}
