/**
 * What one CRUD resource costs in hand-written lines across the layers (README "Adding a resource"):
 * every file the resource owns in every layer, counted per file (docstrings and comments included,
 * blank lines excluded; tests and generated files left out: `npm run codegen` writes those).
 *
 * Catalogue names are camelCase (`customerPositions`); the folders and files of rest-api, the gateway
 * and the web spell them in kebab-case (`customer-positions`), the schema modules as the catalogue
 * (`schema/setup/customerPositions.graphql`). A resource owns:
 * - its entry in contract/resources.ts (the object literal whose `name` is it) and its fields in contract/resource-fields.ts;
 * - rest-api/src/resources/<kebab>/ and, for the organisation's tables, rest-api/src/identity/<kebab>-table.ts;
 * - gateway/src/setup/<kebab>.ts or gateway/src/setup/<kebab>/, when it has extras (a plain resource has none);
 * - schema/setup/<name>.graphql, likewise (a plain resource's `type`/`input` descriptions are in its entry);
 * - web/src/features/<area>/<kebab>/ holding its fragments `<name>.graphql` or its `<name>Resource.ts` (a
 *   feature's folder of the same name without them, e.g. visits/customers, is the feature's, not the resource's).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One layer of a resource's files, as the table's columns name them. */
export type Layer = 'catalogue' | 'rest-api' | 'schema' | 'gateway' | 'web';

/** A counted file: its path relative to the root (the catalogue entry: `contract/resources.ts (its entry)`), its layer and its non-blank lines. */
export interface CountedFile {
  file: string;
  layer: Layer;
  lines: number;
}

/** `customerPositions` → `customer-positions`: how the layers' folders spell a catalogue name. */
export function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Non-blank lines of `text`. */
export function countLines(text: string): number {
  return text.split('\n').filter((line) => line.trim() !== '').length;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Files under `dir` (recursively; `dir` itself when a file), tests left out; none when missing. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return isTest(dir) ? [] : [dir];
  return readdirSync(dir).flatMap((entry) => filesUnder(path.join(dir, entry)));
}

/** The catalogue's resource names, in catalogue order (each entry's `name: '…'` right after its `{`). */
export function catalogueNames(root: string): string[] {
  const source = readFileSync(path.join(root, 'contract/resources.ts'), 'utf8');
  const catalogue = source.slice(source.indexOf('export const RESOURCE_CATALOGUE'));
  return [...catalogue.matchAll(/^ {2}\{\s*\n\s*name: '([A-Za-z]+)'/gm)].map((match) => match[1]!);
}

/** The text of the catalogue entry of `name` (from its `{` to the matching `}`), or undefined. */
export function catalogueEntry(root: string, name: string): string | undefined {
  const source = readFileSync(path.join(root, 'contract/resources.ts'), 'utf8');
  const at = source.indexOf(`name: '${name}'`);
  return at === -1 ? undefined : bracedFrom(source, source.lastIndexOf('{', at));
}

/** The fields of `name` in contract/resource-fields.ts (its `  <name>: {` block), or undefined (none, or no such file). */
export function fieldsEntry(root: string, name: string): string | undefined {
  const file = path.join(root, 'contract/resource-fields.ts');
  if (!existsSync(file)) return undefined;
  const source = readFileSync(file, 'utf8');
  const at = source.indexOf(`\n  ${name}: {`);
  return at === -1 ? undefined : bracedFrom(source, source.indexOf('{', at));
}

/** `source` from the `{` at `start` to its matching `}`. */
function bracedFrom(source: string, start: number): string | undefined {
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    if (source[i] === '{') depth += 1;
    if (source[i] === '}') depth -= 1;
    if (depth === 0) return source.slice(start, i + 1);
  }
  return undefined;
}

/** The web folders of resource `name`: `web/src/features/<area>/<kebab>/` holding `<name>.graphql` or `<name>Resource.ts`. */
function webFolders(root: string, name: string): string[] {
  const features = path.join(root, 'web/src/features');
  if (!existsSync(features)) return [];
  return readdirSync(features)
    .map((area) => path.join(features, area, kebabCase(name)))
    .filter((folder) => existsSync(path.join(folder, `${name}.graphql`)) || existsSync(path.join(folder, `${name}Resource.ts`)));
}

/** Every file resource `name` owns, per layer, with its lines; undefined when the catalogue has no such resource. */
export function resourceFiles(root: string, name: string): CountedFile[] | undefined {
  const entry = catalogueEntry(root, name);
  if (!entry) return undefined;
  const kebab = kebabCase(name);
  const layers: [Layer, string[]][] = [
    ['rest-api', [`rest-api/src/resources/${kebab}`, `rest-api/src/identity/${kebab}-table.ts`]],
    ['schema', [`schema/setup/${name}.graphql`]],
    ['gateway', [`gateway/src/setup/${kebab}.ts`, `gateway/src/setup/${kebab}`]],
    ['web', webFolders(root, name).map((folder) => path.relative(root, folder))],
  ];
  const fields = fieldsEntry(root, name);
  return [
    { file: 'contract/resources.ts (its entry)', layer: 'catalogue', lines: countLines(entry) },
    ...(fields ? [{ file: 'contract/resource-fields.ts (its fields)', layer: 'catalogue' as const, lines: countLines(fields) }] : []),
    ...layers.flatMap(([layer, places]) =>
      places
        .flatMap((place) => filesUnder(path.join(root, place)))
        .map((file) => ({ file: path.relative(root, file).split(path.sep).join('/'), layer, lines: countLines(readFileSync(file, 'utf8')) })),
    ),
  ];
}

/** Lines per layer and in all of `files`. */
export function costByLayer(files: readonly CountedFile[]): Record<Layer | 'total', number> & { files: number } {
  const cost = { catalogue: 0, 'rest-api': 0, schema: 0, gateway: 0, web: 0, total: 0, files: files.length };
  for (const { layer, lines } of files) {
    cost[layer] += lines;
    cost.total += lines;
  }
  return cost;
}
