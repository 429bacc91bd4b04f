import { DEMO_USERS, signIn } from '../testing/accounts';
import { type TestGateway, startGateway } from '../testing/gateway-server';
import {
  ALL_GRADES,
  CREATE_GRADE,
  DELETE_GRADE,
  GRADE,
  GRADES_PAGE,
  type GradePageResult,
  type GradeResult,
  UPDATE_GRADE,
} from '../testing/grade-operations';
import { graphqlPost } from '../testing/graphql-client';
import { type RestApiProcess, startRestApi } from '../testing/rest-api-process';

/** Grades CRUD through a real gateway in front of a real rest-api (spec §7, DESIGN §2–§3). */
describe('Grades through the gateway', () => {
  let restApi: RestApiProcess;
  let gateway: TestGateway;
  let token: string;

  beforeAll(async () => {
    restApi = await startRestApi();
    gateway = await startGateway({ UPSTREAM_URL: restApi.url });
    token = (await signIn(gateway.graphqlUrl, DEMO_USERS.admin)).token;
  });

  afterAll(async () => {
    await gateway?.close();
    await restApi?.stop();
  });

  async function create(input: Record<string, unknown>): Promise<GradeResult> {
    const answer = await graphqlPost<{ createGrade: GradeResult }>(gateway.graphqlUrl, { token, query: CREATE_GRADE, variables: { input } });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data!.createGrade;
  }

  async function page(variables: Record<string, unknown>): Promise<GradePageResult> {
    const answer = await graphqlPost<{ grades: GradePageResult }>(gateway.graphqlUrl, { token, query: GRADES_PAGE, variables });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.extensions?.warnings).toBeUndefined();
    return answer.body.data!.grades;
  }

  test('createGrade answers the new grade as GraphQL fields (id, version, ISO dates)', async () => {
    const grade = await create({ name: 'Alpha Crud Grade', level: 42, description: 'Made by a test.' });
    expect(grade).toEqual({
      id: expect.any(String),
      name: 'Alpha Crud Grade',
      level: 42,
      description: 'Made by a test.',
      version: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const read = await graphqlPost<{ grade: GradeResult }>(gateway.graphqlUrl, { token, query: GRADE, variables: { id: grade.id } });
    expect(read.body.data?.grade).toEqual(grade);
  });

  test('grades searches, sorts by a mapped field in both directions, and pages', async () => {
    await create({ name: 'Search Zeta One', level: 31 });
    await create({ name: 'Search Zeta Two', level: 33 });
    await create({ name: 'Search Zeta Three', level: 32 });

    const first = await page({ search: 'zeta', pageSize: 2, sort: { field: 'LEVEL', direction: 'DESC' } });
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(first.items.map((g) => g.name)).toEqual(['Search Zeta Two', 'Search Zeta Three']);

    const second = await page({ search: 'zeta', pageSize: 2, page: 2, sort: { field: 'LEVEL', direction: 'DESC' } });
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
    expect(second.items.map((g) => g.name)).toEqual(['Search Zeta One']);

    const ascending = await page({ search: 'zeta', sort: { field: 'LEVEL' } });
    expect(ascending.items.map((g) => g.level)).toEqual([31, 32, 33]);

    const byName = await page({ search: 'zeta' });
    expect(byName.items.map((g) => g.name)).toEqual(['Search Zeta One', 'Search Zeta Three', 'Search Zeta Two']);
  });

  test('allGrades answers every grade, the seeded ones included', async () => {
    const created = await create({ name: 'All Grades Member' });
    const answer = await graphqlPost<{ allGrades: GradeResult[] }>(gateway.graphqlUrl, { token, query: ALL_GRADES });
    expect(answer.body.errors).toBeUndefined();
    const names = answer.body.data!.allGrades.map((g) => g.name);
    expect(names).toEqual(expect.arrayContaining(['G1 Trainee', 'G8 Director', created.name]));
  });

  test('updateGrade sends the version; a stale version is a CONFLICT', async () => {
    const grade = await create({ name: 'Versioned Grade', level: 5 });
    const updated = await graphqlPost<{ updateGrade: GradeResult }>(gateway.graphqlUrl, {
      token,
      query: UPDATE_GRADE,
      variables: { id: grade.id, version: grade.version, input: { name: 'Versioned Grade Renamed', level: 6, description: 'Changed.' } },
    });
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data?.updateGrade).toMatchObject({ id: grade.id, name: 'Versioned Grade Renamed', level: 6, description: 'Changed.' });
    expect(updated.body.data!.updateGrade.version).toBeGreaterThan(grade.version);

    const stale = await graphqlPost(gateway.graphqlUrl, {
      token,
      query: UPDATE_GRADE,
      variables: { id: grade.id, version: grade.version, input: { name: 'Lost Update' } },
    });
    expect(stale.body.data).toBeNull();
    expect(stale.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(stale.body.errors?.[0]?.path).toEqual(['updateGrade']);

    const after = await graphqlPost<{ grade: GradeResult }>(gateway.graphqlUrl, { token, query: GRADE, variables: { id: grade.id } });
    expect(after.body.data?.grade?.name).toBe('Versioned Grade Renamed');
  });

  test('a duplicate name is a CONFLICT with a field error on name', async () => {
    await create({ name: 'Unique Grade Name' });
    const duplicate = await graphqlPost(gateway.graphqlUrl, { token, query: CREATE_GRADE, variables: { input: { name: 'unique grade name' } } });
    const error = duplicate.body.errors?.[0];
    expect(error?.extensions?.code).toBe('CONFLICT');
    expect(error?.extensions?.fieldErrors).toEqual([{ field: 'name', message: expect.any(String) }]);
    expect(error?.message.length).toBeGreaterThan(0);
  });

  test('input the upstream rejects is BAD_USER_INPUT with its field errors', async () => {
    const invalid = await graphqlPost(gateway.graphqlUrl, { token, query: CREATE_GRADE, variables: { input: { name: '   ', level: 500 } } });
    const error = invalid.body.errors?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    const fields = (error?.extensions?.fieldErrors ?? []).map((f) => f.field).sort();
    expect(fields).toEqual(['level', 'name']);
  });

  test('deleteGrade answers the id; the grade is then gone (null) and a second delete is NOT_FOUND', async () => {
    const grade = await create({ name: 'Short Lived Grade' });
    const deleted = await graphqlPost<{ deleteGrade: string }>(gateway.graphqlUrl, { token, query: DELETE_GRADE, variables: { id: grade.id } });
    expect(deleted.body).toEqual({ data: { deleteGrade: grade.id } });

    const read = await graphqlPost(gateway.graphqlUrl, { token, query: GRADE, variables: { id: grade.id } });
    expect(read.body).toEqual({ data: { grade: null } });

    const again = await graphqlPost(gateway.graphqlUrl, { token, query: DELETE_GRADE, variables: { id: grade.id } });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  test('list arguments out of range are refused by the gateway as BAD_USER_INPUT, not swallowed', async () => {
    const answer = await graphqlPost(gateway.graphqlUrl, { token, query: GRADES_PAGE, variables: { pageSize: 101, page: 0 } });
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.body.errors?.[0]?.extensions?.fieldErrors?.map((f) => f.field)).toEqual(['page', 'pageSize']);
    expect(answer.body.extensions?.warnings).toBeUndefined();
  });

  test('a search holding an unpaired surrogate is sent upstream, not an INTERNAL_SERVER_ERROR', async () => {
    const answer = await graphqlPost(gateway.graphqlUrl, { token, query: GRADES_PAGE, variables: { search: 'zeta\ud800' } });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({ grades: expect.objectContaining({ page: 1 }) });
  });

  test('an id that would climb out of the resource path is refused before going upstream', async () => {
    const answer = await graphqlPost(gateway.graphqlUrl, { token, query: DELETE_GRADE, variables: { id: '..' } });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
