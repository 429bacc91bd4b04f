import { DEMO_USERS, type SignedInUser, signIn } from '../../testing/accounts';
import { demoUpstream } from '../../testing/demo-upstream';
import { type TestGateway, startFakeGateway } from '../../testing/gateway-server';
import { ALL_GRADES, CREATE_GRADE, type GradeResult, type PayloadResult } from '../../testing/grade-operations';
import { graphqlPost } from '../../testing/graphql-client';

/**
 * Every request gets its own context and upstream client (http/context.ts, DESIGN §3): callers with
 * different tokens, in the same moment, on the same gateway, never see each other's answers. In
 * process, against the fake upstream (testing/demo-upstream.ts).
 */
describe('per-request context', () => {
  let gateway: TestGateway;
  let admin: SignedInUser;
  let employee: SignedInUser;

  beforeAll(async () => {
    gateway = await startFakeGateway({}, demoUpstream());
    admin = await signIn(gateway.graphqlUrl, DEMO_USERS.admin);
    employee = await signIn(gateway.graphqlUrl, DEMO_USERS.employee);
  });

  afterAll(async () => {
    await gateway?.close();
  });

  test('concurrent creates: each Employee call is FORBIDDEN while each Admin call succeeds', async () => {
    const rounds = Array.from({ length: 8 }, (_, i) => i);
    const answers = await Promise.all(
      rounds.flatMap((i) => [
        graphqlPost<{ createGrade: PayloadResult<'grade', GradeResult> }>(gateway.graphqlUrl, {
          token: employee.token,
          query: CREATE_GRADE,
          variables: { input: { name: `Concurrent Employee ${i}` } },
        }),
        graphqlPost<{ createGrade: PayloadResult<'grade', GradeResult> }>(gateway.graphqlUrl, {
          token: admin.token,
          query: CREATE_GRADE,
          variables: { input: { name: `Concurrent Admin ${i}` } },
        }),
      ]),
    );
    answers.forEach((answer, index) => {
      const round = Math.floor(index / 2);
      if (index % 2 === 0) {
        expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      } else {
        expect(answer.body.errors).toBeUndefined();
        expect(answer.body.data?.createGrade.grade?.name).toBe(`Concurrent Admin ${round}`);
      }
    });
    const all = await graphqlPost<{ allGrades: GradeResult[] }>(gateway.graphqlUrl, { token: admin.token, query: ALL_GRADES });
    const names = all.body.data!.allGrades.map((g) => g.name);
    expect(names.filter((n) => n.startsWith('Concurrent Admin'))).toHaveLength(8);
    expect(names.filter((n) => n.startsWith('Concurrent Employee'))).toHaveLength(0);
  });

  test('concurrent sign-ins each answer their own user', async () => {
    const emails = [DEMO_USERS.admin, DEMO_USERS.employee, DEMO_USERS.gvr, DEMO_USERS.employee, DEMO_USERS.admin, DEMO_USERS.gvr];
    const users = await Promise.all(emails.map((email) => signIn(gateway.graphqlUrl, email)));
    users.forEach((user, index) => expect(user.email).toBe(emails[index]));
    expect(users.map((user) => user.roles[0])).toEqual(['ADMIN', 'EMPLOYEE', 'GVR', 'EMPLOYEE', 'ADMIN', 'GVR']);
  });

  test("employee(id) at once by several callers: each their own answer, never another caller's loaded references", async () => {
    const gvr = await signIn(gateway.graphqlUrl, DEMO_USERS.gvr);
    const query = 'query Employee($id: ID!) { employee(id: $id) { id email reportsToId reportsTo { id employeeName } } }';
    type Answer = { employee: { id: string; email: string; reportsToId: string | null; reportsTo: { id: string } | null } | null };
    const calls = Array.from({ length: 4 }, () => [
      graphqlPost<Answer>(gateway.graphqlUrl, { token: employee.token, query, variables: { id: employee.id } }),
      graphqlPost<Answer>(gateway.graphqlUrl, { token: gvr.token, query, variables: { id: employee.id } }),
      graphqlPost<Answer>(gateway.graphqlUrl, { token: employee.token, query, variables: { id: gvr.id } }),
      graphqlPost<Answer>(gateway.graphqlUrl, { token: admin.token, query, variables: { id: admin.id } }),
    ]).flat();
    const answers = await Promise.all(calls);
    answers.forEach((answer, index) => {
      switch (index % 4) {
        case 0: // the employee reads themselves; their manager is not theirs to read → null plus a WITHHELD warning
          expect(answer.body.data?.employee).toMatchObject({ id: employee.id, email: DEMO_USERS.employee, reportsTo: null });
          expect(answer.body.data?.employee?.reportsToId).toEqual(expect.any(String));
          // Withheld from this caller: null WITH a warning, never a silent null (docs/graphql-grammar.md "Mutations").
          expect(answer.body.extensions).toEqual({ warnings: [{ path: ['employee', 'reportsTo'], code: 'FORBIDDEN', message: expect.any(String), reason: 'WITHHELD' }] });
          break;
        case 1: // the Gvr reads the same employee: the manager resolves for them
          expect(answer.body.data?.employee).toMatchObject({ id: employee.id, reportsTo: { id: answer.body.data?.employee?.reportsToId } });
          break;
        case 2: // the employee asks for someone else: refused by the gateway
          expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
          break;
        default:
          expect(answer.body.data?.employee).toMatchObject({ id: admin.id, email: DEMO_USERS.admin });
      }
    });
  });

  test('a signed-out caller and a signed-in one reading at once get their own answers', async () => {
    const [anonymous, signedIn] = await Promise.all([
      graphqlPost(gateway.graphqlUrl, { query: ALL_GRADES }),
      graphqlPost<{ allGrades: GradeResult[] }>(gateway.graphqlUrl, { token: employee.token, query: ALL_GRADES }),
    ]);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(signedIn.body.data?.allGrades.length).toBeGreaterThan(0);
  });
});
