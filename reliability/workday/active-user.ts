import type { Dispatcher } from 'undici';
import { AUTHENTICATE } from '../client/accounts';
import { graphql, requestId, type GraphqlExchange } from '../client/graphql';
import { acknowledgedRecord } from '../client/records';
import { READ_OPERATIONS } from '../load/kinds';
import type { Timeline } from '../load/timeline';
import { seededRandom } from '../load/user';
import { sleep } from '../../scripts/stack/service';
import type { Employee } from './people';

/** A notification a write must cause: to whom, a text its title contains, and when the write was acknowledged. */
export interface Expected {
  recipient: Employee;
  /** E.g. `EQ-2026-0007 awaits you`. */
  match: string;
  ackAt: number;
  write: string;
}

/** A submitted requisition waiting for its Hod's approval. */
interface Waiting {
  id: string;
  version: number;
  requester: Employee;
}

/** What the active users share: where and how to send, what to record, when to stop. */
export interface DayContext {
  webUrl: string;
  dispatcher: Dispatcher;
  timeline: Timeline;
  expected: Expected[];
  /** Submitted requisitions by the id of the Hod who must approve them. */
  queues: Map<string, Waiting[]>;
  equipmentId: string;
  password: string;
  until: number;
  thinkMs: readonly [number, number];
  /** When (ms epoch) each active user signs in again from the office, by employee index. */
  signInAt: Map<number, number>;
}

const REQUISITION = 'equipmentRequisition { id number status version } errors { field message code reason }';
const CREATE = `mutation($input: EquipmentRequisitionInput!) { createEquipmentRequisition(input: $input) { ${REQUISITION} } }`;
const action = (name: string) => `mutation($id: ID!, $version: Int!) { ${name}EquipmentRequisition(id: $id, version: $version) { ${REQUISITION} } }`;

/**
 * One active employee of the working day (reliability/README.md "Working day"), through the web front
 * server from the office address, until `context.until`: thinks, then reads (the load's reads: pages with
 * search and sort, full lists, references, notifications) or acts —
 * - a requester creates an equipment requisition and submits it, which must notify its Hod ("… awaits you");
 * - a Hod approves the next requisition submitted to them, which must notify its requester ("… was approved");
 * and, once at its time in `context.signInAt`, signs in again with its password (an honest sign-in from
 * the shared address). Every request is recorded in the timeline; every notification due in `expected`.
 */
export async function runActiveUser(employee: Employee, context: DayContext): Promise<void> {
  const random = seededRandom(5000 + employee.index);
  const reads = READ_OPERATIONS.filter((operation) => !operation.managersOnly);
  let token = employee.token;
  const call = async (operation: string, write: boolean, query: string, variables: Record<string, unknown>): Promise<GraphqlExchange> => {
    const answer = await graphql(context.webUrl, {
      query,
      variables,
      // A sign-in is sent as a browser sends it, without the old token.
      token: operation === 'sign-in' ? undefined : token,
      requestId: requestId(`workday-u${employee.index}`),
      dispatcher: context.dispatcher,
      timeoutMs: 15_000,
    });
    context.timeline.record(employee.index, operation, write, answer);
    return answer;
  };
  const signInAt = context.signInAt.get(employee.index);
  let signedInAgain = signInAt === undefined;

  while (Date.now() < context.until) {
    await sleep(context.thinkMs[0] + random() * (context.thinkMs[1] - context.thinkMs[0]));
    if (Date.now() >= context.until) break;
    if (!signedInAgain && Date.now() >= signInAt!) {
      signedInAgain = true;
      const answer = await call('sign-in', true, AUTHENTICATE, { email: employee.email, password: context.password });
      const session = answer.data?.authenticate as { token?: string } | undefined;
      if (session?.token) token = session.token;
      continue;
    }
    if (random() < 0.7) {
      const operation = reads[Math.floor(random() * reads.length)]!;
      await call(operation.name, false, operation.query, operation.variables?.(random) ?? {});
    } else if (employee.part === 'requester') {
      await requestEquipment(employee, context, call);
    } else {
      await approveNext(employee, context, call);
    }
  }
}

type Call = (operation: string, write: boolean, query: string, variables: Record<string, unknown>) => Promise<GraphqlExchange>;

async function requestEquipment(employee: Employee, context: DayContext, call: Call): Promise<void> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const input = { items: [{ equipmentId: context.equipmentId, quantity: 1 }], dates: { from: day(2), to: day(4) }, purpose: `Workday laptop for ${employee.index}` };
  const created = acknowledgedRecord(await call('create requisition', true, CREATE, { input }), 'createEquipmentRequisition', 'equipmentRequisition');
  if (!created) return;
  const submitted = await call('submit requisition', true, action('submit'), { id: created.id, version: created.version });
  const record = acknowledgedRecord(submitted, 'submitEquipmentRequisition', 'equipmentRequisition');
  if (!record || !employee.hod) return;
  context.expected.push({ recipient: employee.hod, match: `${String(record.number)} awaits you`, ackAt: submitted.endedAt, write: `submit ${String(record.number)}` });
  const queue = context.queues.get(employee.hod.id) ?? [];
  queue.push({ id: String(record.id), version: Number(record.version), requester: employee });
  context.queues.set(employee.hod.id, queue);
}

async function approveNext(hod: Employee, context: DayContext, call: Call): Promise<void> {
  const next = context.queues.get(hod.id)?.shift();
  if (!next) return;
  const answer = await call('approve requisition', true, action('approve'), { id: next.id, version: next.version });
  const record = acknowledgedRecord(answer, 'approveEquipmentRequisition', 'equipmentRequisition');
  if (!record) return;
  context.expected.push({ recipient: next.requester, match: `${String(record.number)} was approved`, ackAt: answer.endedAt, write: `approve ${String(record.number)}` });
}
