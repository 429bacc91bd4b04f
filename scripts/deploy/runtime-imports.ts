import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/**
 * Which packages a server's compiled code loads at run time, and whether the runtime image installs them:
 * it runs `npm ci --omit=dev` (Dockerfile), which leaves out every package the lockfile marks `dev`
 * (README "Deployment"). A server that imports one would start in tests and fail in its container.
 */

/** Package names (`x` or `@scope/x`) a TypeScript file loads at run time: `import … from`, `export … from`, `import()` and `require()`, but not `import type`. */
export function importedPackages(source: string): string[] {
  const specifiers = [
    ...[...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1] ?? ''),
    ...[...source.matchAll(/\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? ''),
  ];
  const builtins = new Set(builtinModules);
  return [
    ...new Set(
      specifiers
        .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:') && !builtins.has(specifier.split('/')[0] ?? ''))
        .map((specifier) =>
          specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
    ),
  ].sort();
}

/** The non-test `.ts` files under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The lockfile's entries (`packages` of package-lock.json v3), by path (`node_modules/x`, `rest-api/node_modules/x`). */
export type LockPackages = Record<string, { dev?: boolean; version?: string; link?: boolean }>;

/**
 * The packages the sources under `sourceDir` (of workspace `workspace`, relative to the repository)
 * import that `npm ci --omit=dev` would not install: absent from the lockfile, or marked `dev` there.
 * Each problem names the package and a file importing it.
 */
export function devOnlyImports(root: string, workspace: string, sourceDir: string, lock: LockPackages): string[] {
  const importers = new Map<string, string>();
  for (const file of sourceFiles(path.join(root, sourceDir))) {
    for (const name of importedPackages(readFileSync(file, 'utf8'))) if (!importers.has(name)) importers.set(name, path.relative(root, file));
  }
  return [...importers].flatMap(([name, file]) => {
    const entry = lock[`${workspace}/node_modules/${name}`] ?? lock[`node_modules/${name}`];
    if (!entry) return [`${name} (imported by ${file}) is not in package-lock.json`];
    return entry.dev ? [`${name} (imported by ${file}) is a development dependency, left out of the runtime image`] : [];
  });
}
