#!/usr/bin/env node
/**
 * `npm run resource:cost -- <name>`: the hand-written lines one CRUD resource costs across the layers
 * (docs/adding-a-resource.md), e.g. `positions`. Counts, per file, every line (docstrings and comments
 * included, blank lines excluded) of:
 * - its entry in contract/resources.ts (the object literal whose `name` is <name>);
 * - rest-api/src/resources/<name>/ (table and description; tests excluded);
 * - gateway/src/setup/<name>.ts or gateway/src/setup/<name>/ (tests excluded);
 * - schema/setup/<name>.graphql (its type and input);
 * - web/src/features/<area>/<name>/ (description and fragment; tests excluded).
 * Generated files (schema.graphql, each workspace's generated folder) are not counted: `npm run codegen` writes them.
 * Exits 1 when the resource is unknown.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2];
if (!name) {
  console.error('usage: npm run resource:cost -- <resource name as in contract/resources.ts, e.g. positions>');
  process.exit(2);
}

const countLines = (text) => text.split('\n').filter((line) => line.trim() !== '').length;
const isTest = (file) => /\.test\.tsx?$/.test(file);

/** Files under `dir` (recursively), tests left out. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir)
    .flatMap((entry) => filesUnder(path.join(dir, entry)))
    .filter((file) => !isTest(file));
}

/** The lines of the catalogue entry of `name`: from its `{` to the matching `}`. */
function catalogueEntry() {
  const source = readFileSync(path.join(root, 'contract/resources.ts'), 'utf8');
  const at = source.indexOf(`name: '${name}'`);
  if (at === -1) return undefined;
  const start = source.lastIndexOf('{', at);
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    if (source[i] === '{') depth += 1;
    if (source[i] === '}') depth -= 1;
    if (depth === 0) return source.slice(start, i + 1);
  }
  return undefined;
}

const entry = catalogueEntry();
if (!entry) {
  console.error(`No resource named "${name}" in contract/resources.ts`);
  process.exit(1);
}
const webFeatures = path.join(root, 'web/src/features');
const webDirs = existsSync(webFeatures) ? readdirSync(webFeatures).map((area) => path.join(webFeatures, area, name)) : [];
const files = [
  path.join(root, `rest-api/src/resources/${name}`),
  path.join(root, `gateway/src/setup/${name}.ts`),
  path.join(root, `gateway/src/setup/${name}`),
  path.join(root, `schema/setup/${name}.graphql`),
  ...webDirs,
].flatMap(filesUnder);

const rows = [['contract/resources.ts (its entry)', countLines(entry)], ...files.map((file) => [path.relative(root, file), countLines(readFileSync(file, 'utf8'))])];
const width = Math.max(...rows.map(([file]) => file.length));
for (const [file, lines] of rows) console.log(`${file.padEnd(width)}  ${String(lines).padStart(4)}`);
const total = rows.reduce((sum, [, lines]) => sum + lines, 0);
console.log(`${'total'.padEnd(width)}  ${String(total).padStart(4)}  (${rows.length} files)`);
