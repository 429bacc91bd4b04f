import { PERMISSIONS } from '../../contract/permissions';
import { RESOURCE_CATALOGUE, type ResourceContract } from '../../contract/resources';
import { ROLES, type Role } from '../../contract/roles';
import { tokensOfEveryRole } from '../client/accounts';
import { send } from '../client/http';
import { Check, type CheckResult } from '../report/checks';
import { findLeaks } from '../report/leaks';
import type { Stack } from '../stack/stack';

/**
 * The exports (docs/exports.md: `GET /setup/<resource>/export` on rest-api, `GET /files/exports/<resource>`
 * through the gateway), for every list resource of the catalogue:
 * - a role its list permission leaves out is refused (403 on both paths, no rows, no leak);
 * - without a token: 401 on both; bad input (a format that is not csv or xlsx, a page number, a NUL in
 *   the search, an unknown sort) 400 with a message on both, never a 500;
 * - the rows are the caller's: the Employee's customer export holds as many rows as their customers list
 *   (`totalDocs`), fewer than the Admin's.
 */
export async function runExportChecks(stack: Stack): Promise<CheckResult> {
  const check = new Check(
    'Tokens',
    'Exports refused to roles and bad input as their lists are, with the caller’s rows only',
    '403 / 401 / 400, no rows, no leak; rows = the list’s',
  );
  const tokens = await tokensOfEveryRole(stack.gatewayUrl);
  const both = (resource: string, query: string, token: string | undefined) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    return Promise.all([
      send({ method: 'GET', url: `${stack.restApiUrl}/setup/${resource}/export?${query}`, headers }),
      send({ method: 'GET', url: `${stack.gatewayUrl}/files/exports/${resource}?${query}`, headers }),
    ]);
  };
  let calls = 0;
  const lists = (RESOURCE_CATALOGUE as readonly ResourceContract[]).filter((resource) => resource.kind !== 'single');
  for (const resource of lists) {
    const allowed: readonly Role[] = PERMISSIONS[resource.permissions.list ?? resource.permissions.read].roles;
    for (const role of ROLES.filter((candidate) => !allowed.includes(candidate))) {
      for (const answer of await both(resource.name, 'format=csv', tokens.get(role))) {
        check.expect(answer.status === 403 && findLeaks(answer.text).length === 0, () => `${role} → export of ${resource.name}: ${answer.status} ${answer.text.slice(0, 200)}`);
        calls++;
      }
    }
    for (const answer of await both(resource.name, 'format=csv', undefined)) {
      check.expect(answer.status === 401, () => `no token → export of ${resource.name}: ${answer.status} ${answer.text.slice(0, 200)}`);
      calls++;
    }
    for (const query of ['format=pdf', 'format=csv&page=2', 'format=csv&search=a%00b', 'format=xlsx&sort=nosuchfield']) {
      for (const answer of await both(resource.name, query, tokens.get('Admin'))) {
        const message = (answer.json as { message?: unknown } | undefined)?.message;
        check.expect(
          answer.status === 400 && typeof message === 'string' && findLeaks(answer.text).length === 0,
          () => `export of ${resource.name}?${query}: ${answer.status} ${answer.text.slice(0, 200)}`,
        );
        calls++;
      }
    }
  }
  const rowsOf = async (role: Role) => {
    const [rest, gateway] = await both('customers', 'format=csv', tokens.get(role));
    const list = await send({ method: 'GET', url: `${stack.restApiUrl}/setup/customers/?limit=1`, headers: { authorization: `Bearer ${tokens.get(role) ?? ''}` } });
    calls += 3;
    return { rest: Number(rest.headers['x-export-rows']), gateway: Number(gateway.headers['x-export-rows']), list: (list.json as { totalDocs?: number } | undefined)?.totalDocs };
  };
  const employee = await rowsOf('Employee');
  const admin = await rowsOf('Admin');
  check.expect(
    employee.rest === employee.list && employee.gateway === employee.list && admin.rest === admin.list && employee.rest < admin.rest,
    () => `customer export rows: Employee ${JSON.stringify(employee)}, Admin ${JSON.stringify(admin)}`,
  );
  return check.figure(`${calls} export requests over ${lists.length} resources and ${ROLES.length} roles`).finish();
}
