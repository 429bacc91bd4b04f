import { AUTHENTICATE_MUTATION, DEMO_PASSWORD, DEMO_USERS, signIn } from '../../testing/accounts';
import { unsignedToken } from '../../testing/forged-tokens';
import { demoUpstream } from '../../testing/demo-upstream';
import { type TestGateway, startFakeGateway, startGateway } from '../../testing/gateway-server';
import { ALL_GRADES, CREATE_GRADE, GRADES_PAGE, type GradeResult } from '../../testing/grade-operations';
import { graphqlPost } from '../../testing/graphql-client';
import { closedPortUrl } from '../../testing/unreachable-upstream';

/**
 * Sign-in and the @auth directive (schema.graphql; DESIGN §3, §6; spec §3, §6). `gateway` talks to
 * the in-memory fake upstream (testing/demo-upstream.ts), in process; `offline` points at a closed port, so whatever it answers was decided by the gateway
 * alone (anything that went upstream would be an UPSTREAM error or a fallback with a warning).
 */
describe('authentication and roles', () => {
  let gateway: TestGateway;
  let offline: TestGateway;
  let adminToken: string;
  let employeeToken: string;

  beforeAll(async () => {
    gateway = await startFakeGateway({}, demoUpstream());
    offline = await startGateway({ UPSTREAM_URL: await closedPortUrl() });
    adminToken = (await signIn(gateway.graphqlUrl, DEMO_USERS.admin)).token;
    employeeToken = (await signIn(gateway.graphqlUrl, DEMO_USERS.employee)).token;
  });

  afterAll(async () => {
    await offline?.close();
    await gateway?.close();
  });

  async function gradeNames(): Promise<string[]> {
    const answer = await graphqlPost<{ allGrades: GradeResult[] }>(gateway.graphqlUrl, { token: adminToken, query: ALL_GRADES });
    return answer.body.data!.allGrades.map((g) => g.name);
  }

  describe('authenticate', () => {
    test('answers the current user with id, enum roles and gender from the legacy array', async () => {
      const answer = await graphqlPost(gateway.graphqlUrl, {
        query: AUTHENTICATE_MUTATION,
        variables: { email: DEMO_USERS.admin, password: DEMO_PASSWORD },
      });
      expect(answer.body.errors).toBeUndefined();
      const { photo, ...user } = answer.body.data?.authenticate as Record<string, unknown>;
      expect(photo === null || typeof photo === 'string').toBe(true);
      expect(user).toEqual({
        token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        id: expect.any(String),
        employeeName: expect.any(String),
        email: DEMO_USERS.admin,
        roles: ['ADMIN'],
        gender: expect.stringMatching(/^(MALE|FEMALE)$/),
      });
    });

    test('a Gvr employee gets the GVR role', async () => {
      const user = await signIn(gateway.graphqlUrl, DEMO_USERS.gvr);
      expect(user.roles[0]).toBe('GVR');
    });

    test('a wrong password and an unknown e-mail are the same UNAUTHENTICATED error with the upstream message', async () => {
      const wrongPassword = await graphqlPost(gateway.graphqlUrl, {
        query: AUTHENTICATE_MUTATION,
        variables: { email: DEMO_USERS.admin, password: 'not-the-password' },
      });
      const unknownEmail = await graphqlPost(gateway.graphqlUrl, {
        query: AUTHENTICATE_MUTATION,
        variables: { email: 'nobody@example.com', password: 'not-the-password' },
      });
      // Sign-in's result is the one non-null mutation result: a refusal nulls `data`.
      expect(wrongPassword.body.data).toBeNull();
      const error = wrongPassword.body.errors?.[0];
      expect(error?.extensions).toEqual({ code: 'UNAUTHENTICATED' });
      expect(error?.message).toMatch(/\w/);
      expect(error?.message).not.toBe('Unauthorized');
      expect(unknownEmail.body.errors?.[0]?.message).toBe(error?.message);
    });
  });

  describe('@auth without roles (reads)', () => {
    test('no token → UNAUTHENTICATED "Sign in to continue." decided by the gateway', async () => {
      const answer = await graphqlPost(offline.graphqlUrl, { query: GRADES_PAGE });
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0]).toMatchObject({ message: 'Sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
      expect(answer.body.extensions?.warnings).toBeUndefined();
    });

    test('an unreadable token → UNAUTHENTICATED decided by the gateway', async () => {
      for (const authorization of ['Bearer not-a-jwt', 'Basic YWRtaW46cGFzc3dvcmQ=']) {
        const answer = await graphqlPost(offline.graphqlUrl, { query: GRADES_PAGE, headers: { authorization } });
        expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        expect(answer.body.extensions?.warnings).toBeUndefined();
      }
    });

    test('an Employee may read grades', async () => {
      const answer = await graphqlPost(gateway.graphqlUrl, { token: employeeToken, query: GRADES_PAGE });
      expect(answer.body.errors).toBeUndefined();
      expect((answer.body.data?.grades as { total: number }).total).toBeGreaterThan(0);
    });

    test('an upstream 401 on a read is UNAUTHENTICATED, never swallowed into an empty page', async () => {
      const forged = unsignedToken({ roles: ['Admin'] });
      const answer = await graphqlPost(gateway.graphqlUrl, { token: forged, query: GRADES_PAGE });
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(answer.body.extensions?.warnings).toBeUndefined();
    });
  });

  describe('@auth(roles: [GVR, ADMIN]) (writes)', () => {
    test('an Employee gets FORBIDDEN on createGrade and the grade is not created', async () => {
      const answer = await graphqlPost(gateway.graphqlUrl, {
        token: employeeToken,
        query: CREATE_GRADE,
        variables: { input: { name: 'Employee Made Grade' } },
      });
      expect(answer.body.data).toEqual({ createGrade: null });
      expect(answer.body.errors?.[0]).toMatchObject({ path: ['createGrade'], extensions: { code: 'FORBIDDEN' } });
      expect(await gradeNames()).not.toContain('Employee Made Grade');
    });

    test('the FORBIDDEN never reaches the endpoint: a gateway whose upstream is down still answers it (only the roles lookup was tried)', async () => {
      const requestId = 'forbidden-before-upstream';
      const answer = await graphqlPost(offline.graphqlUrl, {
        token: employeeToken,
        query: CREATE_GRADE,
        variables: { input: { name: 'Never Sent' } },
        headers: { 'x-request-id': requestId },
      });
      expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN' });
      const lines = offline.logs.filter((line) => line.requestId === requestId);
      expect(lines.length).toBeGreaterThan(0);
      const tried = lines.filter((line) => line.msg === 'upstream request failed').map((line) => line.upstream as { method: string; path: string });
      expect(tried).toEqual([{ method: 'GET', path: expect.stringMatching(/^employees\/[^/]+$/) }]);
    });

    test('the active role is the FIRST role: an Employee who is also Admin second is refused', async () => {
      const answer = await graphqlPost(offline.graphqlUrl, {
        token: unsignedToken({ roles: ['Employee', 'Admin'] }),
        query: CREATE_GRADE,
        variables: { input: { name: 'Second Role Grade' } },
      });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    test('a Gvr may create', async () => {
      const gvr = await signIn(gateway.graphqlUrl, DEMO_USERS.gvr);
      const answer = await graphqlPost(gateway.graphqlUrl, {
        token: gvr.token,
        query: CREATE_GRADE,
        variables: { input: { name: 'Gvr Made Grade' } },
      });
      expect(answer.body.errors).toBeUndefined();
      expect(await gradeNames()).toContain('Gvr Made Grade');
    });

    test('a token without roles (another upstream) is passed on for the upstream to decide', async () => {
      const noRoles = unsignedToken({ name: 'someone' });
      const offlineAnswer = await graphqlPost(offline.graphqlUrl, {
        token: noRoles,
        query: CREATE_GRADE,
        variables: { input: { name: 'No Roles Grade' } },
      });
      expect(offlineAnswer.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM');

      const liveAnswer = await graphqlPost(gateway.graphqlUrl, {
        token: noRoles,
        query: CREATE_GRADE,
        variables: { input: { name: 'No Roles Grade' } },
      });
      expect(liveAnswer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await gradeNames()).not.toContain('No Roles Grade');
    });
  });
});
