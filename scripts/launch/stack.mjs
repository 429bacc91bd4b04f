/**
 * What `npm start` (scripts/start.mjs) and `npm run dev` (scripts/dev.mjs) share (DESIGN §1): the
 * ports and addresses of the three parts, the environment each gets, running them side by side with
 * concurrently (Ctrl-C stops all, a part that fails takes the others down), and the banner printed
 * once all three answer.
 */
import { concurrently } from 'concurrently';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** The loopback addresses: rest-api, the gateway and the web server run on one host, each the proxy of the next. */
export const LOOPBACK_PROXIES = '127.0.0.1,::1';

/**
 * Ports, addresses and the environment shared by the three parts, from `env` (process.env): the
 * REST_API_PORT / GATEWAY_PORT / WEB_PORT defaults 3000 / 4000 / 5173, DATA_DIR made absolute (the
 * repository's `data/` by default), the gateway's upstream and the web's gateway, the web address
 * for reset links, and TRUST_PROXY for rest-api and the gateway (loopback unless set): the web
 * server sets X-Forwarded-For from its socket, the gateway appends its peer, and each trusts only the
 * part in front of it on this host. The rest-api and the gateway it starts share a
 * NOTIFICATION_RELAY_SECRET (one upstream notification stream per gateway, docs/notifications.md
 * "Relay"): the one set, else a random one made for this run (never a fixed default), unless
 * UPSTREAM_URL points the gateway at another server.
 */
export function stackSettings(root, env = process.env) {
  const ports = { restApi: env.REST_API_PORT ?? '3000', gateway: env.GATEWAY_PORT ?? '4000', web: env.WEB_PORT ?? '5173' };
  const urls = {
    restApi: `http://localhost:${ports.restApi}`,
    gateway: `http://localhost:${ports.gateway}`,
    web: `http://localhost:${ports.web}`,
  };
  const shared = {
    ...env,
    PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}`,
    DATA_DIR: path.resolve(root, env.DATA_DIR ?? 'data'),
    REST_API_PORT: ports.restApi,
    GATEWAY_PORT: ports.gateway,
    WEB_PORT: ports.web,
    UPSTREAM_URL: env.UPSTREAM_URL ?? urls.restApi,
    GATEWAY_URL: urls.gateway,
    WEB_URL: env.WEB_URL ?? urls.web,
    TRUST_PROXY: env.TRUST_PROXY ?? LOOPBACK_PROXIES,
    ...relaySecret(env),
  };
  return { ports, urls, shared };
}

/** The relay secret of the pair: the one set, else a random one when the gateway's upstream is the rest-api started here. */
function relaySecret(env) {
  if (env.NOTIFICATION_RELAY_SECRET) return { NOTIFICATION_RELAY_SECRET: env.NOTIFICATION_RELAY_SECRET };
  return env.UPSTREAM_URL ? {} : { NOTIFICATION_RELAY_SECRET: randomBytes(32).toString('base64url') };
}

/** Polls `url` until it answers 2xx; resolves false after `timeoutMs`. */
async function answers(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

/**
 * Exits 1 with a message when another program already answers on one of the three addresses: our
 * parts could not listen there, and the readiness checks would take that program for them.
 */
export async function exitIfTaken(urls) {
  const taken = [];
  for (const url of [urls.restApi, urls.gateway, urls.web]) {
    if (
      await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
        () => true,
        () => false,
      )
    )
      taken.push(url);
  }
  if (taken.length > 0) {
    console.error(`Another program already answers on ${taken.join(', ')}: stop it, or choose other ports (REST_API_PORT, GATEWAY_PORT, WEB_PORT).`);
    process.exit(1);
  }
}

/**
 * Runs `services` (concurrently's command objects) side by side, each as one Node process so that a
 * signal reaches it once; prints the banner (addresses, demo sign-ins, `mode`) once rest-api's
 * /readyz, the gateway's /healthz and the web's / answer and none of them has stopped; exits 0 after
 * Ctrl-C / SIGTERM stopped them all, 1 when one failed (and took the others down), or at once when
 * another program already answers on one of the addresses ({@link exitIfTaken}).
 *
 * @param services the three parts (name, command, cwd, env, prefixColor)
 * @param urls their addresses (stackSettings)
 * @param mode one line saying what runs (production build or watch mode)
 */
export async function runStack(services, urls, mode) {
  await exitIfTaken(urls);
  const { result, commands } = concurrently(services, { prefix: 'name', killOthersOn: ['failure'], handleInput: false });
  let stopped = false;
  for (const command of commands) command.close.subscribe(() => (stopped = true));
  // concurrently counts an exit caused by our own SIGINT as success; anything else non-zero is a failure.
  result.then(
    () => process.exit(0),
    () => process.exit(1),
  );
  const checks = await Promise.all([answers(`${urls.restApi}/readyz`, 180_000), answers(`${urls.gateway}/healthz`, 180_000), answers(urls.web, 180_000)]);
  if (stopped) return;
  if (!checks.every(Boolean)) {
    console.error('Back Office did not come up within 3 minutes; see the log lines above.');
    return;
  }
  const password = process.env.SEED_PASSWORD ?? 'BackOffice!2026';
  const roles = ['admin', 'gvr', 'hod', 'finance', 'product', 'employee'];
  // As rest-api decides (its config `demoSeed`, README "Configuration"): production has no demo accounts unless SEED=demo.
  const seed = process.env.SEED ?? 'auto';
  const demo = seed === 'demo' || (seed === 'auto' && process.env.NODE_ENV !== 'production');
  const signIns = demo
    ? [`Demo sign-ins (password ${password}, set when the database was first seeded):`, ...roles.map((role) => `  ${role}@example.com`)]
    : ['No demo sign-ins: the first Admin is created from ADMIN_EMAIL, with a mailed link to choose its password (README "Configuration").'];
  console.log(
    [
      '',
      `Back Office is running (${mode}):`,
      `  web       ${urls.web}`,
      `  gateway   ${urls.gateway}/graphql   (GraphQL API and playground)`,
      `  rest-api  ${urls.restApi}/setup`,
      '',
      ...signIns,
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}
