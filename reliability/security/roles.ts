import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '../../contract/permissions';
import { RESOURCE_CATALOGUE, resourceGraphqlNames, workflowActionField, type ResourceContract } from '../../contract/resources';
import { WORKFLOWS, workflowActions } from '../../contract/workflows';
import { ROLES, type Role } from '../../contract/roles';
import { ACCOUNT_OF, nextClientAddress, signIn, tokensOfEveryRole } from '../client/accounts';
import { graphql, requestId } from '../client/graphql';
import { send } from '../client/http';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import { findLeaks } from '../report/leaks';
import type { Stack } from '../stack/stack';

/** A write the role checks probe: its GraphQL mutation (and the field it answers in) and its REST call. */
type WriteProbe = { field: string; query: string; method: 'PUT' | 'DELETE' | 'POST'; path: string; body?: string };

/**
 * Writes of a resource beyond its catalogue grammar, probed like its own (docs/visits.md "Receipts": a
 * claim line's receipt is removed by `deleteClaimReceipt`, REST `DELETE /setup/claims/{id}/lines/{lineId}/receipt`).
 */
const EXTRA_WRITE_PROBES: Readonly<Record<string, (id: string) => WriteProbe[]>> = {
  claims: (id) => [
    {
      field: 'deleteClaimReceipt',
      query: `mutation { deleteClaimReceipt(claimId: "${id}", lineId: "${id}") { id } }`,
      method: 'DELETE',
      path: `/setup/claims/${id}/lines/${id}/receipt`,
    },
  ],
};

/**
 * The write of `resource` the role checks probe, harmless when wrongly allowed: a delete of an id that
 * does not exist; for a single-record resource an update with an empty input; for a workflow resource
 * (docs/requisitions.md: no delete) every action of its workflow on an id that does not exist, and its
 * {@link EXTRA_WRITE_PROBES}. Each with its REST call.
 */
function writeProbes(resource: ResourceContract, id: string): WriteProbe[] {
  const names = resourceGraphqlNames(resource);
  if (resource.kind === 'single') {
    return [
      {
        field: names.updateField,
        query: `mutation { ${names.updateField}(version: 0, input: {}) { errors { code } } }`,
        method: 'PUT',
        path: `/setup/${resource.name}`,
        body: '{}',
      },
    ];
  }
  if (resource.workflow) {
    return [
      ...workflowActions(WORKFLOWS[resource.workflow]).map((action): WriteProbe => {
        const field = workflowActionField(resource, action);
        return {
          field,
          query: `mutation { ${field}(id: "${id}", version: 0) { errors { code } } }`,
          method: 'POST',
          path: `/setup/${resource.name}/${id}/${action}`,
          body: '{"__v":0}',
        };
      }),
      ...(EXTRA_WRITE_PROBES[resource.name]?.(id) ?? []),
    ];
  }
  return [
    { field: names.deleteField, query: `mutation { ${names.deleteField}(id: "${id}") { deletedId errors { code } } }`, method: 'DELETE', path: `/setup/${resource.name}/${id}` },
  ];
}

/**
 * Every resource of the catalogue against the permission table (DESIGN §6, spec §2): each signed-in
 * role that its write permission leaves out is refused the resource's writes ({@link writeProbes}),
 * through the gateway (FORBIDDEN before any upstream call) and on rest-api directly (403), with no data
 * and no leak, so a wrongly allowed call changes nothing and shows as NOT_FOUND or a saved record
 * instead of the refusal. New resources are covered as soon as they are in the catalogue.
 */
export async function runRoleChecks(stack: Stack): Promise<CheckResult> {
  const check = new Check('Tokens', 'Every catalogue write refused to the roles the permission table leaves out', '403 / FORBIDDEN, no data, nothing changed');
  const tokens = await tokensOfEveryRole(stack.gatewayUrl);
  let calls = 0;
  for (const resource of RESOURCE_CATALOGUE as readonly ResourceContract[]) {
    const allowed: readonly Role[] = PERMISSIONS[resource.permissions.write].roles;
    for (const probe of writeProbes(resource, randomUUID())) {
      for (const role of ROLES.filter((candidate) => !allowed.includes(candidate))) {
        const token = tokens.get(role);
        const answer = await graphql(stack.gatewayUrl, { query: probe.query, token, requestId: requestId('roles') });
        const refused = answer.errors.some((error) => error.extensions?.code === 'FORBIDDEN') && !answer.data?.[probe.field] && findLeaks(answer.text).length === 0;
        check.expect(refused, () => `${role} → ${probe.field}: ${answer.status} ${answer.text.slice(0, 240)}`);
        const rest = await send({
          method: probe.method,
          url: `${stack.restApiUrl}${probe.path}`,
          headers: { authorization: `Bearer ${token ?? ''}`, ...(probe.body ? { 'content-type': 'application/json' } : {}) },
          body: probe.body,
        });
        check.expect(rest.status === 403 && findLeaks(rest.text).length === 0, () => `${role} → REST ${probe.method} ${probe.path}: ${rest.status} ${rest.text.slice(0, 240)}`);
        calls += 2;
      }
    }
  }
  return check.figure(`${calls} refused writes over ${RESOURCE_CATALOGUE.length} resources and ${ROLES.length} roles`).finish();
}

/**
 * The GVR view list and the relations of visits and activities (docs/visits.md "Who sees what"), which
 * open every role to the routes and decide per record: with the seed's records, the Employee is answered
 * 404 / NOT_FOUND (as if it did not exist) for the Gvr demo user's visit (get, update, cancel) and the
 * Hod's logged call (delete); the Employee may not `correct` their own completed visit (Gvr, Admin only:
 * 403 / FORBIDDEN); the Hod reads the Employee's logged call but may not delete it (403); a visit's id
 * is no activity, even for an Admin (404). Through the gateway and on rest-api directly, no data, no leak.
 */
export async function runViewChecks(stack: Stack): Promise<CheckResult> {
  const check = new Check(
    'Tokens',
    'Visits, activities and claims outside the caller’s GVR view list or relation refused',
    '404 / NOT_FOUND or 403 / FORBIDDEN, no data, nothing changed',
  );
  const session = async (role: Role) => signIn(stack.gatewayUrl, ACCOUNT_OF[role], CONFIG.password, nextClientAddress());
  const [employee, hod, gvr, admin, finance] = [await session('Employee'), await session('Hod'), await session('Gvr'), await session('Admin'), await session('Finance')];
  const items = async (token: string, query: string) => {
    const answer = await graphql(stack.gatewayUrl, { query, token, requestId: requestId('views') });
    const page = Object.values(answer.data ?? {})[0] as { items?: Array<Record<string, string>> } | undefined;
    return page?.items ?? [];
  };
  const gvrVisit = (await items(gvr.token, '{ visits(mine: true, pageSize: 1) { items { id } } }'))[0]?.id;
  const ownCompleted = (await items(employee.token, '{ visits(mine: true, status: COMPLETED, pageSize: 1) { items { id } } }'))[0]?.id;
  const calls = await items(hod.token, '{ activities(kind: CALL, pageSize: 100) { items { id employeeId } } }');
  const hodCall = calls.find((call) => call.employeeId === hod.id)?.id;
  const employeeCall = calls.find((call) => call.employeeId === employee.id)?.id;
  // The seeded claims (src/seed/claims.ts): Gvr's draft, and the Employee's own submitted one.
  const gvrClaim = (await items(gvr.token, '{ claims(mine: true, pageSize: 1) { items { id } } }'))[0]?.id;
  const ownClaim = (await items(employee.token, '{ claims(mine: true, status: SUBMITTED, pageSize: 1) { items { id } } }'))[0]?.id;
  const found = { gvrVisit, ownCompleted, hodCall, employeeCall, gvrClaim, ownClaim };
  for (const [name, id] of Object.entries(found)) check.expect(id !== undefined, () => `no seeded record for ${name}`);
  if (Object.values(found).some((id) => id === undefined)) return check.finish();

  const probes: Array<{
    who: typeof employee;
    code: 'NOT_FOUND' | 'FORBIDDEN';
    query: string;
    field: string;
    method: 'GET' | 'PUT' | 'POST' | 'DELETE';
    path: string;
    body?: string;
  }> = [
    { who: employee, code: 'NOT_FOUND', field: 'visit', query: `{ visit(id: "${gvrVisit}") { id outcome } }`, method: 'GET', path: `/setup/visits/${gvrVisit}` },
    {
      who: employee,
      code: 'NOT_FOUND',
      field: 'updateVisit',
      query: `mutation { updateVisit(id: "${gvrVisit}", version: 0, input: { outcome: "x" }) { visit { id } errors { code } } }`,
      method: 'PUT',
      path: `/setup/visits/${gvrVisit}`,
      body: '{"outcome":"x"}',
    },
    {
      who: employee,
      code: 'NOT_FOUND',
      field: 'cancelVisit',
      query: `mutation { cancelVisit(id: "${gvrVisit}", version: 0, comment: "x") { visit { id } errors { code } } }`,
      method: 'POST',
      path: `/setup/visits/${gvrVisit}/cancel`,
      body: '{"comment":"x"}',
    },
    {
      who: employee,
      code: 'FORBIDDEN',
      field: 'correctVisit',
      query: `mutation { correctVisit(id: "${ownCompleted}", version: 0, comment: "x") { visit { id } errors { code } } }`,
      method: 'POST',
      path: `/setup/visits/${ownCompleted}/correct`,
      body: '{"comment":"x"}',
    },
    {
      who: employee,
      code: 'NOT_FOUND',
      field: 'deleteActivity',
      query: `mutation { deleteActivity(id: "${hodCall}") { deletedId errors { code } } }`,
      method: 'DELETE',
      path: `/setup/activities/${hodCall}`,
    },
    {
      who: hod,
      code: 'FORBIDDEN',
      field: 'deleteActivity',
      query: `mutation { deleteActivity(id: "${employeeCall}") { deletedId errors { code } } }`,
      method: 'DELETE',
      path: `/setup/activities/${employeeCall}`,
    },
    { who: admin, code: 'NOT_FOUND', field: 'activity', query: `{ activity(id: "${ownCompleted}") { id } }`, method: 'GET', path: `/setup/activities/${ownCompleted}` },
    { who: employee, code: 'NOT_FOUND', field: 'claim', query: `{ claim(id: "${gvrClaim}") { id total } }`, method: 'GET', path: `/setup/claims/${gvrClaim}` },
    {
      who: employee,
      code: 'FORBIDDEN',
      field: 'approveClaim',
      query: `mutation { approveClaim(id: "${ownClaim}", version: 1) { claim { id } errors { code } } }`,
      method: 'POST',
      path: `/setup/claims/${ownClaim}/approve`,
      body: '{}',
    },
    // A claim's visit summary follows the claim (docs/visits.md "The claim's visit"): none of another's claim, none of another's draft for a reviewer.
    {
      who: employee,
      code: 'NOT_FOUND',
      field: 'claimVisit',
      query: `{ claimVisit(claimId: "${gvrClaim}") { id outcome } }`,
      method: 'GET',
      path: `/setup/claims/${gvrClaim}/visit`,
    },
    {
      who: finance,
      code: 'NOT_FOUND',
      field: 'claimVisit',
      query: `{ claimVisit(claimId: "${gvrClaim}") { id outcome } }`,
      method: 'GET',
      path: `/setup/claims/${gvrClaim}/visit`,
    },
    { who: admin, code: 'NOT_FOUND', field: 'claimVisit', query: `{ claimVisit(claimId: "${ownClaim}") { id outcome } }`, method: 'GET', path: `/setup/claims/${ownClaim}/visit` },
    { who: finance, code: 'NOT_FOUND', field: 'claim', query: `{ claim(id: "${gvrClaim}") { id total } }`, method: 'GET', path: `/setup/claims/${gvrClaim}` },
    {
      who: employee,
      code: 'NOT_FOUND',
      field: 'deleteClaimReceipt',
      query: `mutation { deleteClaimReceipt(claimId: "${gvrClaim}", lineId: "${gvrClaim}") { id } }`,
      method: 'DELETE',
      path: `/setup/claims/${gvrClaim}/lines/${gvrClaim}/receipt`,
    },
  ];
  for (const probe of probes) {
    const answer = await graphql(stack.gatewayUrl, { query: probe.query, token: probe.who.token, requestId: requestId('views') });
    const value = answer.data?.[probe.field] as Record<string, unknown> | null | undefined;
    const codes = [...answer.errors.map((error) => error.extensions?.code), ...((value?.errors as Array<{ code: string }> | undefined) ?? []).map((error) => error.code)];
    const withheld = !value || (Object.values(value).every((part) => part === null || Array.isArray(part)) && !value.deletedId);
    check.expect(
      withheld && (codes.includes(probe.code) || (probe.code === 'NOT_FOUND' && value === null && answer.errors.length === 0)) && findLeaks(answer.text).length === 0,
      () => `${probe.who.email} → ${probe.field}: ${answer.status} ${answer.text.slice(0, 240)}`,
    );
    const rest = await send({
      method: probe.method,
      url: `${stack.restApiUrl}${probe.path}`,
      headers: { authorization: `Bearer ${probe.who.token}`, ...(probe.body ? { 'content-type': 'application/json' } : {}) },
      body: probe.body,
    });
    const status = probe.code === 'NOT_FOUND' ? 404 : 403;
    check.expect(
      rest.status === status && findLeaks(rest.text).length === 0,
      () => `${probe.who.email} → REST ${probe.method} ${probe.path}: ${rest.status} ${rest.text.slice(0, 240)}`,
    );
  }
  return check.figure(`${probes.length * 2} refused reads and writes of visits, activities and claims`).finish();
}
