import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * How an outside integrator gets the package (README.md here, "Getting it outside this repository"):
 * the tarball of `npm pack -w packages/graphql-types`, installed into a TypeScript project of its own
 * with `module`/`moduleResolution: NodeNext` and strict checks, whose imports of every entry point
 * must type-check.
 */
describe('@back-office/graphql-types in an outside NodeNext project', () => {
  let folder: string;

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'graphql-types-'));
  });

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  test('the packed tarball type-checks under moduleResolution NodeNext', () => {
    const packed = JSON.parse(execFileSync('npm', ['pack', '-w', 'packages/graphql-types', '--json', '--pack-destination', folder], { cwd: ROOT, encoding: 'utf8' })) as Array<{
      filename: string;
    }>;
    const project = path.join(folder, 'project');
    const installed = path.join(project, 'node_modules', '@back-office', 'graphql-types');
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', path.join(folder, packed[0]!.filename), '-C', installed, '--strip-components=1']);
    // Its peer dependencies, as the integrator's own install would provide them.
    mkdirSync(path.join(project, 'node_modules', '@graphql-typed-document-node'), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules', 'graphql'), path.join(project, 'node_modules', 'graphql'));
    symlinkSync(path.join(ROOT, 'node_modules', '@graphql-typed-document-node', 'core'), path.join(project, 'node_modules', '@graphql-typed-document-node', 'core'));
    writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'integrator', private: true, type: 'module' }));
    writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', lib: ['ES2022', 'DOM'], strict: true, noEmit: true, skipLibCheck: true, types: [] },
        files: ['main.ts'],
      }),
    );
    writeFileSync(
      path.join(project, 'main.ts'),
      [
        "import { AuthenticateDocument, type AuthenticateMutationVariables, type Schema } from '@back-office/graphql-types';",
        "import type { Role } from '@back-office/graphql-types/schema';",
        "import { RequestPasswordResetDocument } from '@back-office/graphql-types/operations';",
        "const variables: AuthenticateMutationVariables = { email: 'a@example.com', password: 'secret' };",
        "const role: Role = 'ADMIN' satisfies Schema.Role;",
        'export const used = [AuthenticateDocument, RequestPasswordResetDocument, variables, role];',
      ].join('\n'),
    );
    const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const checked = spawnSync(process.execPath, [tsc, '-p', project], { encoding: 'utf8' });
    expect({ status: checked.status, output: checked.stdout + checked.stderr }).toEqual({ status: 0, output: '' });
  });
});
