import { SETUP_PROFILE } from '../upstream/profile';
import { type CrudCase, type ReferenceContext, awayFromDefaults, crudCases, generateInput, mutate, uniqueTag } from '../../testing/crud-cases';
import { FakeUpstream } from '../../testing/fake-upstream';
import { type FakeGateway, startFakeGateway } from '../../testing/gateway-server';
import { graphqlPost } from '../../testing/graphql-client';
import { PERMISSIONS, type Permission } from '../generated/contract/permissions';
import { RESOURCE_CATALOGUE, type ResourceContract, resourceGraphqlNames, workflowActionField } from '../generated/contract/resources';
import { WORKFLOWS, type Workflow, workflowActions } from '../generated/contract/workflows';
import { resourceResolvers } from '../crud/resolvers';
import { buildSchema } from '../schema';
import { RESOURCES } from './registry';

type Row = Record<string, unknown> & { id: string; version: number };

/**
 * Every resource of the registry through a real gateway in front of the in-memory fake upstream
 * (testing/fake-upstream.ts; DESIGN §2–§3, spec §7): table-driven over the registry, inputs generated
 * from the schema and the resource's description. The real rest-api is met once, by
 * src/contract/contract.test.ts.
 */
describe.each(crudCases().map((kase) => [kase.name, kase] as const))('%s through the gateway (in process)', (_name, kase: CrudCase) => {
  let gateway: FakeGateway;
  let admin: string;
  let employee: string;

  beforeAll(async () => {
    gateway = await startFakeGateway();
    gateway.upstream.addAccount('admin@example.com', ['Admin']);
    gateway.upstream.addAccount('employee@example.com', ['Employee']);
    admin = gateway.upstream.tokenFor('admin@example.com');
    employee = gateway.upstream.tokenFor('employee@example.com');
  });

  afterAll(async () => {
    await gateway?.close();
  });

  /** Makes a record of `restPath` (a reference a generated input needs) with a generated input of its own. */
  async function makeReference(restPath: string, context: ReferenceContext): Promise<string> {
    const other = crudCases().find((candidate) => candidate.name === restPath)!;
    return (await create(other, uniqueTag(), context)).id;
  }

  async function create(of: CrudCase = kase, tag = uniqueTag(), context?: ReferenceContext): Promise<Row> {
    const input = await generateInput(of, of.createInput, tag, makeReference, context);
    const outcome = await mutate(gateway.graphqlUrl, of, 'create', admin, { input });
    expect(outcome.codes).toEqual([]);
    return outcome.record as Row;
  }

  async function get(id: string): Promise<Row | null> {
    const answer = await graphqlPost<Record<string, Row | null>>(gateway.graphqlUrl, { token: admin, query: kase.documents.get, variables: { id } });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data![kase.fields.get] ?? null;
  }

  test('create answers the record as GraphQL fields, which get reads back, references resolved', async () => {
    const input = await generateInput(kase, kase.createInput, uniqueTag(), makeReference);
    const outcome = await mutate(gateway.graphqlUrl, kase, 'create', admin, { input });
    expect(outcome.codes).toEqual([]);
    const record = outcome.record!;
    expect(record).toMatchObject({ id: expect.any(String), version: 0 });
    for (const [field, value] of Object.entries(input)) {
      // Objects in lists (a customer's contacts) also carry their resolved references (`position`).
      if (field in record && field !== 'password') expect({ [field]: record[field] }).toMatchObject({ [field]: value });
    }
    for (const [restField, reference] of Object.entries(kase.description.references ?? {})) {
      const ids = input[reference.idField];
      if (reference.many) expect((record[restField] as Row[]).map((row) => row.id)).toEqual(ids);
      else expect((record[restField] as Row | null)?.id ?? null).toEqual(ids ?? null);
    }
    expect(await get(record.id)).toEqual(record);
  });

  test('the paged list searches, sorts both ways and pages; all holds every record', async () => {
    // Three records whose texts share a tag no other record holds (referenced records get tags of their own).
    const search = uniqueTag();
    const made = [await create(kase, `${search}1`), await create(kase, `${search}2`), await create(kase, `${search}3`)];
    const list = async (variables: Record<string, unknown>) => {
      const answer = await graphqlPost<Record<string, { page: number; total: number; totalPages: number; items: Row[] }>>(gateway.graphqlUrl, {
        token: admin,
        query: kase.documents.list,
        variables,
      });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.extensions?.warnings).toBeUndefined();
      return answer.body.data![kase.fields.list]!;
    };
    const ids = made.map((row) => row.id);
    const newest = await list({ search, pageSize: 2, sort: { field: 'CREATED_AT', direction: 'DESC' } });
    expect(newest).toMatchObject({ total: 3, totalPages: 2 });
    expect(newest.items.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    const second = await list({ search, pageSize: 2, page: 2, sort: { field: 'CREATED_AT', direction: 'DESC' } });
    expect(second.page).toBe(2);
    expect(second.items[0]?.id).toBe(ids[0]);
    const oldest = await list({ search: search.toLowerCase(), pageSize: 100, sort: { field: 'CREATED_AT', direction: 'ASC' } });
    expect(oldest.items.map((row) => row.id)).toEqual(ids);
    const surrogate = await list({ search: `${search}\ud800` });
    expect(surrogate.page).toBe(1);
    const unmatched = await list({ search: 'no record holds this text' });
    expect(unmatched).toMatchObject({ total: 0, items: [] });

    const all = await graphqlPost<Record<string, Row[]>>(gateway.graphqlUrl, { token: admin, query: kase.documents.all });
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data![kase.fields.all]!.map((row) => row.id)).toEqual(expect.arrayContaining(ids));
  });

  test('update sends the version and changes the record; a stale version is a CONFLICT and changes nothing', async () => {
    const record = await create();
    const input = await generateInput(kase, kase.updateInput, uniqueTag(), makeReference);
    const updated = await mutate(gateway.graphqlUrl, kase, 'update', admin, { id: record.id, version: record.version, input });
    expect(updated.codes).toEqual([]);
    expect(updated.record).toMatchObject({ id: record.id, version: record.version + 1, [kase.requiredText]: input[kase.requiredText] });

    const stale = await mutate(gateway.graphqlUrl, kase, 'update', admin, {
      id: record.id,
      version: record.version,
      input: { ...input, [kase.requiredText]: `Lost ${uniqueTag()}` },
    });
    expect(stale.codes).toEqual(['CONFLICT']);
    expect((await get(record.id))?.[kase.requiredText]).toBe(input[kase.requiredText]);
  });

  test.each(['merge', 'replace'] as const)(
    'a partial update changes the fields it sends and keeps the others, also against a server whose PUT replaces the whole record (%s; DESIGN §3: one PUT with the version, or, against a replace-on-PUT profile, read, merge, write with it)',
    async (updates) => {
      // Each server of its own: ours merges the body into the record, another of the contract takes it as the whole record.
      const target = updates === 'merge' ? gateway : await startFakeGateway({ UPSTREAM_PROFILE: { ...SETUP_PROFILE, update: 'replace' } }, new FakeUpstream({ updates }));
      try {
        const token = updates === 'merge' ? admin : (target.upstream.addAccount('admin@example.com', ['Admin']), target.upstream.tokenFor('admin@example.com'));
        const makeOn = async (of: CrudCase, context?: ReferenceContext): Promise<Row> => {
          const input = awayFromDefaults(
            of,
            await generateInput(of, of.createInput, uniqueTag(), (restPath, inner) => makeOn(crudCase(restPath), inner).then((row) => row.id), context),
          );
          const outcome = await mutate(target.graphqlUrl, of, 'create', token, { input });
          expect(outcome.codes).toEqual([]);
          return outcome.record as Row;
        };
        const record = await makeOn(kase);
        const changed = `Changed ${uniqueTag()}`;
        const updated = await mutate(target.graphqlUrl, kase, 'update', token, { id: record.id, version: record.version, input: { [kase.requiredText]: changed } });
        expect(updated.codes).toEqual([]);
        const kept = Object.fromEntries(Object.entries(record).filter(([field]) => !['version', 'updatedAt', kase.requiredText].includes(field)));
        expect(updated.record).toEqual({ ...kept, [kase.requiredText]: changed, version: record.version + 1, updatedAt: expect.any(String) });
        const read = await graphqlPost<Record<string, Row | null>>(target.graphqlUrl, { token, query: kase.documents.get, variables: { id: record.id } });
        expect(read.body.data?.[kase.fields.get]).toEqual(updated.record);
        // The PUT carried the version read, so a change made since is refused (409), never overwritten.
        const put = target.upstream.requests.filter((request) => request.method === 'PUT' && request.path.startsWith(`${kase.name}/`)).at(-1);
        expect(JSON.parse(String(put?.body))).toMatchObject({ __v: record.version, [kase.requiredText]: changed });
      } finally {
        if (target !== gateway) await target.close();
      }
    },
  );

  test('the same input twice is a CONFLICT (a duplicate); a blank required text is BAD_USER_INPUT on that field', async () => {
    const input = await generateInput(kase, kase.createInput, uniqueTag(), makeReference);
    expect((await mutate(gateway.graphqlUrl, kase, 'create', admin, { input })).codes).toEqual([]);
    const duplicate = await mutate(gateway.graphqlUrl, kase, 'create', admin, { input });
    expect(duplicate.codes).toEqual(['CONFLICT']);
    expect(duplicate.record).toBeNull();

    const blank = await mutate(gateway.graphqlUrl, kase, 'create', admin, { input: { ...input, [kase.requiredText]: '   ' } });
    expect(blank.codes).toEqual(['BAD_USER_INPUT']);
    expect(blank.errorFields).toContain(kase.requiredText);
  });

  test('delete answers the id; the record is then gone (null) and a second delete is NOT_FOUND', async () => {
    const record = await create();
    const deleted = await graphqlPost<Record<string, unknown>>(gateway.graphqlUrl, { token: admin, query: kase.documents.remove, variables: { id: record.id } });
    expect(deleted.body.errors).toBeUndefined();
    expect(JSON.stringify(deleted.body.data)).toContain(record.id);
    expect(await get(record.id)).toBeNull();

    const again = await graphqlPost(gateway.graphqlUrl, { token: admin, query: kase.documents.remove, variables: { id: record.id } });
    const codes = [...(again.body.errors ?? []).map((error) => error.extensions?.code), ...JSON.stringify(again.body.data ?? {}).matchAll(/"code":"(\w+)"/g)].map((code) =>
      Array.isArray(code) ? code[1] : code,
    );
    expect(codes).toContain('NOT_FOUND');
  });

  test('the catalogue decides who may read and write: an Employee by its permissions, nobody without a token', async () => {
    const { permissions } = kase.description.contract;
    const may = (permission: Permission) => (PERMISSIONS[permission].roles as readonly string[]).includes('Employee');
    const list = await graphqlPost(gateway.graphqlUrl, { token: employee, query: kase.documents.list, variables: {} });
    if (may(permissions.list ?? permissions.read)) expect(list.body.errors).toBeUndefined();
    else expect(list.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const input = await generateInput(kase, kase.createInput, uniqueTag(), makeReference);
    const created = await mutate(gateway.graphqlUrl, kase, 'create', employee, { input });
    expect(created.codes).toEqual(may(permissions.write) ? [] : ['FORBIDDEN']);

    const anonymous = await graphqlPost(gateway.graphqlUrl, { query: kase.documents.list, variables: {} });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('paging arguments out of range are BAD_USER_INPUT from the gateway; an id that climbs out of the path never goes upstream', async () => {
    const answer = await graphqlPost(gateway.graphqlUrl, { token: admin, query: kase.documents.list, variables: { pageSize: 101, page: 0 } });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.body.errors?.[0]?.extensions?.fieldErrors?.map((f) => f.field)).toEqual(['page', 'pageSize']);

    const sent = gateway.upstream.requests.length;
    const climbing = await graphqlPost(gateway.graphqlUrl, { token: admin, query: kase.documents.remove, variables: { id: '..' } });
    expect(JSON.stringify(climbing.body)).toContain('BAD_USER_INPUT');
    expect(gateway.upstream.requests.length).toBe(sent);
  });

  test("each list argument of the catalogue's filters goes upstream as its REST query parameter (e.g. positions(departmentId:) → ?department=)", async () => {
    const filters = Object.entries((RESOURCE_CATALOGUE as readonly ResourceContract[]).find((entry) => entry.name === kase.name)?.filters ?? {});
    // Plain resources filter by these types; the requisitions' enum and date-range filters are in crud/workflow.test.ts.
    const sample: Partial<Record<string, string | boolean>> = { ID: 'f0000000-0000-4000-8000-000000000001', Boolean: true, String: 'north' };
    for (const [argument, filter] of filters) {
      const value = sample[filter.type];
      expect([filter.type, value]).toEqual([filter.type, expect.anything()]);
      const query = `query Filtered($value: ${filter.type}) { ${kase.fields.list}(${argument}: $value) { total } }`;
      const answer = await graphqlPost(gateway.graphqlUrl, { token: admin, query, variables: { value } });
      expect(answer.body.errors).toBeUndefined();
      const path = gateway.upstream.requests.at(-1)?.path ?? '';
      expect(new URLSearchParams(path.slice(path.indexOf('?') + 1)).get(filter.rest)).toBe(String(value));
    }
  });
});

/**
 * Workflow resources (docs/requisitions.md "GraphQL"): every action of their transition table
 * (contract/workflows.ts) is a Mutation field of schema.graphql with a resolver, and there is no
 * full list and no delete.
 */
describe('workflow resources in the registry', () => {
  const workflowResources = RESOURCES.filter((resource) => resource.contract.workflow);
  const schema = buildSchema();
  const mutations = schema.getMutationType()!.getFields();
  const queries = schema.getQueryType()!.getFields();

  test('both requisition kinds and visits are served', () => {
    expect(workflowResources.map((resource) => resource.restPath)).toEqual(expect.arrayContaining(['equipmentRequisitions', 'eventRequisitions', 'visits']));
  });

  test.each(workflowResources.map((resource) => [resource.restPath, resource] as const))(
    '%s: one resolved mutation per workflow action, no full list, no delete',
    (_name, resource) => {
      const workflow: Workflow = WORKFLOWS[resource.contract.workflow!];
      const built = resourceResolvers(resource);
      for (const action of workflowActions(workflow)) {
        const field = workflowActionField(resource.contract, action);
        expect([field, typeof built.Mutation[field]]).toEqual([field, 'function']);
        expect([field, typeof mutations[field]?.resolve]).toEqual([field, 'function']);
      }
      const names = resourceGraphqlNames(resource.contract);
      expect(queries[names.allField]).toBeUndefined();
      expect(mutations[names.deleteField]).toBeUndefined();
      expect(Object.keys(built.Query).sort()).toEqual([names.getField, names.listField].sort());
    },
  );
});

/** The registry's case of `restPath`. */
function crudCase(restPath: string): CrudCase {
  return crudCases().find((candidate) => candidate.name === restPath)!;
}
