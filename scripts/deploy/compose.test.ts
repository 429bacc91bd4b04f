import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CONFIG_VARIABLES as GATEWAY_VARIABLES, loadConfig as loadGatewayConfig } from '../../gateway/src/config/config';
import { CONFIG_VARIABLES as REST_API_VARIABLES, loadConfig as loadRestApiConfig } from '../../rest-api/src/config/config';
import { FRONT_CONFIG_VARIABLES, loadFrontConfig } from '../../web/server/src/config';

/*
 * docker-compose.yml runs what production runs (DESIGN §1; README "Deployment"). No container engine
 * runs on the CI machines, so the file is checked here instead: against the Compose Specification's
 * JSON schema (scripts/deploy/compose-spec.json, vendored from github.com/compose-spec/compose-spec,
 * schema/compose-spec.json), and against the code: every variable a server is given is one it reads and
 * its configuration loads; commands are the workspaces' production starts; ports, upstream URLs, proxy
 * addresses and health checks point where the servers listen; no secret has a default.
 */

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
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
  S3_SECRET_ACCESS_KEY: '9d8c7b6a5f4e3d2c1b0a9f8e',
  SEED_PASSWORD: 'Demo!Pass-2026',
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

it('has no default secret: every password, secret and key is a variable compose requires', () => {
  const secretLike = /(PASSWORD|SECRET)/;
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
  expect(service('rest-api').depends_on).toMatchObject({ postgres: { condition: 'service_healthy' }, 'minio-bucket': { condition: 'service_completed_successfully' } });
  expect(service('gateway').depends_on).toMatchObject({ 'rest-api': { condition: 'service_healthy' } });
  expect(service('web').depends_on).toMatchObject({ gateway: { condition: 'service_healthy' } });
  expect(service('minio-bucket').entrypoint?.join(' ')).toContain(`store/${resolvedEnvironment('rest-api').S3_BUCKET}`);
});
