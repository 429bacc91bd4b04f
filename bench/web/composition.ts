import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** Vite's `.vite/manifest.json`: source path → its chunk. */
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

/** `node_modules/@scope/name/...` → `@scope/name`; `node_modules/name/...` → `name`; app code → `(app code)`. */
function packageOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return '(app code)';
  const [first = '', second = ''] = source.slice(at + 'node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * What the entry chunk of a Vite build is made of: its minified bytes attributed to npm packages (or app
 * code) through its source map, the largest first. `outDir` must hold `.vite/manifest.json` and the
 * chunk's `.map` (`vite build --manifest --sourcemap hidden`, see build.ts). Bytes no mapping covers are
 * `(unmapped)`.
 */
export async function entryComposition(outDir: string): Promise<{ entry: string; bytes: number; packages: { name: string; bytes: number }[] }> {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the manifest names no entry chunk');
  const code = await readFile(path.join(outDir, entry.file), 'utf8');
  const map = new SourceMapConsumer(JSON.parse(await readFile(path.join(outDir, `${entry.file}.map`), 'utf8')) as ConstructorParameters<typeof SourceMapConsumer>[0]);
  const lines = code.split('\n');
  const totals = new Map<string, number>();
  let mapped = 0;
  let previous: { line: number; column: number; name: string } | undefined;
  const close = (line: number, column: number) => {
    if (!previous) return;
    const bytes = previous.line === line ? column - previous.column : (lines[previous.line - 1]?.length ?? 0) - previous.column;
    totals.set(previous.name, (totals.get(previous.name) ?? 0) + bytes);
    mapped += bytes;
  };
  map.eachMapping((m) => {
    close(m.generatedLine, m.generatedColumn);
    previous = { line: m.generatedLine, column: m.generatedColumn, name: m.source ? packageOf(m.source) : '(unmapped)' };
  });
  if (previous) close(previous.line + 1, 0);
  const total = Buffer.byteLength(code);
  if (total > mapped) totals.set('(unmapped)', (totals.get('(unmapped)') ?? 0) + total - mapped);
  const packages = [...totals.entries()].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
  return { entry: entry.file, bytes: total, packages };
}
