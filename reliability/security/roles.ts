import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '../../contract/permissions';
import { RESOURCE_CATALOGUE, resourceGraphqlNames, type ResourceContract } from '../../contract/resources';
import { ROLES, type Role } from '../../contract/roles';
import { nextClientAddress, signIn } from '../client/accounts';
import { graphql, requestId } from '../client/graphql';
import { send } from '../client/http';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import { findLeaks } from '../report/leaks';
import type { Stack } from '../stack/stack';

/** The demo account of each role (the seed's, CONFIG.accounts). */
const ACCOUNT_OF: Readonly<Record<Role, string>> = {
  Employee: CONFIG.accounts.employee,
  Hod: CONFIG.accounts.hod,
  Finance: CONFIG.accounts.finance,
  Gvr: CONFIG.accounts.gvr,
  Admin: CONFIG.accounts.admin,
  Product: CONFIG.accounts.product,
};

/**
 * Every resource of the catalogue against the permission table (DESIGN §6, spec §2): each signed-in
 * role that its write permission leaves out is refused the resource's write, through the gateway
 * (FORBIDDEN before any upstream call) and on rest-api directly (403), with no data and no leak. The
 * write is a delete of an id that does not exist (an update with an empty input for a single-record
 * resource), so a wrongly allowed call changes nothing and shows as NOT_FOUND or a saved record
 * instead of the refusal. New resources are covered as soon as they are in the catalogue.
 */
export async function runRoleChecks(stack: Stack): Promise<CheckResult> {
  const check = new Check('Tokens', 'Every catalogue write refused to the roles the permission table leaves out', '403 / FORBIDDEN, no data, nothing changed');
  const tokens = new Map<Role, string>();
  for (const role of ROLES) tokens.set(role, (await signIn(stack.gatewayUrl, ACCOUNT_OF[role], CONFIG.password, nextClientAddress())).token);
  let calls = 0;
  for (const resource of RESOURCE_CATALOGUE as readonly ResourceContract[]) {
    const allowed: readonly Role[] = PERMISSIONS[resource.permissions.write].roles;
    const names = resourceGraphqlNames(resource);
    const single = resource.kind === 'single';
    const id = randomUUID();
    const field = single ? names.updateField : names.deleteField;
    const query = single ? `mutation { ${field}(version: 0, input: {}) { errors { code } } }` : `mutation { ${field}(id: "${id}") { deletedId errors { code } } }`;
    for (const role of ROLES.filter((candidate) => !allowed.includes(candidate))) {
      const token = tokens.get(role);
      const answer = await graphql(stack.gatewayUrl, { query, token, requestId: requestId('roles') });
      const refused = answer.errors.some((error) => error.extensions?.code === 'FORBIDDEN') && !answer.data?.[field] && findLeaks(answer.text).length === 0;
      check.expect(refused, () => `${role} → ${field}: ${answer.status} ${answer.text.slice(0, 240)}`);
      const rest = await send({
        method: single ? 'PUT' : 'DELETE',
        url: `${stack.restApiUrl}/setup/${resource.name}${single ? '' : `/${id}`}`,
        headers: { authorization: `Bearer ${token ?? ''}`, ...(single ? { 'content-type': 'application/json' } : {}) },
        body: single ? '{}' : undefined,
      });
      check.expect(
        rest.status === 403 && findLeaks(rest.text).length === 0,
        () => `${role} → REST ${single ? 'PUT' : 'DELETE'} /setup/${resource.name}: ${rest.status} ${rest.text.slice(0, 240)}`,
      );
      calls += 2;
    }
  }
  return check.figure(`${calls} refused writes over ${RESOURCE_CATALOGUE.length} resources and ${ROLES.length} roles`).finish();
}
