import { ROLES, type Role } from '../../contract/roles';
import { CONFIG } from '../config';
import { graphql, requestId, type GraphqlExchange } from './graphql';

/** A signed-in employee: their token, id and roles (first = active). */
export interface Session {
  email: string;
  token: string;
  id: string;
  roles: string[];
}

/** The sign-in mutation the web client sends (schema.graphql `authenticate`). */
export const AUTHENTICATE = /* GraphQL */ `
  mutation SignIn($email: String!, $password: String!) {
    authenticate(email: $email, password: $password) {
      token
      id
      employeeName
      roles
    }
  }
`;

/**
 * Calls `authenticate` through the gateway as a client at `clientAddress` (sent as `X-Forwarded-For`;
 * the suite's rest-api trusts the gateway's address, so each simulated client has its own sign-in
 * budget of 60 counted attempts a minute).
 */
export function authenticate(gatewayUrl: string, email: string, password: string, clientAddress: string): Promise<GraphqlExchange> {
  return graphql(gatewayUrl, {
    query: AUTHENTICATE,
    variables: { email, password },
    requestId: requestId('signin'),
    headers: { 'x-forwarded-for': clientAddress },
  });
}

/**
 * Signs in through the gateway and returns the session.
 * @throws when the sign-in does not succeed (the setup of a phase cannot go on without it).
 */
export async function signIn(gatewayUrl: string, email: string, password: string, clientAddress: string): Promise<Session> {
  const answer = await authenticate(gatewayUrl, email, password, clientAddress);
  const user = answer.data?.authenticate as { token: string; id: string; roles: string[] } | undefined;
  if (!user) throw new Error(`sign-in of ${email} failed: ${answer.status} ${answer.text.slice(0, 300)}`);
  return { email, token: user.token, id: user.id, roles: user.roles };
}

let addressCounter = 0;

/**
 * A new client address for `X-Forwarded-For` from TEST-NET-3 (203.0.113.0/24, then onwards), so that
 * every phase and simulated user signs in from an address of its own.
 */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `203.0.${113 + Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** The demo account of each role (the seed's, CONFIG.accounts). */
export const ACCOUNT_OF: Readonly<Record<Role, string>> = {
  Employee: CONFIG.accounts.employee,
  Hod: CONFIG.accounts.hod,
  Finance: CONFIG.accounts.finance,
  Gvr: CONFIG.accounts.gvr,
  Admin: CONFIG.accounts.admin,
  Product: CONFIG.accounts.product,
};

/** A token of each role's demo account, signed in through the gateway at `gatewayUrl` (each from its own client address). */
export async function tokensOfEveryRole(gatewayUrl: string): Promise<Map<Role, string>> {
  const tokens = new Map<Role, string>();
  for (const role of ROLES) tokens.set(role, (await signIn(gatewayUrl, ACCOUNT_OF[role], CONFIG.password, nextClientAddress())).token);
  return tokens;
}
