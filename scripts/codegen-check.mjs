#!/usr/bin/env node
/**
 * `npm run codegen:check`: fails (exit 1) when the generated files are stale, i.e. when running
 * `npm run codegen` (contract/ and server-kit/ copies, composed schema.graphql, web CRUD operations, then graphql-codegen)
 * changes any of them ("a check fails when generated files are stale"). It leaves the regenerated files in place.
 * It also checks the web's generated first-paint theme (web/scripts/critical-theme.mjs --check).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['schema.graphql', 'rest-api/src/generated', 'gateway/src/generated', 'web/src/generated', 'web/server/src/generated', 'packages/graphql-types/src/generated'];

/** Maps every file under the output folders to its content. */
function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      files.set(path.relative(root, dir), readFileSync(dir, 'utf8'));
      return;
    }
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else files.set(path.relative(root, file), readFileSync(file, 'utf8'));
    }
  };
  for (const output of outputs) walk(path.join(root, output));
  return files;
}

const before = snapshot();
execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/codegen/index.ts')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
});
execFileSync(process.execPath, [path.join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const after = snapshot();
const stale = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
if (stale.length > 0) {
  console.error(`Generated GraphQL files were stale (now regenerated; commit them):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(`Generated GraphQL files are up to date (${after.size} files).`);
try {
  execFileSync(process.execPath, [path.join(root, 'web/scripts/critical-theme.mjs'), '--check'], { cwd: root, stdio: 'inherit' });
} catch {
  process.exit(1);
}
