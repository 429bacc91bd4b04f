import { ACCOUNT_OF, nextClientAddress, signIn, type Session } from '../client/accounts';
import { graphql, requestId } from '../client/graphql';
import { send } from '../client/http';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import { findLeaks } from '../report/leaks';
import type { Stack } from '../stack/stack';

const RECORD = 'equipmentRequisition { id version status } errors { code reason message }';

/**
 * The requisition steps out of APPROVED and the checks before approval (docs/requisitions.md "After
 * approval", "Stock"), by role and relation: on the Employee's own approved equipment requisition
 * (made, submitted and approved by their Hod here), the Hod may neither cancel it nor send it back
 * (403 / FORBIDDEN), Finance and Product do not even see it (404 / NOT_FOUND), the requester may not
 * send it back (403) nor cancel it without a comment (400 / BAD_USER_INPUT); and Gvr, who reads every
 * event requisition (spec §2 Event Requisition Exports), may not complete someone else's (403). Through
 * the gateway and on rest-api directly, no data, no leak; the requisition is still APPROVED afterwards.
 */
export async function runRequisitionStepChecks(stack: Stack): Promise<CheckResult> {
  const check = new Check('Tokens', 'Requisition steps after approval refused to the wrong role or relation', '403 / FORBIDDEN, 404 / NOT_FOUND or 400, nothing changed');
  const session = (role: keyof typeof ACCOUNT_OF) => signIn(stack.gatewayUrl, ACCOUNT_OF[role], CONFIG.password, nextClientAddress());
  const [employee, hod, finance, product, gvr] = [await session('Employee'), await session('Hod'), await session('Finance'), await session('Product'), await session('Gvr')];
  const call = async (who: Session, query: string, variables: Record<string, unknown> = {}) =>
    graphql(stack.gatewayUrl, { query, variables, token: who.token, requestId: requestId('requisition-steps') });

  const equipment = (await call(employee, '{ equipments(pageSize: 1, active: true) { items { id } } }')).data?.equipments as { items: Array<{ id: string }> } | undefined;
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const created = await call(employee, `mutation($input: EquipmentRequisitionInput!) { createEquipmentRequisition(input: $input) { ${RECORD} } }`, {
    input: { items: [{ equipmentId: equipment?.items[0]?.id, quantity: 1 }], dates: { from: day, to: day }, purpose: 'Reliability: steps after approval' },
  });
  let record = (created.data?.createEquipmentRequisition as { equipmentRequisition?: { id: string; version: number } } | undefined)?.equipmentRequisition;
  for (const [who, action] of [
    [employee, 'submit'],
    [hod, 'approve'],
  ] as const) {
    if (!record) break;
    const field = `${action}EquipmentRequisition`;
    const answer = await call(who, `mutation($id: ID!, $version: Int!) { ${field}(id: $id, version: $version) { ${RECORD} } }`, { id: record.id, version: record.version });
    record = (answer.data?.[field] as { equipmentRequisition?: { id: string; version: number } } | undefined)?.equipmentRequisition;
  }
  const events = (await call(gvr, '{ eventRequisitions(pageSize: 5) { items { id requesterId version } } }')).data?.eventRequisitions as
    { items: Array<{ id: string; requesterId: string; version: number }> } | undefined;
  const othersEvent = events?.items.find((event) => event.requesterId !== gvr.id);
  check.expect(record !== undefined, () => `could not make an approved equipment requisition: ${created.text.slice(0, 240)}`);
  check.expect(othersEvent !== undefined, () => 'Gvr reads no event requisition of someone else (the seed has one waiting for Finance)');
  if (!record || !othersEvent) return check.finish();

  const probes: Array<{ who: Session; code: 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT'; kind: string; id: string; action: string; comment: string | null }> = [
    { who: hod, code: 'FORBIDDEN', kind: 'equipmentRequisitions', id: record.id, action: 'cancel', comment: 'Not mine to cancel' },
    { who: hod, code: 'FORBIDDEN', kind: 'equipmentRequisitions', id: record.id, action: 'sendBack', comment: 'Not mine to send back' },
    { who: employee, code: 'FORBIDDEN', kind: 'equipmentRequisitions', id: record.id, action: 'sendBack', comment: 'Own' },
    { who: finance, code: 'NOT_FOUND', kind: 'equipmentRequisitions', id: record.id, action: 'cancel', comment: 'Unseen' },
    { who: product, code: 'NOT_FOUND', kind: 'equipmentRequisitions', id: record.id, action: 'cancel', comment: 'Unseen' },
    { who: employee, code: 'BAD_USER_INPUT', kind: 'equipmentRequisitions', id: record.id, action: 'cancel', comment: null },
    { who: gvr, code: 'FORBIDDEN', kind: 'eventRequisitions', id: othersEvent.id, action: 'complete', comment: null },
  ];
  for (const probe of probes) {
    const type = probe.kind === 'equipmentRequisitions' ? 'EquipmentRequisition' : 'EventRequisition';
    const field = `${probe.action}${type}`;
    const payload = probe.kind === 'equipmentRequisitions' ? 'equipmentRequisition' : 'eventRequisition';
    const version = probe.kind === 'equipmentRequisitions' ? record.version : othersEvent.version;
    const answer = await call(
      probe.who,
      `mutation($id: ID!, $version: Int!, $comment: String) { ${field}(id: $id, version: $version, comment: $comment) { ${payload} { id } errors { code } } }`,
      {
        id: probe.id,
        version,
        comment: probe.comment,
      },
    );
    const value = answer.data?.[field] as { errors?: Array<{ code: string }>; [key: string]: unknown } | null | undefined;
    const codes = [...answer.errors.map((error) => error.extensions?.code), ...(value?.errors ?? []).map((error) => error.code)];
    check.expect(
      !value?.[payload] && codes.includes(probe.code) && findLeaks(answer.text).length === 0,
      () => `${probe.who.email} → ${field}: ${answer.status} ${answer.text.slice(0, 240)}`,
    );
    const rest = await send({
      method: 'POST',
      url: `${stack.restApiUrl}/setup/${probe.kind}/${probe.id}/${probe.action}`,
      headers: { authorization: `Bearer ${probe.who.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(probe.comment ? { comment: probe.comment } : {}),
    });
    const status = { FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400 }[probe.code];
    check.expect(
      rest.status === status && findLeaks(rest.text).length === 0,
      () => `${probe.who.email} → REST POST ${probe.kind}/${probe.action}: ${rest.status} ${rest.text.slice(0, 240)}`,
    );
  }
  const after = (await call(employee, `query($id: ID!) { equipmentRequisition(id: $id) { status } }`, { id: record.id })).data?.equipmentRequisition as
    { status: string } | undefined;
  check.expect(after?.status === 'APPROVED', () => `the requisition moved: ${JSON.stringify(after)}`);
  return check.figure(`${probes.length * 2} refused steps of requisitions after approval`).finish();
}
