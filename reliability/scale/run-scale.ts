import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';
import { nextClientAddress, signIn, type Session } from '../client/accounts';
import { registerEmployee } from '../client/employees';
import { graphql, requestId, type GraphqlExchange } from '../client/graphql';
import { send } from '../client/http';
import { graphqlUploadBody, BOUNDARY } from '../client/multipart';
import { acknowledgedRecord } from '../client/records';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import { sleep, type Service } from '../../scripts/stack/service';
import type { Stack } from '../stack/stack';
import { startLoadBalancer, type LoadBalancer } from './haproxy';

/** A 1×1 PNG (a photo whose type the rest-api finds from its content). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The replicas of one part and how to start each again on its port. */
interface Replicas {
  services: Service[];
  restart(index: number): Promise<void>;
}

/**
 * Scale-out (DESIGN §1: stateless servers, as many replicas as needed behind a load balancer;
 * docs/storage.md): two rest-api and two gateway processes on the suite's one PostgreSQL, files in an
 * S3 bucket (s3rver from npm, on loopback), behind HAProxy (Debian's package, started here on loopback:
 * one frontend for the gateways, one that the gateways use for the rest-apis). Checks that a token issued
 * by one replica works on the others and a sign-out on one ends it on all; that sign-in limits and the
 * per-account backoff count across replicas; that a file uploaded through one gateway downloads through
 * the other; that a notification written through one replica reaches a subscriber connected to the
 * other within a second (PostgreSQL LISTEN/NOTIFY, docs/notifications.md); and that a rolling restart (each replica in turn, under load through HAProxy) loses no
 * request and no acknowledged write.
 */
export async function runScaleOutChecks(stack: Stack): Promise<CheckResult[]> {
  const { ports } = CONFIG.scale;
  const bucketDir = await mkdtemp(path.join(stack.dir, 's3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: ports.s3, silent: true, directory: bucketDir, configureBuckets: [{ name: 'reliability-files', configs: [] }] });
  await s3.run();
  let balancer: LoadBalancer | undefined;
  const started: Service[] = [];
  try {
    const storage = {
      S3_BUCKET: 'reliability-files',
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    };
    // Each replica keeps serving, not ready, for a while after SIGTERM, so that HAProxy (checks every
    // 250 ms while in doubt, out after three failures) stops sending before the listener closes.
    const drain = { SHUTDOWN_DELAY_MS: String(CONFIG.scale.shutdownDelayMs) };
    const restApis = await replicas(stack, 'rest-api', ports.restApis, async (_port, index) => {
      const storageDir = path.join(stack.dir, `files-replica-${index + 1}`);
      await mkdir(storageDir, { recursive: true });
      return { ...storage, ...drain, STORAGE_DIR: storageDir };
    });
    started.push(...restApis.services);
    balancer = await startLoadBalancer(stack.dir, [
      { name: 'restapi', port: ports.restApiFront, servers: ports.restApis, healthPath: '/readyz' },
      { name: 'gateway', port: ports.gatewayFront, servers: ports.gateways, healthPath: '/readyz' },
    ]);
    const gateways = await replicas(stack, 'gateway', ports.gateways, async () => ({ ...drain, UPSTREAM_URL: balancer!.urls.restapi! }));
    started.push(...gateways.services);
    await sleep(1_000); // HAProxy marks each server up after two good checks
    const front = balancer.urls.gateway!;
    const restUrls = ports.restApis.map((port) => `http://127.0.0.1:${port}`);
    const gatewayUrls = ports.gateways.map((port) => `http://127.0.0.1:${port}`);
    const admin = await signIn(front, CONFIG.accounts.admin, CONFIG.password, nextClientAddress());

    return [
      await tokensAcrossReplicas(restUrls, gatewayUrls, admin),
      await signInLimitsAcrossReplicas(restUrls, gatewayUrls[0]!, admin),
      await filesAcrossReplicas(gatewayUrls, admin),
      await notificationsAcrossReplicas(gatewayUrls, admin),
      await rollingRestart(front, admin, [restApis, gateways]),
    ];
  } finally {
    await Promise.all(started.map((service) => service.stop().catch(() => undefined)));
    await balancer?.stop();
    await s3.close();
    await rm(bucketDir, { recursive: true, force: true });
  }
}

/** Starts one replica per port and keeps a way to restart each on its port (SIGTERM, wait for the exit, start). */
async function replicas(
  stack: Stack,
  which: 'rest-api' | 'gateway',
  ports: readonly number[],
  envOf: (port: number, index: number) => Promise<Record<string, string>>,
): Promise<Replicas> {
  // One after the other: each instance's log file is numbered by start order.
  const services: Service[] = [];
  for (const [index, port] of ports.entries()) services.push(await stack.startReplica(which, port, await envOf(port, index)));
  return {
    services,
    async restart(index) {
      const port = ports[index]!;
      await services[index]!.stop();
      services[index] = await stack.startReplica(which, port, await envOf(port, index));
    },
  };
}

const EMPLOYEE_QUERY = 'query($id: ID!) { employee(id: $id) { id email } }';

/** A token issued through one replica works on every other; a sign-out through one ends it on all. */
async function tokensAcrossReplicas(restUrls: string[], gatewayUrls: string[], admin: Session): Promise<CheckResult> {
  const check = new Check('Scale-out', 'A token from one replica on the others; a sign-out on one ends it on all', 'accepted everywhere, then 401 / UNAUTHENTICATED everywhere');
  const employee = await registerEmployee(gatewayUrls[0]!, admin.token, 'replicas');
  // Signed in through gateway 1 (→ rest-api 1 or 2 behind the balancer) and directly on rest-api 1.
  const viaGateway = await signIn(gatewayUrls[0]!, employee.email, employee.password, nextClientAddress());
  const direct = await send({
    method: 'POST',
    url: `${restUrls[0]}/setup/employees/authenticate`,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress() },
    body: JSON.stringify({ email: employee.email, password: employee.password }),
  });
  const directToken = (direct.json as { token?: string } | undefined)?.token ?? '';
  check.expect(direct.status === 200 && directToken !== '', () => `REST sign-in on rest-api 1: ${direct.status} ${direct.text.slice(0, 200)}`);
  const readEverywhere = async (token: string, what: string, expectAccepted: boolean) => {
    for (const [index, url] of restUrls.entries()) {
      const answer = await send({ method: 'GET', url: `${url}/setup/employees/${employee.id}`, headers: { authorization: `Bearer ${token}` } });
      check.expect(answer.status === (expectAccepted ? 200 : 401), () => `${what} on rest-api ${index + 1}: ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    for (const [index, url] of gatewayUrls.entries()) {
      const answer = await graphql(url, { query: EMPLOYEE_QUERY, variables: { id: employee.id }, token, requestId: requestId('replicas') });
      const ok = expectAccepted
        ? answer.status === 200 && answer.errors.length === 0 && (answer.data?.employee as { id?: string } | null)?.id === employee.id
        : answer.errors[0]?.extensions?.code === 'UNAUTHENTICATED';
      check.expect(ok, () => `${what} on gateway ${index + 1}: ${answer.status} ${answer.text.slice(0, 200)}`);
    }
  };
  await readEverywhere(viaGateway.token, 'gateway-issued token', true);
  await readEverywhere(directToken, 'rest-api 1 token', true);
  // Sign-out of the directly issued token on rest-api 2, of the other through gateway 2.
  const out = await send({ method: 'POST', url: `${restUrls[1]}/setup/employees/sign-out`, headers: { authorization: `Bearer ${directToken}` } });
  check.expect(out.status === 200 || out.status === 204, () => `sign-out on rest-api 2: ${out.status} ${out.text.slice(0, 200)}`);
  const outViaGateway = await graphql(gatewayUrls[1]!, { query: 'mutation { signOut }', token: viaGateway.token, requestId: requestId('replicas') });
  check.expect(outViaGateway.errors.length === 0, () => `signOut on gateway 2: ${outViaGateway.text.slice(0, 200)}`);
  await readEverywhere(directToken, 'signed-out rest-api 1 token', false);
  await readEverywhere(viaGateway.token, 'signed-out gateway token', false);
  return check.figure(`${restUrls.length} rest-api and ${gatewayUrls.length} gateway replicas`).finish();
}

/** The per-address limit and the per-account backoff are counted in PostgreSQL, so alternating replicas gains nothing. */
async function signInLimitsAcrossReplicas(restUrls: string[], gatewayUrl: string, admin: Session): Promise<CheckResult> {
  const check = new Check('Scale-out', 'Sign-in limit and backoff across replicas (attempts alternate between two rest-apis)', '429 at the same attempt as on one server');
  const attempt = (index: number, email: string, password: string, address: string) =>
    send({
      method: 'POST',
      url: `${restUrls[index % restUrls.length]}/setup/employees/authenticate`,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, password }),
    });
  // The address limit: 60 counted attempts a minute from one address (SIGN_IN_LIMIT_PER_MINUTE), whichever replica gets them.
  const address = nextClientAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 61; i += 1) statuses.push((await attempt(i, `nobody-${Date.now()}-${i}@example.com`, 'Wrong12345x', address)).status);
  check.expect(statuses.slice(0, 60).every((status) => status === 401) && statuses[60] === 429, () => `address limit: statuses ${statuses.join(',')}`);
  // The account backoff: three failures are free, the fourth attempt at once is held (on the other replica).
  const employee = await registerEmployee(gatewayUrl, admin.token, 'backoff');
  const from = nextClientAddress();
  const failures: number[] = [];
  for (let i = 0; i < 3; i += 1) failures.push((await attempt(i, employee.email, 'Wrong12345x', from)).status);
  const fourth = await attempt(3, employee.email, employee.password, from);
  check.expect(failures.every((status) => status === 401) && fourth.status === 429, () => `backoff: ${failures.join(',')} then ${fourth.status} ${fourth.text.slice(0, 120)}`);
  return check.figure(`address: 429 at attempt ${statuses.indexOf(429) + 1}; account: ${fourth.status} at the 4th`).finish();
}

/** A photo uploaded through gateway 1 (stored by whichever rest-api) downloads through gateway 2. */
async function filesAcrossReplicas(gatewayUrls: string[], admin: Session): Promise<CheckResult> {
  const check = new Check('Scale-out', 'A file uploaded through one replica, downloaded through the other', 'the same bytes');
  const employee = await registerEmployee(gatewayUrls[0]!, admin.token, 'replicafile');
  const upload = await send({
    method: 'POST',
    url: `${gatewayUrls[0]}/graphql`,
    headers: { authorization: `Bearer ${admin.token}`, 'apollo-require-preflight': 'true', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: graphqlUploadBody(
      'mutation($id: ID!, $image: Upload!) { uploadEmployeePhoto(id: $id, image: $image) { id photo } }',
      'image',
      { id: employee.id },
      {
        fileName: 'photo.png',
        type: 'image/png',
        content: PNG,
      },
    ),
  });
  const photo = (upload.json as { data?: { uploadEmployeePhoto?: { photo?: string } } } | undefined)?.data?.uploadEmployeePhoto?.photo;
  if (!check.expect(upload.status === 200 && typeof photo === 'string', () => `upload through gateway 1: ${upload.status} ${upload.text.slice(0, 200)}`)) return check.finish();
  const fileName = photo!.split('/').pop()!;
  for (const [index, url] of gatewayUrls.entries()) {
    const download = await fetch(`${url}/files/employees/${fileName}`, { headers: { authorization: `Bearer ${admin.token}` } }).catch((error: unknown) => error as Error);
    if (download instanceof Error) {
      check.fail(`download through gateway ${index + 1}: ${download.message}`);
      continue;
    }
    const bytes = Buffer.from(await download.arrayBuffer());
    check.expect(download.status === 200 && bytes.equals(PNG), () => `download through gateway ${index + 1}: ${download.status}, ${bytes.length} bytes`);
  }
  return check.figure(`${PNG.length} bytes, stored in the bucket`).finish();
}

/** Reads Server-Sent Events from `response` until `found` is true of one's data or `ms` pass; the arrival time of the match. */
async function awaitEvent(response: Response, found: (data: unknown) => boolean, ms: number): Promise<number | undefined> {
  const reader = response.body!.getReader();
  const deadline = setTimeout(() => void reader.cancel(), ms);
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return undefined;
      buffer += Buffer.from(value).toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = event
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('\n');
        if (data && found(JSON.parse(data) as unknown)) return Date.now();
      }
    }
  } catch {
    return undefined;
  } finally {
    clearTimeout(deadline);
    void reader.cancel().catch(() => undefined);
  }
}

/**
 * An Admin subscribed to `notificationAdded` through gateway 2 (as the browser does: graphql-sse over
 * `POST /graphql/stream`) learns within a second of a requisition submitted through gateway 1 by an
 * employee with no department (its approval falls to the Admins).
 */
async function notificationsAcrossReplicas(gatewayUrls: string[], admin: Session): Promise<CheckResult> {
  const check = new Check('Scale-out', 'A notification written through one replica, to a subscriber on the other', 'arrives within 1 s');
  const stream = await fetch(`${gatewayUrls[1]}/graphql/stream`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query: 'subscription { notificationAdded { id title text } }' }),
  }).catch((error: unknown) => error as Error);
  if (stream instanceof Error || !stream.ok) return check.fail(`subscription through gateway 2: ${stream instanceof Error ? stream.message : stream.status}`).finish();
  await sleep(1_000); // the relay's upstream stream is open
  const employee = await registerEmployee(gatewayUrls[0]!, admin.token, 'notified');
  const requester = await signIn(gatewayUrls[0]!, employee.email, employee.password, nextClientAddress());
  const call = (session: Session, query: string, variables: Record<string, unknown>) =>
    graphql(gatewayUrls[0]!, { query, variables, token: session.token, requestId: requestId('notify') });
  const tag = Date.now().toString(36);
  const category = acknowledgedRecord(
    await call(admin, 'mutation($input: EquipmentCategoryInput!) { createEquipmentCategory(input: $input) { equipmentCategory { id } errors { code } } }', {
      input: { name: `Rel notify ${tag}` },
    }),
    'createEquipmentCategory',
    'equipmentCategory',
  );
  const equipment = acknowledgedRecord(
    await call(admin, 'mutation($input: EquipmentInput!) { createEquipment(input: $input) { equipment { id } errors { code } } }', {
      input: { code: `NOTE-${tag}`, name: `Notified projector ${tag}`, categoryId: category?.id, quantity: 3 },
    }),
    'createEquipment',
    'equipment',
  );
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = acknowledgedRecord(
    await call(
      requester,
      'mutation($input: EquipmentRequisitionInput!) { createEquipmentRequisition(input: $input) { equipmentRequisition { id number version } errors { code message } } }',
      {
        input: { items: [{ equipmentId: equipment?.id, quantity: 1 }], dates: { from: day(1), to: day(2) }, purpose: `Notify ${tag}` },
      },
    ),
    'createEquipmentRequisition',
    'equipmentRequisition',
  ) as { id: string; number: string; version: number } | undefined;
  if (!created) return check.fail('could not create the requisition to submit').finish();
  const arrival = awaitEvent(stream, (data) => JSON.stringify(data).includes(created.number), 10_000);
  const submittedAt = Date.now();
  const submitted = await call(
    requester,
    'mutation($id: ID!, $version: Int!) { submitEquipmentRequisition(id: $id, version: $version) { equipmentRequisition { status } errors { code } } }',
    {
      id: created.id,
      version: created.version,
    },
  );
  check.expect(acknowledgedRecord(submitted, 'submitEquipmentRequisition', 'equipmentRequisition') !== undefined, () => `submit: ${submitted.text.slice(0, 200)}`);
  const at = await arrival;
  const ms = at === undefined ? undefined : at - submittedAt;
  check.expect(ms !== undefined && ms <= 1_000, () => (ms === undefined ? `no notification of ${created.number} within 10 s` : `arrived after ${ms} ms`));
  return check.figure(ms === undefined ? 'not received' : `${ms} ms after the submit was sent`).finish();
}

/**
 * Clients read and create grades through HAProxy while each replica is restarted in turn (SIGTERM,
 * exit, a new process on its port): every request must succeed, and every acknowledged grade be there.
 */
async function rollingRestart(front: string, admin: Session, parts: Replicas[]): Promise<CheckResult> {
  const check = new Check('Scale-out', 'Rolling restart under load through HAProxy (each rest-api, then each gateway)', '0 failed requests, 0 lost writes');
  const created: { id: string; name: string }[] = [];
  let running = true;
  let requests = 0;
  const judge = (answer: GraphqlExchange, what: string) => {
    requests += 1;
    check.expect(
      answer.status === 200 && answer.errors.length === 0 && answer.warnings.length === 0,
      () => `${what} (${answer.requestId}): ${answer.status} ${answer.networkError ?? ''} ${answer.text.slice(0, 200)}`,
    );
  };
  const client = async (n: number) => {
    for (let i = 0; running; i += 1) {
      judge(await graphql(front, { query: '{ grades(pageSize: 5) { total items { id name } } }', token: admin.token, requestId: requestId('rolling') }), 'grades page');
      const name = `Rolling ${n}-${i}-${Date.now().toString(36)}`;
      const answer = await graphql(front, {
        query: 'mutation($input: GradeInput!) { createGrade(input: $input) { grade { id name } errors { code message } } }',
        variables: { input: { name, level: 7 } },
        token: admin.token,
        requestId: requestId('rolling'),
      });
      judge(answer, 'createGrade');
      const grade = acknowledgedRecord(answer, 'createGrade', 'grade') as { id: string; name: string } | undefined;
      if (grade) created.push(grade);
      await sleep(50);
    }
  };
  const clients = Array.from({ length: CONFIG.scale.clients }, (_, n) => client(n));
  await sleep(2_000);
  const restarts: string[] = [];
  for (const [partIndex, part] of parts.entries()) {
    for (let index = 0; index < part.services.length; index += 1) {
      const startedAt = Date.now();
      await part.restart(index);
      restarts.push(`${partIndex === 0 ? 'rest-api' : 'gateway'} ${index + 1} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
      await sleep(2_000); // back in HAProxy's rotation (two good checks) before the next one goes
    }
  }
  await sleep(2_000);
  running = false;
  await Promise.all(clients);
  let lost = 0;
  for (const grade of created) {
    const back = await graphql(front, {
      query: 'query($id: ID!) { grade(id: $id) { id name } }',
      variables: { id: grade.id },
      token: admin.token,
      requestId: requestId('rolling'),
    });
    const found = (back.data?.grade as { name?: string } | null | undefined)?.name === grade.name;
    if (!found) lost += 1;
    check.expect(found, () => `acknowledged grade ${grade.id} "${grade.name}" not read back: ${back.text.slice(0, 200)}`);
  }
  return check.figure(`${requests} requests, ${created.length} writes, ${lost} lost; restarts: ${restarts.join(', ')}`).finish();
}
