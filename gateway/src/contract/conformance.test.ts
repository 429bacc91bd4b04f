import { type MailCatcher, startMailCatcher } from '../../../scripts/stack/mail-catcher';
import { type WalkStep, walkContract } from '../../testing/contract-walk';
import { TAG_PATTERN } from '../../testing/crud-cases';
import { type ForeignDialect, type ForeignSetupServer, startForeignSetupServer } from '../../testing/foreign-setup-server';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { type RestApiProcess, type TestDatabaseKind, startRestApi, testDatabases } from '../../testing/rest-api-process';
import { SETUP_PROFILE } from '../upstream/profile';

/**
 * One upstream the conformance suite puts the gateway in front of: ours, or a foreign server
 * (testing/foreign-setup-server.ts) described to the gateway by its upstream profile; `ignored` are the
 * answer fields such a server cannot give as ours does, each for a reason given beside it.
 */
interface Variant {
  name: string;
  dialect?: ForeignDialect;
  ignored: readonly string[];
}

const VARIANTS: readonly Variant[] = [
  { name: 'our rest-api', ignored: [] },
  {
    name: 'ObjectId strings, mongoose errors',
    dialect: { ids: 'object-id', tokens: 'jwt', health: true, errors: 'mongoose', put: 'partial', versions: true },
    ignored: [],
  },
  {
    name: 'numeric ids, opaque tokens, no /healthz',
    dialect: { ids: 'number', tokens: 'opaque', health: false, errors: 'setup', put: 'partial', versions: true },
    // An opaque token carries no expiry the gateway could read.
    ignored: ['tokenExpiresAt'],
  },
  {
    name: 'replace-on-PUT without __v',
    dialect: { ids: 'uuid', tokens: 'jwt', health: true, errors: 'setup', put: 'replace', versions: false },
    // A server without versions has none to give (0 always).
    ignored: ['version'],
  },
];

const UUID_OR_OBJECT_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b[0-9a-f]{24}\b/gi;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * An answer with what legitimately differs between two walks made the same: ids become `#1`, `#2`…
 * in order of first appearance (so the same record keeps the same name, whatever the server's id
 * kind), instants `<instant>`, tokens `<token>`, tags `<tag>`, ids inside file addresses `<id>`, and the
 * variant's `ignored` fields `<ignored>`. A list of records is compared as a set: records with equal
 * sort keys come in the server's own order (two runs of our rest-api differ there too), so its items are
 * put in one order (by their text with ids masked; `ids` undefined masks) before ids are named.
 */
function normalised(value: unknown, ignored: ReadonlySet<string>, ids: Map<string, string> | undefined, key = ''): unknown {
  if (Array.isArray(value)) {
    if (!ids || !value.every((item) => typeof item === 'object' && item !== null)) return value.map((item) => normalised(item, ignored, ids, key));
    const sortKey = (item: unknown) => JSON.stringify(normalised(item, ignored, undefined, key));
    return [...value].sort((a, b) => sortKey(a).localeCompare(sortKey(b))).map((item) => normalised(item, ignored, ids, key));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, ignored.has(name) ? '<ignored>' : normalised(item, ignored, ids, name)]));
  }
  if (typeof value !== 'string') return value;
  if (key === 'token') return '<token>';
  if (key === 'id' || key === 'ids' || /Ids?$/.test(key)) {
    if (!ids) return '#';
    if (!ids.has(value)) ids.set(value, `#${ids.size + 1}`);
    return ids.get(value);
  }
  if (INSTANT.test(value)) return '<instant>';
  if (value.startsWith('/files/')) return value.replace(/\/files\/(\w+)\/.*/, '/files/$1/<id>');
  return value.replace(UUID_OR_OBJECT_ID, '<id>').replace(TAG_PATTERN, '<tag>');
}

/** The steps of a walk as compared: operation, whether it failed, and the normalised answer. */
function comparable(steps: readonly WalkStep[], ignored: readonly string[]) {
  const ids = new Map<string, string>();
  const skip = new Set(ignored);
  return steps.map((step) => ({ operation: step.operation, failed: step.failure !== undefined, answer: normalised(step.answer, skip, ids) }));
}

/**
 * The conformance suite (DESIGN §1: the gateway fronts any server of the /setup contract): the whole
 * contract walk (testing/contract-walk.ts, every operation of schema.graphql) through a gateway in front
 * of each {@link VARIANTS} upstream, each a fresh rest-api with the same seed data (the foreign ones
 * seen through testing/foreign-setup-server.ts), every answer compared with what our rest-api gave.
 * On PGlite, or on PostgreSQL when DATABASE_URL is set ({@link DATABASE}).
 */
/**
 * One database per run, to keep CI's time: PGlite, or PostgreSQL when DATABASE_URL is set (CI runs the
 * gateway's tests both ways, so both are covered).
 */
const DATABASE: TestDatabaseKind = testDatabases().at(-1)!;

describe.each([DATABASE])('the gateway in front of any /setup server (%s)', (database: TestDatabaseKind) => {
  let mail: MailCatcher;
  const walks = new Map<string, { steps: WalkStep[]; ready: number }>();

  beforeAll(async () => {
    mail = await startMailCatcher();
    for (const variant of VARIANTS) {
      let restApi: RestApiProcess | undefined;
      let foreign: ForeignSetupServer | undefined;
      let gateway: TestGateway | undefined;
      try {
        restApi = await startRestApi({ database, env: { SMTP_URL: mail.url } });
        foreign = variant.dialect ? await startForeignSetupServer(restApi.url, variant.dialect) : undefined;
        gateway = await startGateway({ UPSTREAM_URL: foreign?.url ?? restApi.url, UPSTREAM_PROFILE: foreign?.profile ?? SETUP_PROFILE });
        const ready = (await fetch(`${gateway.url}/readyz`)).status;
        const { steps } = await walkContract(gateway, mail, `conformance-${walks.size}`);
        walks.set(variant.name, { steps, ready });
      } finally {
        await gateway?.close();
        await foreign?.close();
        await restApi?.stop();
      }
    }
  }, 600_000);

  afterAll(async () => {
    await mail?.close();
  });

  test.each(VARIANTS.map((variant) => [variant.name, variant] as const))('%s: ready, and every operation of the walk answers without failure', (name) => {
    const walk = walks.get(name)!;
    expect(walk.ready).toBe(200);
    expect(walk.steps.length).toBeGreaterThan(100);
    expect(walk.steps.filter((step) => step.failure).map((step) => `${step.operation}: ${step.failure}`)).toEqual([]);
  });

  test.each(VARIANTS.slice(1).map((variant) => [variant.name, variant] as const))('%s: every answer is the one our rest-api gives', (name, variant) => {
    const ours = comparable(walks.get(VARIANTS[0]!.name)!.steps, variant.ignored);
    const theirs = comparable(walks.get(name)!.steps, variant.ignored);
    expect(theirs.map((step) => step.operation)).toEqual(ours.map((step) => step.operation));
    for (const [index, step] of theirs.entries()) expect({ index, ...step }).toEqual({ index, ...ours[index] });
  });
});
