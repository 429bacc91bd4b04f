import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  bucketPolicyProblems,
  mailCatcherProblems,
  demoSeedProblems,
  metricsTokenProblems,
  publishedHost,
  publishedPortProblems,
  rootUserProblems,
  s3UserProblems,
  type BucketPolicy,
  type ComposeFile,
} from './compose-rules';
import { CONFIG_VARIABLES as GATEWAY_VARIABLES, loadConfig as loadGatewayConfig } from '../../gateway/src/config/config';
import { CONFIG_VARIABLES as REST_API_VARIABLES, loadConfig as loadRestApiConfig } from '../../rest-api/src/config/config';
import { FRONT_CONFIG_VARIABLES, loadFrontConfig } from '../../web/server/src/config';

/*
 * docker-compose.yml runs what production runs (DESIGN §1; README "Deployment"). No container engine
 * runs on the CI machines, so the file is checked here instead: against the Compose Specification's
 * JSON schema (scripts/deploy/compose-spec.json, vendored from github.com/compose-spec/compose-spec,
 * schema/compose-spec.json), and against the code: every variable a server is given is one it reads and
 * its configuration loads; commands are the workspaces' production starts; ports, upstream URLs, proxy
 * addresses and health checks point where the servers listen; no secret has a default. And what a
 * production deployment must not publish (README "Deployment"): no mail catcher outside the `dev`
 * profile and the loopback interface, no anonymous `/metrics`, no root user in the servers' containers,
 * no development dependency or source in their image, no MinIO root user in rest-api's hands.
 */

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  user?: string;
  profiles?: string[];
  volumes?: string[];
  build?: string;
  working_dir?: string;
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
  networks?: Record<string, { ipv4_address?: string } | null>;
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service> };
const services = compose.services;

function service(name: string): Service {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
}

/** Sample values compose would be given for the variables it requires (`${X:?…}`): strong, random-looking. */
const REQUIRED_SAMPLES: Record<string, string> = {
  JWT_SECRET: 'kQ8v2Lr9ZfX1c7TnWm4YbP0sHdJ3gE6aUoR5iVt',
  POSTGRES_PASSWORD: 'f3a9c1d7e5b2a8c4d6e0f1a3',
  MINIO_ROOT_PASSWORD: '4b1e9a7c3d5f2e8a6c0b9d1f',
  S3_SECRET_ACCESS_KEY: '9d8c7b6a5f4e3d2c1b0a9f8e',
  METRICS_TOKEN: 'c2e7a9f1b4d8e3a6f0c5b9d2',
  NOTIFICATION_RELAY_SECRET: 'q8Jf2LmX7vR4tB9zK1cW6nY3hD5gP0sA',
  ADMIN_EMAIL: 'it-admin@company.example',
  SMTP_URL: 'smtp://back-office:f8d2c6a0e4b9@mail.example.com:587',
};

/** A value as compose resolves it: `${X:?msg}` → the sample for X, `${X:-default}` → the default, `$$` → `$`. */
function resolve(value: string): string {
  return value
    .replace(/\$\{([A-Z0-9_]+):\?[^}]*\}/g, (_match, name: string) => {
      const sample = REQUIRED_SAMPLES[name];
      if (!sample) throw new Error(`no sample for the required variable ${name}`);
      return sample;
    })
    .replace(/\$\{([A-Z0-9_]+):-([^}]*)\}/g, (_match, _name: string, fallback: string) => fallback)
    .replace(/\$\$/g, '$');
}

const resolvedEnvironment = (name: string) => Object.fromEntries(Object.entries(service(name).environment ?? {}).map(([key, value]) => [key, resolve(String(value))]));

/** `ENV` lines of the Dockerfile the servers are built from (NODE_ENV=production). */
const DOCKERFILE_ENV = Object.fromEntries([...read('Dockerfile').matchAll(/^ENV\s+([A-Z_]+)=(\S+)$/gm)].map((match) => [match[1] ?? '', match[2] ?? '']));

/** The words of a workspace's npm script after its leading `NAME=value` assignments, and those assignments. */
function npmStart(workspace: string, script: string): { env: Record<string, string>; command: string[] } {
  const words = (JSON.parse(read(`${workspace}/package.json`)) as { scripts: Record<string, string> }).scripts[script]?.split(/\s+/) ?? [];
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_]+=/.test(words[0])) {
    const [key, value] = words.shift()!.split('=');
    env[key ?? ''] = value ?? '';
  }
  return { env, command: words };
}

/** Host and port of a URL. */
const hostPort = (url: string) => {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: parsed.port };
};

const OURS = [
  { name: 'rest-api', workspace: 'rest-api', script: 'start:prod', variables: REST_API_VARIABLES, portVariable: 'REST_API_PORT', hostVariable: 'REST_API_HOST' },
  { name: 'gateway', workspace: 'gateway', script: 'start:prod', variables: GATEWAY_VARIABLES, portVariable: 'GATEWAY_PORT', hostVariable: 'GATEWAY_HOST' },
  { name: 'web', workspace: 'web', script: 'start', variables: FRONT_CONFIG_VARIABLES, portVariable: 'WEB_PORT', hostVariable: 'WEB_HOST' },
] as const;

/**
 * Variables a container is given that the process reads without its config module: the allocator, the
 * AWS SDK's own, and the OpenTelemetry SDK's own beyond those the config validates (headers, sampler,
 * resource attributes: docs/observability.md).
 */
const OUTSIDE_CONFIG = /^(MALLOC_ARENA_MAX|AWS_[A-Z_]+|OTEL_(EXPORTER_OTLP_(TRACES_)?(HEADERS|TIMEOUT|ENDPOINT)|TRACES_SAMPLER(_ARG)?|RESOURCE_ATTRIBUTES))$/;

it('is valid against the Compose Specification JSON schema', () => {
  // The schema names draft-07 by an address Ajv does not register; it is draft-07, which Ajv speaks.
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  const validate = ajv.compile(JSON.parse(read('scripts/deploy/compose-spec.json')) as object);
  const valid = validate(compose);
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
  // …and the check can fail: a misspelt key and a wrong type are refused.
  expect(validate({ services: { web: { imgae: 'x' } } })).toBe(false);
  expect(validate({ services: { web: { image: 'x', ports: 5173 } } })).toBe(false);
});

it('has no default secret: every password, secret, token and mail server is a variable compose requires', () => {
  const secretLike = /(PASSWORD|SECRET|TOKEN|SMTP_URL)/;
  for (const [name, definition] of Object.entries(services)) {
    for (const [key, value] of Object.entries(definition.environment ?? {})) {
      if (secretLike.test(key)) expect({ service: name, key, value: String(value) }).toEqual({ service: name, key, value: expect.stringMatching(/^\$\{[A-Z0-9_]+:\?[^}]+\}$/) });
    }
  }
  expect(service('rest-api').environment?.DATABASE_URL).toMatch(/^postgres:\/\/postgres:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\//);
});

describe.each(OURS)('the $name service', ({ name, workspace, script, variables, portVariable, hostVariable }) => {
  const definition = service(name);
  const environment = resolvedEnvironment(name);

  it('is built from this repository and runs its workspace production start, with its environment', () => {
    expect(definition.build).toBe('.');
    expect(definition.working_dir).toBe(`/app/${workspace}`);
    const start = npmStart(workspace, script);
    expect(definition.command).toEqual(start.command);
    for (const [key, value] of Object.entries(start.env)) expect([key, environment[key] ?? DOCKERFILE_ENV[key]]).toEqual([key, value]);
  });

  it('is given only variables its configuration reads, and its configuration loads from them', () => {
    const unknown = Object.keys(environment).filter((key) => !variables.includes(key) && !OUTSIDE_CONFIG.test(key));
    expect(unknown).toEqual([]);
    const env = { ...DOCKERFILE_ENV, ...environment };
    if (name === 'rest-api') expect(() => loadRestApiConfig(env, '/app/rest-api')).not.toThrow();
    if (name === 'gateway') expect(() => loadGatewayConfig(env)).not.toThrow();
    if (name === 'web') expect(() => loadFrontConfig(env)).not.toThrow();
  });

  it('listens on every interface of its container, on the port its health check and any published port use', () => {
    expect(environment[hostVariable]).toBe('0.0.0.0');
    const port = environment[portVariable];
    expect(port).toMatch(/^\d+$/);
    for (const published of definition.ports ?? []) expect(published.split(':').at(-1)).toBe(port);
    const check = definition.healthcheck?.test.join(' ') ?? '';
    const url = /http:\/\/127\.0\.0\.1:(\d+)(\/[a-z]*)/.exec(check);
    expect(url?.[1]).toBe(port);
    // The path is one the server answers: a health route declared in its sources, or the web's home page.
    const route = url?.[2] ?? '';
    if (route !== '/') expect(read(`${workspace}/src/http/health.ts`)).toContain(`app.get('${route}'`);
  });
});

it('points each server at the next one by service name and port, and trusts forwarded addresses only from it', () => {
  const rest = resolvedEnvironment('rest-api');
  const gateway = resolvedEnvironment('gateway');
  const web = resolvedEnvironment('web');
  expect(hostPort(gateway.UPSTREAM_URL ?? '')).toEqual({ host: 'rest-api', port: rest.REST_API_PORT });
  expect(hostPort(web.GATEWAY_URL ?? '')).toEqual({ host: 'gateway', port: gateway.GATEWAY_PORT });
  expect(new URL(rest.DATABASE_URL ?? '').host).toBe('postgres:5432');
  expect(new URL(rest.S3_ENDPOINT ?? '').host).toBe('minio:9000');
  expect(rest.TRUST_PROXY).toBe(service('gateway').networks?.default?.ipv4_address);
  expect(gateway.TRUST_PROXY).toBe(service('web').networks?.default?.ipv4_address);
  expect(service('rest-api').ports ?? []).toEqual([]);
});

it('names every image it pulls with a version, PostgreSQL at the major version CI tests against', () => {
  for (const [name, definition] of Object.entries(services)) {
    if (definition.build) continue;
    expect({ name, image: definition.image }).toEqual({ name, image: expect.stringMatching(/^[a-z0-9./-]+:(?!latest$)[\w.-]+$/) });
  }
  const major = /postgresql-(\d+)/.exec(read('.ci/run'))?.[1];
  expect(service('postgres').image).toBe(`postgres:${major}`);
});

it('starts each server only when what it needs is healthy, and the bucket exists', () => {
  expect(service('rest-api').depends_on).toMatchObject({ postgres: { condition: 'service_healthy' }, 'minio-setup': { condition: 'service_completed_successfully' } });
  expect(service('gateway').depends_on).toMatchObject({ 'rest-api': { condition: 'service_healthy' } });
  expect(service('web').depends_on).toMatchObject({ gateway: { condition: 'service_healthy' } });
  expect(service('minio-setup').entrypoint?.join(' ')).toContain(`store/${resolvedEnvironment('rest-api').S3_BUCKET}`);
});

describe('what a production deployment publishes (README "Deployment")', () => {
  /** The compose file as this project had it: Mailpit published on every interface, no METRICS_TOKEN, rest-api as MinIO's root user. */
  const before: ComposeFile = {
    services: {
      minio: { image: 'minio/minio', environment: { MINIO_ROOT_USER: 'back-office', MINIO_ROOT_PASSWORD: '${S3_SECRET_ACCESS_KEY:?set it}' } },
      'minio-bucket': { image: 'minio/minio', entrypoint: ['sh', '-c', 'mc mb --ignore-existing store/back-office-files'] },
      'rest-api': {
        build: '.',
        environment: { SMTP_URL: '${SMTP_URL:-smtp://mail:1025}', AWS_ACCESS_KEY_ID: 'back-office', AWS_SECRET_ACCESS_KEY: '${S3_SECRET_ACCESS_KEY:?set it}' },
      },
      mail: { image: 'axllent/mailpit:v1.21', ports: ['8025:8025'] },
      gateway: { build: '.', ports: ['4000:4000'], environment: {} },
      web: { build: '.', ports: ['5173:5173'], user: 'root' },
    },
  };
  const s3Names = { client: 'rest-api', store: 'minio', setup: 'minio-setup' };

  it('publishes only the web and the gateway; a development aid only on the loopback interface', () => {
    expect(publishedPortProblems(compose, ['web', 'gateway'])).toEqual([]);
    expect(publishedPortProblems(before, ['web', 'gateway'])).toEqual(['mail publishes 8025:8025; only web and gateway may be reached from outside']);
    expect(publishedPortProblems({ services: { mail: { profiles: ['dev'], ports: ['0.0.0.0:8025:8025'] } } }, [])).toEqual([
      'mail (profile dev) publishes 0.0.0.0:8025:8025 beyond the loopback interface',
    ]);
    expect(['8025:8025', '127.0.0.1:8025:8025', '[::1]:8025:8025', '8025'].map(publishedHost)).toEqual(['', '127.0.0.1', '::1', '']);
  });

  it('runs its mail catcher only in the dev profile, on the loopback interface, and requires SMTP_URL', () => {
    expect(mailCatcherProblems(compose)).toEqual([]);
    expect(service('mail').profiles).toEqual(['dev']);
    expect(mailCatcherProblems(before)).toEqual([
      'the mail catcher mail runs outside the dev profile (profiles: [])',
      'the mail catcher mail publishes 8025:8025 beyond the loopback interface',
      "rest-api's SMTP_URL is ${SMTP_URL:-smtp://mail:1025}, not required (${SMTP_URL:?…})",
    ]);
    // No server waits for a service of a profile, which `docker compose up` would not start.
    for (const [name, definition] of Object.entries(services)) {
      for (const dependency of Object.keys(definition.depends_on ?? {}))
        expect({ name, dependency, profiles: service(dependency).profiles ?? [] }).toEqual({ name, dependency, profiles: [] });
    }
  });

  it('requires METRICS_TOKEN for the gateway and rest-api, whose /metrics answers only its bearer', () => {
    expect(metricsTokenProblems(compose, ['gateway', 'rest-api'])).toEqual([]);
    expect(metricsTokenProblems(before, ['gateway', 'rest-api'])).toEqual([
      'gateway is not given a required METRICS_TOKEN (got undefined)',
      'rest-api is not given a required METRICS_TOKEN (got undefined)',
    ]);
  });

  it('seeds no demo employee in production: the first Admin comes from a required ADMIN_EMAIL (DESIGN §5)', () => {
    expect(demoSeedProblems(compose, 'rest-api')).toEqual([]);
    expect(demoSeedProblems({ services: { 'rest-api': { environment: { SEED_PASSWORD: '${SEED_PASSWORD:?set it}' } } } }, 'rest-api')).toEqual([
      'rest-api is given a SEED_PASSWORD for demo employees',
      'rest-api is not given a required ADMIN_EMAIL (got undefined)',
    ]);
    expect(demoSeedProblems({ services: { 'rest-api': { environment: { SEED: 'demo', ADMIN_EMAIL: '${ADMIN_EMAIL:?set it}' } } } }, 'rest-api')).toEqual([
      'rest-api seeds the demo employees (SEED=demo)',
    ]);
  });

  it('runs no container as root: no service overrides its user, and the servers image ends as a non-root USER (dockerfile.test.ts)', () => {
    expect(rootUserProblems(compose)).toEqual([]);
    expect(rootUserProblems(before)).toEqual(['web runs as root']);
    expect(rootUserProblems({ services: { a: { user: '0:0' }, b: { user: 'node' }, c: { user: '1000' } } })).toEqual(['a runs as 0:0']);
  });

  it("gives rest-api a MinIO user limited to its bucket, never MinIO's root user", () => {
    expect(s3UserProblems(compose, s3Names)).toEqual([]);
    expect(s3UserProblems(before, { ...s3Names, setup: 'minio-bucket' })).toEqual([
      'rest-api signs in to minio as its root user',
      "rest-api's S3 secret is minio's root password",
      'minio-bucket does not add the user back-office',
      'minio-bucket attaches no policy to back-office',
    ]);
    // The policy minio-setup attaches is the file it mounts, and it reaches only rest-api's bucket.
    const mount = service('minio-setup').volumes?.find((volume) => volume.startsWith('./scripts/deploy/'));
    const [source, target] = mount?.split(':') ?? [];
    expect(service('minio-setup').entrypoint?.join(' ')).toMatch(new RegExp(`mc admin policy create store \\S+ ${target}`));
    const policy = JSON.parse(read(source ?? '')) as BucketPolicy;
    expect(bucketPolicyProblems(policy, resolvedEnvironment('rest-api').S3_BUCKET ?? '')).toEqual([]);
    expect(bucketPolicyProblems({ Statement: [{ Effect: 'Allow', Action: ['s3:*', 'admin:*'], Resource: ['arn:aws:s3:::*'] }] }, 'back-office-files')).toEqual([
      'the policy reaches arn:aws:s3:::*',
      'the policy allows s3:*',
      'the policy allows admin:*',
    ]);
  });
});
