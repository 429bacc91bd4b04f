/**
 * What a production deployment by docker-compose.yml must not publish (README "Deployment"), as checks
 * on the parsed file that each return the problems found (none = the rule holds), so that a test can
 * show each one refusing a bad file as well as passing the real one (scripts/deploy/compose.test.ts).
 */

/** A compose service, as far as these rules read it. */
export interface ComposeService {
  image?: string;
  build?: string;
  user?: string;
  profiles?: string[];
  ports?: string[];
  entrypoint?: string[];
  volumes?: string[];
  environment?: Record<string, string>;
}

/** The parsed compose file. */
export interface ComposeFile {
  services: Record<string, ComposeService>;
}

/** Images of mail catchers: SMTP servers whose web page shows every message, reset links included. */
const MAIL_CATCHER_IMAGE = /(^|\/)(mailpit|mailhog|maildev|smtp4dev|mailcatcher)(:|$)/i;

/**
 * The host address a published port (`[host:]published:container`, short syntax) is bound to, or `''`
 * when it is bound to every interface of the host.
 */
export function publishedHost(port: string): string {
  const parts = String(port).split(':');
  return parts.length >= 3
    ? parts
        .slice(0, -2)
        .join(':')
        .replace(/^\[|\]$/g, '')
    : '';
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Services started without a profile (what `docker compose up` runs) publish ports only when named in
 * `publicServices`; a service of a profile (development aids) publishes only on the loopback interface.
 */
export function publishedPortProblems(compose: ComposeFile, publicServices: readonly string[]): string[] {
  return Object.entries(compose.services).flatMap(([name, service]) =>
    (service.ports ?? []).flatMap((port) => {
      if (service.profiles?.length)
        return LOOPBACK.has(publishedHost(port)) ? [] : [`${name} (profile ${service.profiles.join(', ')}) publishes ${port} beyond the loopback interface`];
      return publicServices.includes(name) ? [] : [`${name} publishes ${port}; only ${publicServices.join(' and ')} may be reached from outside`];
    }),
  );
}

/**
 * A mail catcher (its web page shows every reset link: whoever reaches it can reset any account) runs
 * only in the `dev` profile, published on the loopback interface only, and no server's `SMTP_URL`
 * defaults to it: production must name its mail server.
 */
export function mailCatcherProblems(compose: ComposeFile): string[] {
  const catchers = Object.entries(compose.services).filter(([, service]) => MAIL_CATCHER_IMAGE.test(service.image ?? ''));
  const problems = catchers.flatMap(([name, service]) => [
    ...(service.profiles?.length === 1 && service.profiles[0] === 'dev'
      ? []
      : [`the mail catcher ${name} runs outside the dev profile (profiles: ${JSON.stringify(service.profiles ?? [])})`]),
    ...(service.ports ?? []).filter((port) => !LOOPBACK.has(publishedHost(port))).map((port) => `the mail catcher ${name} publishes ${port} beyond the loopback interface`),
  ]);
  for (const [name, service] of Object.entries(compose.services)) {
    const smtp = service.environment?.SMTP_URL;
    if (smtp !== undefined && !/^\$\{SMTP_URL:\?[^}]+\}$/.test(String(smtp))) problems.push(`${name}'s SMTP_URL is ${String(smtp)}, not required (\${SMTP_URL:?…})`);
  }
  return problems;
}

/** Each of `servers` is given `METRICS_TOKEN` as a variable compose requires, so its `/metrics` is never anonymous. */
export function metricsTokenProblems(compose: ComposeFile, servers: readonly string[]): string[] {
  return servers.flatMap((name) => {
    const token = compose.services[name]?.environment?.METRICS_TOKEN;
    return token !== undefined && /^\$\{METRICS_TOKEN:\?[^}]+\}$/.test(String(token)) ? [] : [`${name} is not given a required METRICS_TOKEN (got ${String(token)})`];
  });
}

/**
 * `server` (rest-api) seeds no demo employee with a known password (DESIGN §5: production never seeds demo
 * accounts): no `SEED=demo`, no `SEED_PASSWORD`, and the first Admin comes from a required `ADMIN_EMAIL`
 * (a set-password link is mailed there).
 */
export function demoSeedProblems(compose: ComposeFile, server: string): string[] {
  const environment = compose.services[server]?.environment ?? {};
  const problems: string[] = [];
  if (String(environment.SEED ?? '').includes('demo')) problems.push(`${server} seeds the demo employees (SEED=${String(environment.SEED)})`);
  if (environment.SEED_PASSWORD !== undefined) problems.push(`${server} is given a SEED_PASSWORD for demo employees`);
  if (!/^\$\{ADMIN_EMAIL:\?[^}]+\}$/.test(String(environment.ADMIN_EMAIL ?? '')))
    problems.push(`${server} is not given a required ADMIN_EMAIL (got ${String(environment.ADMIN_EMAIL)})`);
  return problems;
}

/** No service overrides its image's user with root (`user: root`, `0`, `0:0`…). */
export function rootUserProblems(compose: ComposeFile): string[] {
  return Object.entries(compose.services)
    .filter(([, service]) => service.user !== undefined && /^(root|0)(:.*)?$/.test(String(service.user).trim()))
    .map(([name, service]) => `${name} runs as ${String(service.user)}`);
}

/**
 * The S3 client (`client`, rest-api) signs in to MinIO (`store`) as a user of its own, not as MinIO's
 * root user: another access key, another secret variable, and a setup service (`setup`) that adds that
 * user and attaches a policy to it.
 */
export function s3UserProblems(compose: ComposeFile, names: { client: string; store: string; setup: string }): string[] {
  const client = compose.services[names.client]?.environment ?? {};
  const store = compose.services[names.store]?.environment ?? {};
  const script = (compose.services[names.setup]?.entrypoint ?? []).join(' ');
  const variable = (value: unknown) => /^\$\{([A-Z0-9_]+)[:}]/.exec(String(value))?.[1];
  const problems: string[] = [];
  if (!client.AWS_ACCESS_KEY_ID || client.AWS_ACCESS_KEY_ID === store.MINIO_ROOT_USER) problems.push(`${names.client} signs in to ${names.store} as its root user`);
  if (!variable(client.AWS_SECRET_ACCESS_KEY) || variable(client.AWS_SECRET_ACCESS_KEY) === variable(store.MINIO_ROOT_PASSWORD))
    problems.push(`${names.client}'s S3 secret is ${names.store}'s root password`);
  if (!script.includes(`mc admin user add store ${client.AWS_ACCESS_KEY_ID} `)) problems.push(`${names.setup} does not add the user ${String(client.AWS_ACCESS_KEY_ID)}`);
  if (!new RegExp(`mc admin policy attach store \\S+ --user ${String(client.AWS_ACCESS_KEY_ID)}`).test(script))
    problems.push(`${names.setup} attaches no policy to ${String(client.AWS_ACCESS_KEY_ID)}`);
  return problems;
}

/** An IAM-style policy document (MinIO's `mc admin policy create`). */
export interface BucketPolicy {
  Statement: { Effect: string; Action: string[]; Resource: string[] }[];
}

/** The policy allows only S3 actions, only on `bucket` and its objects (no `*` resource, no admin action). */
export function bucketPolicyProblems(policy: BucketPolicy, bucket: string): string[] {
  const allowed = new Set([`arn:aws:s3:::${bucket}`, `arn:aws:s3:::${bucket}/*`]);
  return policy.Statement.flatMap((statement) => [
    ...statement.Resource.filter((resource) => !allowed.has(resource)).map((resource) => `the policy reaches ${resource}`),
    ...statement.Action.filter((action) => !/^s3:[A-Za-z]+$/.test(action)).map((action) => `the policy allows ${action}`),
  ]);
}
