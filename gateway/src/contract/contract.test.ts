import { isObjectType } from 'graphql';
import { buildSchema } from '../schema';
import type { SignedInUser } from '../../testing/accounts';
import { type ContractWalk, type WalkStep, referenceMaker, walkContract } from '../../testing/contract-walk';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { type TestStack, startStack } from '../../testing/stack';
import { graphqlPost } from '../../testing/graphql-client';
import { type MailCatcher, startMailCatcher } from '../../../scripts/stack/mail-catcher';
import { upstreamCalls } from '../../testing/upstream-calls';
import { type CrudCase, awayFromDefaults, crudCases, generateInput, mutate, uniqueTag } from '../../testing/crud-cases';
import { GATEWAY_ONLY_FIELDS, SETUP_ENDPOINTS, matchesEndpoint } from '../../testing/setup-endpoints';

/**
 * The contract test (spec §7, DESIGN §2): every /setup endpoint (testing/setup-endpoints.ts, spec §7 as data) has a
 * gateway operation, and every operation reaches its endpoint END TO END: a real gateway in front of
 * a real rest-api, each step sent with its own request id, the gateway's `upstream call` log lines of
 * that id showing the endpoint answered 2xx.
 */
describe('the /setup contract through the gateway', () => {
  test('every endpoint has a GraphQL operation or gateway route, and every root field serves an endpoint', async () => {
    const schema = buildSchema();
    const rootFields = [schema.getQueryType(), schema.getMutationType()]
      .flatMap((root) => (root && isObjectType(root) ? Object.keys(root.getFields()).map((field) => `${root.name}.${field}`) : []))
      .filter((field) => !GATEWAY_ONLY_FIELDS.includes(field));
    const graphqlOperations = SETUP_ENDPOINTS.map((endpoint) => endpoint.operation).filter((operation) => /^(Query|Mutation)\./.test(operation));
    expect(rootFields).toEqual(expect.arrayContaining(graphqlOperations));
    expect(graphqlOperations).toEqual(expect.arrayContaining(rootFields));

    const gateway = await startGateway({ UPSTREAM_URL: 'http://127.0.0.1:9' });
    try {
      for (const endpoint of SETUP_ENDPOINTS.filter((e) => !/^(Query|Mutation)\./.test(e.operation))) {
        const [method, url] = endpoint.operation.split(' ') as [string, string];
        expect(gateway.app.hasRoute({ method: method, url })).toBe(true);
      }
    } finally {
      await gateway.close();
    }
  });

  describe('end to end against a real rest-api', () => {
    let stack: TestStack;
    let mail: MailCatcher;
    let gateway: TestGateway;
    let admin: SignedInUser;
    let steps: WalkStep[] = [];
    let makeReference: ReturnType<typeof referenceMaker>;

    beforeAll(async () => {
      mail = await startMailCatcher();
      stack = await startStack({ restApi: { env: { SMTP_URL: mail.url } } });
      ({ gateway } = stack);
      const walk: ContractWalk = await walkContract(gateway, mail);
      ({ steps, admin } = walk);
      makeReference = referenceMaker(gateway.graphqlUrl, admin.token);
    });

    afterAll(async () => {
      await stack?.stop();
      await mail?.close();
    });

    test.each(SETUP_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s answers 2xx through its operation', (_name, endpoint) => {
      const mine = steps.filter((step) => step.operation === endpoint.operation);
      expect(mine.map((step) => step.operation)).toContain(endpoint.operation);
      expect(mine.filter((step) => step.failure).map((step) => step.failure)).toEqual([]);
      const calls = mine.flatMap((step) => upstreamCalls(gateway.logs, step.requestId));
      const hits = calls.filter((call) => call.method === endpoint.method && matchesEndpoint(endpoint, call.path));
      expect(hits).not.toEqual([]);
      expect(hits.filter((call) => call.status >= 200 && call.status < 300)).not.toEqual([]);
    });

    /**
     * Every resource of the registry against the real rest-api, inputs generated from the schema and
     * the resource's description (testing/crud-cases.ts): create, read, list, a partial update that
     * keeps the fields it does not send and checks the version (DESIGN §2, §3), delete; and a request
     * with two mutations whose second fails still reports the first's id (mutation results are
     * nullable, docs/graphql-grammar.md). The same table
     * runs in process against the fake upstream in src/resources/registry.test.ts.
     */
    describe.each(crudCases().map((kase) => [kase.name, kase] as const))('%s against the real rest-api', (_name, kase: CrudCase) => {
      type Row = Record<string, unknown> & { id: string; version: number };

      async function get(id: string): Promise<Row | null> {
        const answer = await graphqlPost<Record<string, Row | null>>(gateway.graphqlUrl, { token: admin.token, query: kase.documents.get, variables: { id } });
        expect(answer.body.errors).toBeUndefined();
        return answer.body.data![kase.fields.get] ?? null;
      }

      test('create, read, list, partial update keeping the untouched fields, delete', async () => {
        // Booleans away from their defaults, so that an omitted field reset to its default would show.
        const input = awayFromDefaults(kase, await generateInput(kase, kase.createInput, uniqueTag(), makeReference));
        const created = await mutate(gateway.graphqlUrl, kase, 'create', admin.token, { input });
        expect(created.codes.length === 0 ? [] : created.answer.body).toEqual([]);
        const record = created.record!;
        expect(await get(record.id)).toEqual(record);

        const page = await graphqlPost<Record<string, { total: number; items: Row[] }>>(gateway.graphqlUrl, {
          token: admin.token,
          query: kase.documents.list,
          variables: { pageSize: 100, sort: { field: 'CREATED_AT', direction: 'DESC' } },
        });
        expect(page.body.errors).toBeUndefined();
        expect(page.body.data![kase.fields.list]!.items.map((row) => row.id)).toContain(record.id);

        // One field sent: every other field (references and their objects included) must stay as it was.
        const changedValue = `Changed ${uniqueTag()}`;
        const changedField = kase.requiredText;
        const requestId = `contract-update-${kase.name}-${uniqueTag()}`;
        const updated = await mutate(
          gateway.graphqlUrl,
          kase,
          'update',
          admin.token,
          { id: record.id, version: record.version, input: { [changedField]: changedValue } },
          { 'x-request-id': requestId },
        );
        expect(updated.codes).toEqual([]);
        // Against our rest-api (a partial PUT, upstream/profile.ts) the update is ONE write: the PUT of the
        // changed field and `__v`, no read of the record before it (DESIGN §3). Only the payload's
        // references (names of other records) may be read after it.
        const calls = upstreamCalls(gateway.logs, requestId);
        expect(calls.filter((call) => call.method !== 'GET' || call.path.endsWith(`/${record.id}`))).toEqual([
          { method: 'PUT', path: expect.stringMatching(new RegExp(`/${kase.name}/${record.id}$`)), status: 200 },
        ]);
        if (Object.keys(kase.description.references ?? {}).length === 0) expect(calls).toHaveLength(1);
        const expected = Object.fromEntries(Object.entries(record).filter(([field]) => !['version', 'updatedAt', changedField].includes(field)));
        expect(updated.record).toEqual({ ...expected, [changedField]: changedValue, version: record.version + 1, updatedAt: expect.any(String) });
        expect(await get(record.id)).toEqual(updated.record);
        // The version read is the one checked: the same update again (now stale) is refused and changes nothing.
        const stale = await mutate(gateway.graphqlUrl, kase, 'update', admin.token, { id: record.id, version: record.version, input: { [changedField]: `Lost ${uniqueTag()}` } });
        expect(stale.codes).toEqual(['CONFLICT']);
        expect(await get(record.id)).toEqual(updated.record);

        const deleted = await graphqlPost<Record<string, unknown>>(gateway.graphqlUrl, { token: admin.token, query: kase.documents.remove, variables: { id: record.id } });
        expect(deleted.body.errors).toBeUndefined();
        expect(JSON.stringify(deleted.body.data)).toContain(record.id);
        expect(await get(record.id)).toBeNull();
      });

      test("two creates in one request, the second refused: the first one's id is still reported", async () => {
        const input = await generateInput(kase, kase.createInput, uniqueTag(), makeReference);
        const refused = { ...input, [kase.requiredText]: '   ' };
        const query = `mutation Two($first: ${kase.createInput}!, $second: ${kase.createInput}!) {
          first: ${kase.fields.create}(input: $first) ${kase.createSelection}
          second: ${kase.fields.create}(input: $second) ${kase.createSelection}
        }`;
        const answer = await graphqlPost<Record<string, Record<string, unknown> | null>>(gateway.graphqlUrl, {
          token: admin.token,
          query,
          variables: { first: input, second: refused },
        });
        const id = (answer.body.data?.first?.[kase.recordKey] as Row | null | undefined)?.id ?? null;
        expect(id).toEqual(expect.any(String));
        expect(answer.body.data?.second).toMatchObject({ [kase.recordKey]: null, errors: [expect.objectContaining({ code: 'BAD_USER_INPUT' })] });
        expect(await get(id!)).toMatchObject({ id });
        await graphqlPost(gateway.graphqlUrl, { token: admin.token, query: kase.documents.remove, variables: { id } });
      });
    });
  });
});
