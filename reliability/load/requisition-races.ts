import type { Session } from '../client/accounts';
import { graphql, requestId, type GraphqlExchange } from '../client/graphql';
import { acknowledgedRecord, payloadOf, userErrors } from '../client/records';
import { Check, type CheckResult } from '../report/checks';

const ERRORS = 'errors { field message code reason }';
const RECORD = 'id number status version';
const CREATE_CATEGORY = `mutation($input: EquipmentCategoryInput!) { createEquipmentCategory(input: $input) { equipmentCategory { id } ${ERRORS} } }`;
const CREATE_EQUIPMENT = `mutation($input: EquipmentInput!) { createEquipment(input: $input) { equipment { id quantity } ${ERRORS} } }`;
const GET_EQUIPMENT = 'query($id: ID!) { equipment(id: $id) { id quantity } }';
const CREATE = `mutation($input: EquipmentRequisitionInput!) { createEquipmentRequisition(input: $input) { equipmentRequisition { ${RECORD} } ${ERRORS} } }`;
const NUMBERS = `query($page: Int) { equipmentRequisitions(page: $page, pageSize: 100, sort: { field: NUMBER, direction: ASC }) { items { number } hasNextPage } }`;
const act = (action: string) => `mutation($id: ID!, $version: Int!) { ${action}EquipmentRequisition(id: $id, version: $version) { equipmentRequisition { ${RECORD} } ${ERRORS} } }`;

/** Options of {@link runRequisitionRaces}. */
export interface RequisitionRaceOptions {
  gatewayUrl: string;
  /** The requester (an Employee). */
  employee: Session;
  /** Approves the requests (an Admin: never the requester). */
  admin: Session;
  /** Those who issue at once (Gvr and Admin sessions, used in turn). */
  issuers: readonly Session[];
  /** How many requisitions are created at once, and then issued at once. */
  clients: number;
  /** Units on the shelf of the raced equipment (fewer than `clients`, so that most issues must be refused). */
  stock: number;
}

interface Requisition {
  id: string;
  number: string;
  status: string;
  version: number;
}

/**
 * The workflow races of docs/requisitions.md (DESIGN §5 "numbering without gaps, one winner for
 * concurrent actions"), through the gateway on the real stack:
 * - numbering: `clients` requisitions created at once get distinct numbers, and every equipment
 *   requisition number of the year (from 0001) is present once, without a gap;
 * - stock: an equipment with `stock` units; `clients` approved requisitions of one unit each are issued
 *   at once by Gvr/Admin clients: exactly `stock` issues succeed, every other one is a clean CONFLICT
 *   OUT_OF_STOCK (a payload error, no top-level error, no 5xx), and the shelf ends at 0, never below.
 */
export async function runRequisitionRaces(options: RequisitionRaceOptions): Promise<CheckResult[]> {
  const numbering = new Check('Load', 'Concurrent requisition numbers', `${options.clients} creations at once: numbers unique and gap-free`);
  const stock = new Check('Load', 'Concurrent issues of the last units', `${options.stock} of ${options.clients} issues succeed, the others CONFLICT; stock never below 0`);
  const call = (session: Session, query: string, variables: Record<string, unknown>) =>
    graphql(options.gatewayUrl, { query, variables, token: session.token, requestId: requestId('requisition') });

  const tag = Date.now().toString(36);
  const category = acknowledgedRecord(await call(options.admin, CREATE_CATEGORY, { input: { name: `Rel race ${tag}` } }), 'createEquipmentCategory', 'equipmentCategory');
  const created = await call(options.admin, CREATE_EQUIPMENT, {
    input: { code: `RACE-${tag}`, name: `Raced projector ${tag}`, categoryId: category?.id, quantity: options.stock },
  });
  const equipment = acknowledgedRecord(created, 'createEquipment', 'equipment') as { id: string } | undefined;
  if (!equipment) {
    const why = `could not create the raced equipment: ${created.text.slice(0, 200)}`;
    return [numbering.fail(why).finish(), stock.fail(why).finish()];
  }

  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const dates = { from: day(1), to: day(3) };
  const creations = await Promise.all(
    Array.from({ length: options.clients }, (_, index) =>
      call(options.employee, CREATE, { input: { items: [{ equipmentId: equipment.id, quantity: 1 }], dates, purpose: `Race ${tag} #${index}` } }),
    ),
  );
  const requisitions: Requisition[] = [];
  for (const answer of creations) {
    const record = acknowledgedRecord(answer, 'createEquipmentRequisition', 'equipmentRequisition') as Requisition | undefined;
    if (record) requisitions.push(record);
    else numbering.fail(`a creation failed: ${answer.status} ${answer.text.slice(0, 200)}`);
  }
  const numbers = requisitions.map((requisition) => requisition.number);
  numbering.expect(new Set(numbers).size === numbers.length, () => `duplicate numbers among ${numbers.join(', ')}`);
  const year = await everyNumber(options, call);
  const expected = year.map((_, index) => `EQ-${today.getUTCFullYear()}-${String(index + 1).padStart(4, '0')}`);
  numbering.expect(
    year.length > 0 && year.every((number, index) => number === expected[index]),
    () => `the year's numbers are not 0001…${String(year.length).padStart(4, '0')} without gaps: ${year.slice(0, 30).join(', ')}`,
  );
  numbering.figure(`${numbers.length} created at once; the year's ${year.length} numbers run ${year[0] ?? '–'}…${year.at(-1) ?? '–'} without a gap`);

  const approved: Requisition[] = [];
  for (const requisition of requisitions) {
    const submitted = record(await call(options.employee, act('submit'), { id: requisition.id, version: requisition.version }), 'submit');
    const decided = submitted && record(await call(options.admin, act('approve'), { id: submitted.id, version: submitted.version }), 'approve');
    if (decided?.status === 'APPROVED') approved.push(decided);
    else stock.fail(`could not submit and approve ${requisition.number}`);
  }
  const issues = await Promise.all(
    approved.map((requisition, index) => call(options.issuers[index % options.issuers.length]!, act('issue'), { id: requisition.id, version: requisition.version })),
  );
  let issued = 0;
  let refused = 0;
  for (const answer of issues) {
    const refusal = userErrors(payloadOf(answer, 'issueEquipmentRequisition'))[0];
    if (record(answer, 'issue')?.status === 'ISSUED') {
      issued += 1;
      stock.pass();
    } else if (answer.errors.length === 0 && refusal?.code === 'CONFLICT' && refusal.reason === 'OUT_OF_STOCK') {
      refused += 1;
      stock.pass();
    } else stock.fail(`an issue was neither done nor a clean OUT_OF_STOCK conflict: ${answer.status} ${answer.text.slice(0, 240)}`);
  }
  const shelf = (await call(options.admin, GET_EQUIPMENT, { id: equipment.id })).data?.equipment as { quantity: number } | undefined;
  stock.expect(issued === Math.min(options.stock, approved.length), () => `${issued} issues succeeded, expected ${Math.min(options.stock, approved.length)}`);
  stock.expect(shelf?.quantity === options.stock - issued, () => `the shelf holds ${String(shelf?.quantity)}, expected ${options.stock - issued}`);
  stock.figure(`${issued} issued, ${refused} refused OUT_OF_STOCK of ${approved.length} at once; ${String(shelf?.quantity)} left on the shelf`);
  return [numbering.finish(), stock.finish()];
}

/** The record an action answered, or undefined. */
function record(answer: GraphqlExchange, action: string): Requisition | undefined {
  return acknowledgedRecord(answer, `${action}EquipmentRequisition`, 'equipmentRequisition') as Requisition | undefined;
}

/** Every equipment requisition number the admin reads, in number order. */
async function everyNumber(
  options: RequisitionRaceOptions,
  call: (session: Session, query: string, variables: Record<string, unknown>) => Promise<GraphqlExchange>,
): Promise<string[]> {
  const numbers: string[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const list = (await call(options.admin, NUMBERS, { page })).data?.equipmentRequisitions as { items: { number: string }[]; hasNextPage: boolean } | undefined;
    if (!list) break;
    numbers.push(...list.items.map((item) => item.number));
    if (!list.hasNextPage) break;
  }
  return numbers;
}
