/**
 * `npm run schema:check` (.ci/run; CHANGELOG.md, docs/graphql-grammar.md "Schema changes"): fails
 * (exit 1) when schema.graphql breaks the schema of a base commit and CHANGELOG.md gained no line
 * marking that break as intended. The base is `SCHEMA_BASE_REF` when set; else the merge base with
 * `origin/main` (or `main`) when HEAD is not on it; else, on main itself (CI's clean clone), `HEAD~1`,
 * the commit before the newest. With no base at all (a first commit, a shallow clone) it says so and
 * passes. Dangerous changes (e.g. a new enum value) are listed but never fail.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addedLines, schemaChanges, unmarkedBreaks } from './schema-diff';

const root = path.resolve(__dirname, '../..');

/** `git …` in the repository; undefined when it fails (an unknown ref, no such file there). */
function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

/** The commit to compare with, and why it was chosen; undefined when there is none. */
function baseCommit(): { commit: string; why: string } | undefined {
  const head = git('rev-parse', 'HEAD')?.trim();
  const given = process.env.SCHEMA_BASE_REF;
  if (given) {
    const commit = git('rev-parse', '--verify', `${given}^{commit}`)?.trim();
    if (!commit) throw new Error(`SCHEMA_BASE_REF=${given} names no commit`);
    return { commit, why: `SCHEMA_BASE_REF=${given}` };
  }
  for (const ref of ['origin/main', 'main']) {
    const base = git('merge-base', 'HEAD', ref)?.trim();
    if (base && base !== head) return { commit: base, why: `the merge base with ${ref}` };
  }
  const previous = git('rev-parse', '--verify', 'HEAD~1^{commit}')?.trim();
  return previous ? { commit: previous, why: 'HEAD~1 (HEAD is on main)' } : undefined;
}

async function main(): Promise<number> {
  const base = baseCommit();
  if (!base) {
    console.log('schema check: no base commit to compare with (a first commit or a shallow clone); skipped.');
    return 0;
  }
  const before = git('show', `${base.commit}:schema.graphql`);
  if (before === undefined) {
    console.log(`schema check: ${base.why} (${base.commit.slice(0, 12)}) has no schema.graphql; skipped.`);
    return 0;
  }
  const after = readFileSync(path.join(root, 'schema.graphql'), 'utf8');
  const changes = await schemaChanges(before, after);
  const added = addedLines(git('show', `${base.commit}:CHANGELOG.md`) ?? '', readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'));
  const unmarked = unmarkedBreaks(changes, added);
  const count = (level: string) => changes.filter((change) => change.level === level).length;
  console.log(
    `schema check against ${base.why} (${base.commit.slice(0, 12)}): ${count('BREAKING')} breaking, ${count('DANGEROUS')} dangerous, ${count('NON_BREAKING')} safe change(s).`,
  );
  for (const change of changes.filter((c) => c.level !== 'NON_BREAKING')) console.log(`  ${change.level} ${change.path ?? ''}: ${change.message}`);
  if (unmarked.length === 0) return 0;
  console.error('\nBreaking schema changes not marked as intended in CHANGELOG.md:');
  for (const change of unmarked) console.error(`  - BREAKING: \`${change.path ?? change.message}\` — ${change.message}`);
  console.error('\nIf they are intended, add such lines (with why and what clients should do) under "Unreleased" in CHANGELOG.md.');
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
