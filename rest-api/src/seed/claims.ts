import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { claimLines, claims, visits, workflowHistory } from '../db/schema';
import { mileageAmount, sumOf } from '../resources/claims/money';
import { EMPLOYEES } from './data';
import { GVR_SETTINGS } from './master-data';
import { workflowRows } from './requisitions';
import { seedId } from './seed-id';

/**
 * The demo claims (docs/visits.md "Claims"): on which demo visit (src/seed/visits.ts keys, each a
 * completed visit of the claimant), the lines, and the steps taken. The Employee's waits for Finance or
 * Gvr ("To review"); Gvr's own is a draft.
 */
const DEMO_CLAIMS = [
  {
    key: 'employee-submitted',
    claimant: 'employee@example.com',
    visit: 'done',
    lines: [
      { type: 'MILEAGE', description: 'To the clinic and back', km: '42.5' },
      { type: 'PARKING', description: null, amount: '6.00' },
    ],
    steps: [{ action: 'submit', to: 'SUBMITTED', by: 'employee@example.com' }],
  },
  {
    key: 'gvr-draft',
    claimant: 'gvr@example.com',
    visit: 'gvr-done',
    lines: [{ type: 'MEALS', description: 'Lunch with the pharmacist', amount: '18.40' }],
    steps: [],
  },
] as const;

/**
 * Inserts the demo claims (after the demo visits) so that the Claims screen and a visit's claims are not
 * empty: numbered from the counter, with exact amounts (mileage at the demo rate) and their history.
 */
export async function seedClaims(tx: Db, employeeId: (email: string) => string): Promise<void> {
  for (const demo of DEMO_CLAIMS) {
    const claimant = EMPLOYEES.find((e) => e.email === demo.claimant)!;
    const visitId = seedId(`visit:${demo.visit}`);
    const [visit] = await tx.select({ number: visits.number, customerName: visits.customerName }).from(visits).where(eq(visits.id, visitId));
    if (!visit) throw new Error(`No demo visit ${demo.visit}`);
    const id = seedId(`claim:${demo.key}`);
    const { columns, history } = await workflowRows(tx, 'claims', id, { id: employeeId(demo.claimant), name: claimant.employeeName }, demo.steps, employeeId);
    const lines = demo.lines.map((line, position) => ({
      id: seedId(`claim-line:${demo.key}:${position}`),
      claim: id,
      position,
      type: line.type,
      description: line.description,
      km: 'km' in line ? line.km : null,
      amount: 'km' in line ? mileageAmount(line.km, GVR_SETTINGS.mileageRate) : line.amount,
    }));
    await tx.insert(claims).values({
      id,
      ...columns,
      visit: visitId,
      visitNumber: visit.number,
      customerName: visit.customerName,
      currency: GVR_SETTINGS.currency,
      total: sumOf(lines.map((line) => line.amount)),
    });
    await tx.insert(claimLines).values(lines);
    await tx.insert(workflowHistory).values(history);
  }
}
