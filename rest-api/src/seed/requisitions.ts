import type { Db } from '../db/database';
import { equipmentCategories, equipmentRequisitionItems, equipmentRequisitions, equipments, eventRequisitions, workflowHistory } from '../db/schema';
import { WORKFLOWS, type WorkflowName } from '../generated/contract/workflows';
import { nextNumber } from '../workflow/numbering';
import { EMPLOYEES } from './data';
import { DEMO_EQUIPMENT_REQUISITIONS, DEMO_EVENT_REQUISITIONS, EQUIPMENT_CATEGORIES, EQUIPMENTS } from './equipment-data';
import { seedId } from './seed-id';

/** A date `days` after `from` (UTC), `YYYY-MM-DD`. */
function dayAfter(from: Date, days: number): string {
  const at = new Date(from);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The seeded employee of `email` as a requester or actor: id and name. */
function person(email: string, employeeId: (email: string) => string) {
  const found = EMPLOYEES.find((e) => e.email === email);
  if (!found) throw new Error(`No seeded employee ${email}`);
  return { id: employeeId(email), name: found.employeeName };
}

/** A row of the workflow history table, without its time. */
type HistoryRow = Omit<typeof workflowHistory.$inferInsert, 'at'>;

/** The status, number and history rows of a demo workflow record of `kind` that went through `steps` (requisitions, visits). */
export async function workflowRows(
  tx: Db,
  kind: WorkflowName,
  id: string,
  requester: { id: string; name: string },
  steps: readonly { action: string; to: string; by: string }[],
  employeeId: (email: string) => string,
) {
  const workflow = WORKFLOWS[kind];
  const history: HistoryRow[] = [
    {
      id: seedId(`history:${id}:0`),
      kind,
      recordId: id,
      action: null,
      fromStatus: null,
      toStatus: workflow.initial,
      actorId: requester.id,
      actorName: requester.name,
    },
  ];
  let status: string = workflow.initial;
  for (const [i, step] of steps.entries()) {
    const actor = person(step.by, employeeId);
    history.push({
      id: seedId(`history:${id}:${i + 1}`),
      kind,
      recordId: id,
      action: step.action,
      fromStatus: status,
      toStatus: step.to,
      actorId: actor.id,
      actorName: actor.name,
    });
    status = step.to;
  }
  // Spread the history over the last minutes, oldest first.
  const at = (i: number) => new Date(Date.now() - (history.length - i) * 60_000);
  return {
    columns: { status, number: await nextNumber(tx, workflow.numberPrefix), requester: requester.id, requesterName: requester.name, version: steps.length },
    history: history.map((row, i) => ({ ...row, at: at(i) })),
  };
}

/**
 * Inserts the demo equipment setup and requisitions of src/seed/equipment-data.ts (DESIGN §5,
 * docs/requisitions.md): 3 equipment categories, 6 equipments, 2 equipment requisitions of the Employee
 * demo user (one awaiting the Hod, one a draft) and 1 event requisition awaiting Finance, numbered from
 * the counters and with their history, dated from `today`.
 */
export async function seedRequisitions(tx: Db, employeeId: (email: string) => string, today = new Date()): Promise<void> {
  const categoryId = (name: string) => seedId(`equipment-category:${name}`);
  const equipmentId = (code: string) => seedId(`equipment:${code}`);
  await tx.insert(equipmentCategories).values(EQUIPMENT_CATEGORIES.map((c) => ({ id: categoryId(c.name), ...c })));
  await tx.insert(equipments).values(EQUIPMENTS.map((e) => ({ id: equipmentId(e.code), ...e, category: categoryId(e.category) })));
  const requester = person('employee@example.com', employeeId);
  for (const demo of DEMO_EQUIPMENT_REQUISITIONS) {
    const id = seedId(`equipment-requisition:${demo.key}`);
    const { columns, history } = await workflowRows(tx, 'equipmentRequisitions', id, requester, demo.steps, employeeId);
    const dates = { from: dayAfter(today, demo.startsIn), to: dayAfter(today, demo.startsIn + demo.days - 1) };
    await tx.insert(equipmentRequisitions).values({ id, ...columns, dates, purpose: demo.purpose });
    await tx.insert(equipmentRequisitionItems).values(
      demo.items.map((item, position) => ({
        id: seedId(`equipment-requisition-item:${demo.key}:${position}`),
        requisition: id,
        equipment: equipmentId(item.equipment),
        quantity: item.quantity,
        position,
      })),
    );
    await tx.insert(workflowHistory).values(history);
  }
  for (const demo of DEMO_EVENT_REQUISITIONS) {
    const id = seedId(`event-requisition:${demo.key}`);
    const { columns, history } = await workflowRows(tx, 'eventRequisitions', id, requester, demo.steps, employeeId);
    const dates = { from: dayAfter(today, demo.startsIn), to: dayAfter(today, demo.startsIn + demo.days - 1) };
    const { portfolio, eventName, venue, attendees, budget } = demo;
    await tx.insert(eventRequisitions).values({ id, ...columns, portfolio: seedId(`portfolio:${portfolio}`), eventName, venue, dates, attendees, budget });
    await tx.insert(workflowHistory).values(history);
  }
}
