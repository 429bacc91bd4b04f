/**
 * ESLint rule `rooms/no-cycle`: no import cycle between the repository's own modules, type imports
 * included (import-x/no-cycle skips `import type`, so a room could lean on a room above it through types
 * alone). A cycle through types still says that two rooms each need the other: one of them is in the
 * wrong place (README "How the parts fit", DESIGN §7 one mechanism per layer).
 *
 * Counted: `import … from`, `import type …`, `export … from`, side-effect imports and `import('…')`, with
 * a relative specifier (`./`, `../`); package imports are outside the repository and never counted.
 * Resolved like TypeScript's bundler resolution: the file itself, `.js` read as `.ts`/`.tsx`, the
 * extensions `.ts .tsx .mts .cts .js .mjs .cjs`, then `index.*` of a folder.
 *
 * The file being linted is read from its syntax tree; the files it leads to are read once per run from
 * their text (top-level `import`/`export` lines, which Prettier starts at column 0, and `import('…')`).
 */
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'];

/** Top-level static imports and re-exports (column 0), and dynamic imports anywhere. */
const STATIC = /^(?:import|export)\s(?:[^;'"]*?\sfrom\s*)?['"]([^'"\n]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The resolved path of relative `specifier` imported from `file`, or undefined (a package, a missing file). */
const resolved = new Map();
export function resolveImport(file, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..') return undefined;
  const base = path.resolve(path.dirname(file), specifier);
  if (resolved.has(base)) return resolved.get(base);
  const stem = /\.(?:c|m)?js$/.test(base) ? base.replace(/\.(?:c|m)?js$/, '') : base;
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => stem + extension),
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  const found = candidates.find((candidate) => isFile(candidate));
  resolved.set(base, found);
  return found;
}

function isFile(candidate) {
  try {
    return fs.statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/** The files `file` imports (its text read once per run), resolved; packages and missing files left out. */
const importsByFile = new Map();
export function importsOf(file) {
  const known = importsByFile.get(file);
  if (known) return known;
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    // A file that cannot be read has no imports to follow.
  }
  const specifiers = [...text.matchAll(STATIC), ...text.matchAll(DYNAMIC)].map((match) => match[1]);
  const files = [...new Set(specifiers.map((specifier) => resolveImport(file, specifier)).filter(Boolean))];
  importsByFile.set(file, files);
  return files;
}

/**
 * The chain of files from `start` back to `target` (both included), breadth first so the shortest, or
 * undefined when `target` cannot be reached from `start`.
 */
export function chainTo(start, target) {
  const parents = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === target) {
      const chain = [];
      for (let at = file; at !== undefined; at = parents.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of importsOf(file)) {
      if (parents.has(next)) continue;
      parents.set(next, file);
      queue.push(next);
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between the repository’s modules, type imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle (type imports count too): {{chain}}. Move what both need below both.' },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!path.isAbsolute(filename)) return {};
    const root = context.cwd;
    const seen = new Set();
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveImport(filename, source.value);
      if (!target || target === filename || seen.has(target)) return;
      seen.add(target);
      const chain = chainTo(target, filename);
      if (chain) context.report({ node, messageId: 'cycle', data: { chain: [filename, ...chain].map((file) => path.relative(root, file)).join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

/** The plugin that eslint.config.mjs registers as `rooms`. */
export default { meta: { name: 'rooms' }, rules: { 'no-cycle': noCycle } };
