import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dockerignoreProblems, dockerStages, runtimeStageProblems } from './dockerfile-rules';
import { devOnlyImports, importedPackages, type LockPackages } from './runtime-imports';

/*
 * The image docker-compose.yml runs the servers from (README "Deployment"): no container engine runs on
 * the CI machines, so the Dockerfile, .dockerignore and what the runtime stage installs are checked here.
 */

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const lock = (JSON.parse(read('package-lock.json')) as { packages: LockPackages }).packages;

/** The single-stage Dockerfile this project had: the image that built everything also ran it, as root. */
const SINGLE_STAGE = `FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:servers
ENV NODE_ENV=production
`;

describe('Dockerfile', () => {
  it('builds in one stage and runs in another, as a user other than root, with production dependencies only', () => {
    expect(runtimeStageProblems(read('Dockerfile'))).toEqual([]);
    expect(dockerStages(read('Dockerfile')).map((stage) => stage.name)).toEqual(['build', 'runtime']);
  });

  it('refuses a single stage, a root user, dev dependencies and the whole context in the runtime stage', () => {
    expect(runtimeStageProblems(SINGLE_STAGE)).toEqual([
      expect.stringMatching(/^one stage/),
      'the runtime stage runs as root (no USER)',
      'the runtime stage installs dev dependencies: RUN npm ci --no-audit --no-fund',
      'the runtime stage copies the whole build context: COPY . .',
      'the runtime stage builds: RUN npm run build:servers',
    ]);
    expect(runtimeStageProblems(`FROM node AS build\nRUN npm ci\nFROM node\nRUN npm ci --omit=dev\nUSER node\nUSER 0:0\n`)).toEqual(['the runtime stage runs as 0:0']);
  });

  it('reads continuation lines and stage names', () => {
    expect(dockerStages('# c\nFROM a AS one\nRUN npm ci \\\n  --omit=dev\nFROM b\nUSER node\n')).toEqual([
      { name: 'one', instructions: [{ keyword: 'FROM', args: 'a AS one' }, expect.objectContaining({ keyword: 'RUN', args: expect.stringMatching(/^npm ci\s+--omit=dev$/) })] },
      {
        name: '1',
        instructions: [
          { keyword: 'FROM', args: 'b' },
          { keyword: 'USER', args: 'node' },
        ],
      },
    ]);
  });
});

describe('.dockerignore', () => {
  it('keeps environment files, data folders, keys, installed packages and git out of the build context', () => {
    expect(dockerignoreProblems(read('.dockerignore'))).toEqual([]);
  });

  it('refuses a file without them, or one that brings them back', () => {
    expect(dockerignoreProblems('node_modules\n**/node_modules\ndata\n.git\n')).toEqual(
      expect.arrayContaining(['.dockerignore does not exclude **/.env', '.dockerignore does not exclude **/.env.*', '.dockerignore does not exclude **/data']),
    );
    expect(dockerignoreProblems(`${read('.dockerignore')}\n!.env.production\n`)).toEqual(['.dockerignore re-includes .env.production']);
  });
});

describe('the runtime stage installs what the servers load (npm ci --omit=dev)', () => {
  it.each([
    ['rest-api', 'rest-api/src'],
    ['gateway', 'gateway/src'],
    ['web', 'web/server/src'],
  ])('%s: every package %s imports is a production dependency', (workspace, sourceDir) => {
    expect(devOnlyImports(ROOT, workspace, sourceDir, lock)).toEqual([]);
  });

  it('spots a development dependency or an unknown package', () => {
    const devFastify: LockPackages = { ...lock, 'node_modules/fastify': { ...lock['node_modules/fastify'], dev: true } };
    expect(devOnlyImports(ROOT, 'gateway', 'gateway/src', devFastify)).toEqual([expect.stringMatching(/^fastify \(imported by gateway\/src\/.*\) is a development dependency/)]);
    const { 'node_modules/zod': _zod, ...withoutZod } = lock;
    expect(devOnlyImports(ROOT, 'rest-api', 'rest-api/src', withoutZod)).toEqual([expect.stringMatching(/^zod \(imported by rest-api\/src\/.*\) is not in package-lock.json$/)]);
  });

  it('reads imports, re-exports, import() and require(), not type imports or Node built-ins', () => {
    const source =
      "import type { A } from 'x';\nimport fastify from 'fastify';\nimport { z } from 'zod/v4';\nexport { b } from '@a/b/c';\nimport fs from 'node:fs';\nimport path from 'path';\nconst m = import('@opentelemetry/api');\nrequire('pg');";
    expect(importedPackages(source)).toEqual(['@a/b', '@opentelemetry/api', 'fastify', 'pg', 'zod']);
  });
});
