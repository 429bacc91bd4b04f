import { graphqlPost } from './graphql-client';

/** The password of every demo user the rest-api seeds. */
export const DEMO_PASSWORD = 'BackOffice!2026';

/** Demo users seeded by the rest-api, by their first role (spec §6). */
export const DEMO_USERS = {
  admin: 'admin@example.com',
  employee: 'employee@example.com',
  gvr: 'gvr@example.com',
  hod: 'hod@example.com',
  finance: 'finance@example.com',
} as const;

const AUTHENTICATE = /* GraphQL */ `
  mutation SignIn($email: String!, $password: String!) {
    authenticate(email: $email, password: $password) {
      token
      id
      employeeName
      email
      roles
      gender
      photo
    }
  }
`;

/** The `CurrentUser` fields the tests read. */
export interface SignedInUser {
  token: string;
  id: string;
  employeeName: string;
  email: string;
  roles: string[];
  gender: string | null;
  photo: string | null;
}

/** Signs in through the gateway's `authenticate` mutation; throws with the errors when it fails. */
export async function signIn(graphqlUrl: string, email: string, password = DEMO_PASSWORD): Promise<SignedInUser> {
  const answer = await graphqlPost<{ authenticate: SignedInUser }>(graphqlUrl, {
    query: AUTHENTICATE,
    variables: { email, password },
  });
  const user = answer.body.data?.authenticate;
  if (!user) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(answer.body.errors)}`);
  return user;
}

/** The `authenticate` mutation document, for tests that look at its errors. */
export const AUTHENTICATE_MUTATION = AUTHENTICATE;
