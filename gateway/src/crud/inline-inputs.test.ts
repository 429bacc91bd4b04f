import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  astFromValue,
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  print,
} from 'graphql';
import { Agent } from 'undici';
import { DEMO_USERS, signIn } from '../../testing/accounts';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { graphqlPost } from '../../testing/graphql-client';
import { type RestApiProcess, startRestApi } from '../../testing/rest-api-process';
import { type Upstream, type UpstreamRequest, undiciUpstream } from '../upstream/upstream';
import { upstreamBase } from '../upstream/upstream-call';

/**
 * Inline and variable inputs mean the same (graphql-js builds inline input objects with a null
 * prototype; record-mapping.ts must rename their nested ids as it does for variables). Every mutation
 * taking an input type with nested input objects, found in schema.graphql (a new one is covered
 * without touching this file), is sent to a REAL gateway and rest-api once with its input as a
 * variable and once written inline; what reaches the upstream must be the same.
 */

const SCHEMA: GraphQLSchema = buildSchema(readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8'));

/** One upstream request as the comparison sees it: method, path, and the JSON body without the record version (re-read before each send). */
interface SeenRequest {
  method: string;
  path: string;
  body?: unknown;
}

/** The input object types that hold another input object (a list of items, a date range...). */
function nestedInputTypes(): GraphQLInputObjectType[] {
  return Object.values(SCHEMA.getTypeMap()).filter(
    (type): type is GraphQLInputObjectType => isInputObjectType(type) && Object.values(type.getFields()).some((field) => isInputObjectType(getNamedType(field.type))),
  );
}

/** Every mutation with an argument of one of {@link nestedInputTypes}. */
function mutationsWithNestedInputs(): Array<GraphQLField<unknown, unknown>> {
  const nested = new Set<GraphQLNamedType>(nestedInputTypes());
  return Object.values(SCHEMA.getMutationType()!.getFields()).filter((field) => field.args.some((arg) => nested.has(getNamedType(arg.type))));
}

/** A value of a scalar the schema's inputs use; ids are a real record's, so that reads before a write find it. */
function scalarValue(name: string, field: string, someId: string): unknown {
  switch (name) {
    case 'ID':
      return someId;
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'Decimal':
      return '12.50';
    case 'Date':
      return field === 'to' ? '2030-01-03' : '2030-01-02';
    case 'DateTime':
      return '2030-01-02T09:00:00.000Z';
    default:
      return field.toLowerCase().includes('email') ? 'inline@example.com' : field === 'end' ? '17:00' : field === 'start' ? '08:00' : `Inline ${field}`;
  }
}

/** A value for every field of `type` (uploads left out: they cannot be written inline), recursively. */
function sampleValue(type: GraphQLInputType, field: string, someId: string): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [sampleValue(inner.ofType, field, someId)];
  if (isEnumType(inner)) return inner.getValues()[0]!.value;
  if (isInputObjectType(inner)) {
    const object: Record<string, unknown> = {};
    for (const item of Object.values(inner.getFields())) {
      if (getNamedType(item.type).name !== 'Upload') object[item.name] = sampleValue(item.type, item.name, someId);
    }
    return object;
  }
  return scalarValue(getNamedType(inner).name, field, someId);
}

/** A query field that reads records: a page of them, or the one record; `mine` when it can keep only the caller's. */
interface Reader {
  field: string;
  paged: boolean;
  mine: boolean;
}

/** The query field that lists the records a mutation's payload answers (`customers` for `CustomerPayload.customer`), or reads the one record (`gvrSettings`). */
function readerOf(mutation: GraphQLField<unknown, unknown>): Reader {
  const payload = getNamedType(mutation.type);
  if (!isObjectType(payload)) throw new Error(`${mutation.name}: its payload is not an object`);
  const record = Object.values(payload.getFields())
    .map((field) => getNamedType(field.type))
    .find((type) => type.name !== 'UserError' && isObjectType(type));
  for (const query of Object.values(SCHEMA.getQueryType()!.getFields())) {
    const type = getNamedType(query.type);
    if (type === record && !isListType(getNullableType(query.type)) && !query.args.some((arg) => isNonNullType(arg.type))) {
      return { field: query.name, paged: false, mine: false };
    }
    if (isObjectType(type) && type.name === `${record?.name}Page`) return { field: query.name, paged: true, mine: query.args.some((arg) => arg.name === 'mine') };
  }
  throw new Error(`${mutation.name}: no query reads ${record?.name}`);
}

describe('inline and variable inputs reach the upstream alike (every input type with nested items)', () => {
  let restApi: RestApiProcess;
  let gateway: TestGateway;
  let agent: Agent;
  let tokens: string[];
  let seen: SeenRequest[] | undefined;

  beforeAll(async () => {
    restApi = await startRestApi();
    agent = new Agent();
    const transport = undiciUpstream({ api: agent, stream: agent }, upstreamBase(restApi.url));
    // A pass-through to the real rest-api that notes what the gateway sent.
    const recording: Upstream = {
      request: (request: UpstreamRequest) => {
        const body = typeof request.body === 'string' ? (JSON.parse(request.body) as Record<string, unknown>) : undefined;
        if (body) delete body.__v;
        seen?.push({ method: request.method, path: request.path, ...(body && { body }) });
        return transport.request(request);
      },
    };
    gateway = await startGateway({ UPSTREAM_URL: restApi.url }, { upstream: recording });
    // Each mutation is sent as the first demo user whose own record it may change (a requisition, a claim...).
    tokens = [];
    for (const email of Object.values(DEMO_USERS)) tokens.push((await signIn(gateway.graphqlUrl, email)).token);
  });

  afterAll(async () => {
    await gateway?.close();
    await agent?.close();
    await restApi?.stop();
  });

  /** The id and version of the first record `reader` answers to `token` (its own when the list can say so), if any. */
  async function someRecord(reader: Reader, token: string): Promise<{ id: string; version: number } | undefined> {
    const selection = reader.paged ? `${reader.field}(pageSize: 1${reader.mine ? ', mine: true' : ''}) { items { id version } }` : `${reader.field} { id version }`;
    const answer = await graphqlPost<Record<string, { items?: Array<{ id: string; version: number }>; id?: string; version?: number }>>(gateway.graphqlUrl, {
      query: `{ ${selection} }`,
      token,
    });
    const data = answer.body.data?.[reader.field];
    const record = reader.paged ? data?.items?.[0] : data;
    return record?.id ? { id: record.id, version: record.version! } : undefined;
  }

  /**
   * Sends `mutation` as `token` with its arguments as variables or inline (ids: a record of `token`'s,
   * the version current), and answers what reached the upstream; undefined when `token` has no record.
   */
  async function send(mutation: GraphQLField<unknown, unknown>, how: 'variables' | 'inline', token: string): Promise<SeenRequest[] | undefined> {
    const record = await someRecord(readerOf(mutation), token);
    if (!record) return undefined;
    const args = Object.fromEntries(mutation.args.map((arg) => [arg.name, arg.name === 'version' ? record.version : sampleValue(arg.type, arg.name, record.id)]));
    const written =
      how === 'variables' ? mutation.args.map((arg) => `${arg.name}: $${arg.name}`) : mutation.args.map((arg) => `${arg.name}: ${print(astFromValue(args[arg.name], arg.type)!)}`);
    const declared = how === 'variables' ? `(${mutation.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')})` : '';
    seen = [];
    const answer = await graphqlPost(gateway.graphqlUrl, {
      query: `mutation${declared} { ${mutation.name}(${written.join(', ')}) { __typename } }`,
      variables: how === 'variables' ? args : {},
      token,
    });
    // Refusals (a role, a stale version, a reference the upstream does not know) are fine: only what was sent is compared.
    expect(answer.status).toBe(200);
    const requests = seen;
    seen = undefined;
    return requests;
  }

  test('the schema has such inputs (the list is derived, not typed)', () => {
    expect(mutationsWithNestedInputs().map((mutation) => mutation.name)).toEqual(expect.arrayContaining(['createCustomer', 'createEquipmentRequisition', 'updateClaim']));
  });

  test.each(mutationsWithNestedInputs().map((mutation) => [mutation.name, mutation] as const))('%s', async (_name, mutation) => {
    // The input must reach the upstream in a write, or the comparison proves nothing.
    const wrote = (requests: SeenRequest[] | undefined): requests is SeenRequest[] => requests?.some((request) => request.body !== undefined) ?? false;
    for (const token of tokens) {
      const byVariables = await send(mutation, 'variables', token);
      if (!wrote(byVariables)) continue;
      const inline = await send(mutation, 'inline', token);
      expect(inline).toEqual(byVariables);
      return;
    }
    throw new Error(`${mutation.name}: no demo user got a write through to the upstream`);
  });
});
