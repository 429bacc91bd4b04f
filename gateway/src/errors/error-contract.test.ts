import { readFileSync } from 'node:fs';
import { buildSchema as buildSdl, isEnumType } from 'graphql';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { graphqlPost } from '../../testing/graphql-client';
import { unsignedToken } from '../../testing/forged-tokens';
import { closedPortUrl } from '../../testing/unreachable-upstream';
import { SCHEMA_PATH } from '../schema';
import { CONFLICT_REASONS, ERROR_CODES } from './codes';

/** The values of enum `name` in the published schema.graphql. */
function enumValues(name: string): string[] {
  const type = buildSdl(readFileSync(SCHEMA_PATH, 'utf8')).getType(name);
  if (!isEnumType(type)) throw new Error(`${name} is not an enum of schema.graphql`);
  return type.getValues().map((value) => value.name);
}

/**
 * The error contract is published (schema/base/errors.graphql, docs/graphql-grammar.md "Errors"):
 * the schema's `ErrorCode` is exactly the codes the gateway answers, and `errorContract` serves them to
 * anyone, so that a client's code generator emits the types.
 */
describe('the published error contract', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startGateway({ UPSTREAM_URL: await closedPortUrl() });
  });

  afterAll(async () => {
    await gateway?.close();
  });

  test("the schema's ErrorCode and ConflictReason are exactly the gateway's lists", () => {
    expect(enumValues('ErrorCode')).toEqual([...ERROR_CODES]);
    expect(enumValues('ConflictReason')).toEqual([...CONFLICT_REASONS]);
  });

  test('errorContract answers every code and reason without a sign-in, the shape fields null', async () => {
    const answer = await graphqlPost<{ errorContract: unknown }>(gateway.graphqlUrl, {
      query: '{ errorContract { codes conflictReasons errorExtensions { code retryAfter } responseExtensions { warnings { path code } } } }',
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.errorContract).toEqual({ codes: [...ERROR_CODES], conflictReasons: [...CONFLICT_REASONS], errorExtensions: null, responseExtensions: null });
  });

  test('a read that falls back reports a Warning of the documented shape under extensions.warnings', async () => {
    const answer = await graphqlPost<{ allGrades: unknown[] }>(gateway.graphqlUrl, { token: unsignedToken({ roles: ['Admin'] }), query: '{ allGrades { id } }' });
    expect(answer.body.data!.allGrades).toEqual([]);
    expect(answer.body.extensions).toEqual({ warnings: [{ path: ['allGrades'], code: 'UPSTREAM', message: expect.any(String) }] });
    const code = (answer.body.extensions as { warnings: { code: string }[] }).warnings[0]!.code;
    expect(ERROR_CODES).toContain(code);
  });
});
