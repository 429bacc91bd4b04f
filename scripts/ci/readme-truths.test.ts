/**
 * The README's claims checked against the code where code can answer them: every `npm run X` it names
 * is a script (of the root or of the workspace it names), every variable of its Configuration table is
 * read by some code, every variable the servers read is in that table (or in {@link NOT_IN_README} with
 * the reason), and the Node version it asks for is the root `engines` floor.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** A package.json's scripts. */
function scriptsOf(folder: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return manifest.scripts ?? {};
}

/** Source files (no tests, no dependencies, no build output) under `entry`, relative to the root. */
function sources(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .filter((name) => !/^(node_modules|dist|generated|coverage)$/.test(name))
    .flatMap((name) => sources(path.posix.join(entry, name)))
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** The code that reads the environment: the three servers, their shared kit, the web build and the launch scripts. */
const CODE_FILES = ['rest-api/src', 'gateway/src', 'web/server/src', 'web/vite.config.ts', 'server-kit', 'scripts/start.mjs', 'scripts/dev.mjs', 'scripts/launch'].flatMap(sources);
const CODE = CODE_FILES.map((file) => readFileSync(path.join(ROOT, file), 'utf8')).join('\n');

/** The servers' configuration schemas (zod objects keyed by variable name). */
const CONFIG_FILES = ['rest-api/src/config/config.ts', 'gateway/src/config/config.ts', 'web/server/src/config.ts'];

/**
 * Variables the servers read that the Configuration table leaves out on purpose, each with the reason.
 */
const NOT_IN_README: Record<string, string> = {
  NODE_ENV: 'the standard Node switch; README "Production" and DESIGN §5 say what production changes',
  PATH: 'passed through to child processes by the launch scripts',
  AWS_REQUEST_CHECKSUM_CALCULATION: 'set by rest-api for the AWS SDK (S3-compatible stores), not read as a setting',
  AWS_RESPONSE_CHECKSUM_VALIDATION: 'set by rest-api for the AWS SDK (S3-compatible stores), not read as a setting',
};

/** The variables of the README's Configuration table (first column, in backticks). */
function readmeTableVariables(): string[] {
  const start = README.indexOf('## Configuration');
  const end = README.indexOf('\n## ', start + 1);
  const section = README.slice(start, end);
  return [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]+)`\s*\|/gm)].map((match) => match[1] ?? '');
}

/** The variables the servers read: their config schemas' keys and every `process.env.X` / `env.X` in server code. */
function variablesTheServersRead(): string[] {
  const names = new Set<string>();
  for (const file of CONFIG_FILES) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of text.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}):/gm)) names.add(match[1] ?? '');
  }
  for (const match of CODE.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]{2,})\b/g)) names.add(match[1] ?? '');
  return [...names].sort();
}

describe('README truths', () => {
  it('names only npm scripts that exist (root, or the workspace it names)', () => {
    const text = README.replace(/\s+/g, ' ');
    const missing: string[] = [];
    let count = 0;
    for (const match of text.matchAll(/npm (?:run ([\w:.-]+)|(start|test))((?: (?:-w|--workspace) [\w./-]+)*)/g)) {
      const script = match[1] ?? match[2] ?? '';
      const workspaces = [...(match[3] ?? '').matchAll(/(?:-w|--workspace) ([\w./-]+)/g)].map((ws) => ws[1] ?? '');
      for (const folder of workspaces.length > 0 ? workspaces : ['.']) {
        count += 1;
        if (!(script in scriptsOf(folder))) missing.push(`npm run ${script}${folder === '.' ? '' : ` -w ${folder}`}`);
      }
    }
    expect(count).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('lists in its Configuration table only variables some code reads', () => {
    const variables = readmeTableVariables();
    expect(variables.length).toBeGreaterThan(30);
    const unread = variables.filter((name) => !new RegExp(`\\b${name}\\b`).test(CODE));
    expect(unread).toEqual([]);
  });

  it('lists every variable the servers read (or says here why not)', () => {
    const table = new Set(readmeTableVariables());
    const read = variablesTheServersRead();
    expect(read).toEqual(expect.arrayContaining(['DATABASE_URL', 'GATEWAY_PORT', 'WEB_PORT']));
    const undocumented = read.filter((name) => !table.has(name) && !(name in NOT_IN_README));
    expect(undocumented).toEqual([]);
  });

  it('keeps NOT_IN_README to variables the code still reads', () => {
    const stale = Object.keys(NOT_IN_README).filter((name) => !new RegExp(`\\b${name}\\b`).test(CODE));
    expect(stale).toEqual([]);
  });

  it('asks for the Node version the root engines field states', () => {
    const engines = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    const floor = /^>=(\d+)\.(\d+)\.0$/.exec(engines);
    expect(floor).not.toBeNull();
    const stated = [...README.matchAll(/Node(?:\.js)? (\d+)\.(\d+)\+/g)].map((match) => `${match[1]}.${match[2]}`);
    expect(stated.length).toBeGreaterThan(0);
    expect(new Set(stated)).toEqual(new Set([`${floor![1]}.${floor![2]}`]));
  });
});
