import type { Db } from '../db/database';
import { loggedActivities, visitNotes, visitProducts, visits, workflowHistory } from '../db/schema';
import { EMPLOYEES } from './data';
import { demoCustomers, GVR_SECTIONS, PRODUCTS } from './master-data';
import { workflowRows } from './requisitions';
import { seedId } from './seed-id';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo visits (docs/visits.md): per visitor, when it starts relative to `today` 09:00 UTC (days,
 * hours), how long it lasts, which of their customers, and what became of it. `completedAfter`: days after
 * its end that the report was completed (over the demo deadline of 3 days: late).
 */
const DEMO_VISITS = [
  { key: 'done', visitor: 'employee@example.com', customer: 0, startsIn: [-2, 1], hours: 1, outcome: 'Ordered 20 boxes; wants a training session.', completedAfter: 0 },
  { key: 'late-report', visitor: 'employee@example.com', customer: 1, startsIn: [-12, 2], hours: 2, outcome: 'Discussed the new price list.', completedAfter: 6 },
  { key: 'overdue', visitor: 'employee@example.com', customer: 2, startsIn: [-6, 0], hours: 1, outcome: null, completedAfter: null },
  { key: 'tomorrow', visitor: 'employee@example.com', customer: 0, startsIn: [1, 1], hours: 1, outcome: null, completedAfter: null },
  { key: 'next-week', visitor: 'employee@example.com', customer: 3, startsIn: [7, 5], hours: 2, outcome: null, completedAfter: null },
  // Today (17:00 UTC): the Hod's own visit falls in this week and this month whatever the day, so their My visits figures show (in two days it left both on a month's last Sunday).
  { key: 'hod-planned', visitor: 'hod@example.com', customer: 0, startsIn: [0, 8], hours: 1, outcome: null, completedAfter: null },
  { key: 'gvr-done', visitor: 'gvr@example.com', customer: 0, startsIn: [-1, 4], hours: 1, outcome: 'Left samples with the pharmacist.', completedAfter: 0 },
] as const;

/** The demo calls and meetings (docs/visits.md "Activities"): who, with which of their customers, how many days ago. */
const DEMO_ACTIVITIES = [
  { key: 'call', employee: 'employee@example.com', kind: 'CALL', customer: 1, daysAgo: 1, note: 'Confirmed the delivery date.' },
  { key: 'meeting', employee: 'employee@example.com', kind: 'MEETING', customer: 3, daysAgo: 4, note: 'Met at the regional congress.' },
  { key: 'hod-call', employee: 'hod@example.com', kind: 'CALL', customer: 0, daysAgo: 2, note: 'Followed up a complaint.' },
] as const;

/** The `n`-th demo customer (index in `demoCustomers`) whose salesperson is `email`, with its id. */
function customerOf(email: string, n: number) {
  const all = demoCustomers(300);
  const mine = all.map((customer, i) => ({ ...customer, id: seedId(`customer:${i}`) })).filter((customer) => customer.salesperson === email);
  const found = mine[n];
  if (!found) throw new Error(`No demo customer ${n} of ${email}`);
  return found;
}

/**
 * Inserts the demo visits and logged activities (docs/visits.md) of the Employee, Hod and Gvr demo users
 * so that the calendar, activities and customers' visit summaries are not empty: completed visits (one
 * reported late), a planned one past its report deadline (late), planned ones ahead, three logged calls
 * and meetings; numbered from the counter, with their history, dated from `today`.
 */
export async function seedVisits(tx: Db, employeeId: (email: string) => string, today = new Date()): Promise<void> {
  const morning = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 9);
  const section = GVR_SECTIONS[0];
  const category = seedId(`gvr-category:${section.name}:${section.categories[0]}`);
  for (const demo of DEMO_VISITS) {
    const visitor = EMPLOYEES.find((e) => e.email === demo.visitor)!;
    const requester = { id: employeeId(demo.visitor), name: visitor.employeeName };
    const customer = customerOf(demo.visitor, demo.customer);
    const id = seedId(`visit:${demo.key}`);
    const steps = demo.completedAfter === null ? [] : [{ action: 'complete', to: 'COMPLETED', by: demo.visitor }];
    const { columns, history } = await workflowRows(tx, 'visits', id, requester, steps, employeeId);
    const start = new Date(morning + demo.startsIn[0] * DAY + demo.startsIn[1] * HOUR);
    const end = new Date(start.getTime() + demo.hours * HOUR);
    const completedAt = demo.completedAfter === null ? null : new Date(Math.min(end.getTime() + demo.completedAfter * DAY + HOUR, Date.now()));
    await tx.insert(visits).values({
      id,
      ...columns,
      customer: customer.id,
      customerName: customer.name,
      contactNames: customer.contacts.slice(0, 1).map((contact) => contact.name),
      start,
      end,
      category,
      outcome: demo.outcome,
      completedAt,
      lateReport: demo.completedAfter !== null && demo.completedAfter > 3,
    });
    if (demo.outcome) {
      await tx
        .insert(visitNotes)
        .values({ id: seedId(`visit-note:${demo.key}`), visit: id, section: seedId(`gvr-section:${section.name}`), text: 'Routine visit to the account.' });
      await tx.insert(visitProducts).values({ id: seedId(`visit-product:${demo.key}`), visit: id, product: seedId(`product:${PRODUCTS[0]!.code}`), position: 0 });
    }
    await tx.insert(workflowHistory).values(history);
  }
  await tx.insert(loggedActivities).values(
    DEMO_ACTIVITIES.map((demo) => {
      const customer = customerOf(demo.employee, demo.customer);
      return {
        id: seedId(`activity:${demo.key}`),
        kind: demo.kind,
        employee: employeeId(demo.employee),
        employeeName: EMPLOYEES.find((e) => e.email === demo.employee)!.employeeName,
        customer: customer.id,
        customerName: customer.name,
        contactName: customer.contacts[0]?.name ?? null,
        date: new Date(morning - demo.daysAgo * DAY).toISOString().slice(0, 10),
        note: demo.note,
      };
    }),
  );
}
