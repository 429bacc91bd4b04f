/**
 * What the image the servers run from must hold (README "Deployment"): checks on the Dockerfile's and
 * .dockerignore's text that return the problems found (none = the rule holds), so that a test can show
 * each one refusing a bad file as well as passing the real one (scripts/deploy/dockerfile.test.ts).
 */

/** One `FROM` stage of a Dockerfile: its name (`AS x`, or its index) and its instructions, continuation lines joined. */
export interface DockerStage {
  name: string;
  instructions: { keyword: string; args: string }[];
}

/** The stages of a Dockerfile, in order; instructions before the first `FROM` (ARG) are left out. */
export function dockerStages(dockerfile: string): DockerStage[] {
  const lines = dockerfile.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  const stages: DockerStage[] = [];
  for (const line of lines) {
    const match = /^\s*([A-Za-z]+)\s+(.*)$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    const keyword = (match[1] ?? '').toUpperCase();
    const args = (match[2] ?? '').trim();
    if (keyword === 'FROM') stages.push({ name: /\sAS\s+(\S+)/i.exec(args)?.[1] ?? String(stages.length), instructions: [] });
    stages.at(-1)?.instructions.push({ keyword, args });
  }
  return stages;
}

/**
 * The final (runtime) stage: comes after a build stage, ends as a user other than root, installs no
 * development dependency (`npm ci`/`npm install` only with `--omit=dev`), builds nothing, and copies the
 * build's output rather than the whole build context.
 */
export function runtimeStageProblems(dockerfile: string): string[] {
  const stages = dockerStages(dockerfile);
  const runtime = stages.at(-1);
  if (!runtime) return ['the Dockerfile has no FROM'];
  const problems: string[] = [];
  if (stages.length < 2) problems.push('one stage: the image that runs is the one that builds (compilers, dev dependencies, sources)');
  const user = runtime.instructions.filter((instruction) => instruction.keyword === 'USER').at(-1)?.args;
  if (!user || /^(root|0)(:.*)?$/.test(user)) problems.push(`the runtime stage runs as ${user ?? 'root (no USER)'}`);
  for (const { keyword, args } of runtime.instructions) {
    if (keyword === 'RUN' && /\bnpm\s+(ci|install|i)\b/.test(args) && !/--omit[= ]dev\b/.test(args)) problems.push(`the runtime stage installs dev dependencies: RUN ${args}`);
    if (keyword === 'RUN' && /\bnpm\s+run\s+build|\btsc\b|\bvite\s+build/.test(args)) problems.push(`the runtime stage builds: RUN ${args}`);
    if (keyword === 'COPY' && !/--from=/.test(args) && /^(\.|\.\/)\s+\S+$/.test(args)) problems.push(`the runtime stage copies the whole build context: COPY ${args}`);
  }
  return problems;
}

/** Lines of .dockerignore every build context must leave out: environment files, local data, keys, installed packages. */
export const REQUIRED_IGNORES = ['**/.env', '**/.env.*', '**/data', '**/node_modules', '**/*.pem', '**/*.key', '**/jwt-secret', '.git'] as const;

/** The entries of {@link REQUIRED_IGNORES} that .dockerignore lacks, or re-includes with a `!` line. */
export function dockerignoreProblems(dockerignore: string): string[] {
  const lines = dockerignore
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return [
    ...REQUIRED_IGNORES.filter((pattern) => !lines.includes(pattern)).map((pattern) => `.dockerignore does not exclude ${pattern}`),
    ...lines.filter((line) => line.startsWith('!')).map((line) => `.dockerignore re-includes ${line.slice(1)}`),
  ];
}
