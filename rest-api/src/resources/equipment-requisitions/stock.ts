import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conflict, type FieldError } from '../../http/http-error';
import type { ActionEffect } from '../../workflow/part';
import { equipments } from '../equipments/table';
import { equipmentRequisitionItems } from './table';

/** The items of requisition `id` in equipment id order (the order stock rows are locked in). */
function itemsOf(tx: Db, id: string) {
  return tx
    .select({ equipment: equipmentRequisitionItems.equipment, quantity: equipmentRequisitionItems.quantity, position: equipmentRequisitionItems.position })
    .from(equipmentRequisitionItems)
    .where(eq(equipmentRequisitionItems.requisition, id))
    .orderBy(asc(equipmentRequisitionItems.equipment));
}

/** Moves `units` onto (positive) or off (negative) equipment `id`'s shelf, raising its version; false when short. */
async function moveStock(tx: Db, id: string, units: number): Promise<boolean> {
  const rows = await tx
    .update(equipments)
    .set({ quantity: sql`${equipments.quantity} + ${units}`, version: sql`${equipments.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(equipments.id, id), gte(equipments.quantity, -units)))
    .returning({ id: equipments.id });
  return rows.length > 0;
}

/**
 * `issue` (docs/requisitions.md "Stock", DESIGN §5 "an issue never exceeds stock"): takes each item's
 * quantity off its equipment's `quantity` with `quantity = quantity - n WHERE quantity >= n`, rows in
 * equipment id order (so concurrent issues lock in one order and never deadlock). When any item is
 * short: 409 OUT_OF_STOCK with `items.<i>.quantity` errors ("Only 1 in stock of Projector; 2
 * requested.") and the transaction, the stock taken so far included, is rolled back. When the requester
 * accepted a partial issue, what is on the shelf is issued instead (see `takeWhatIsThere`).
 */
export const takeStock: ActionEffect = async (tx, context) => {
  if (context.from === PARTIAL) return takeWhatIsThere(tx, context.row.id);
  const { row } = context;
  const errors: FieldError[] = [];
  for (const item of await itemsOf(tx, row.id)) {
    if (await moveStock(tx, item.equipment, -item.quantity)) continue;
    const [shelf] = await tx.select({ name: equipments.name, quantity: equipments.quantity }).from(equipments).where(eq(equipments.id, item.equipment));
    errors.push({ field: `items.${item.position}.quantity`, message: `Only ${shelf?.quantity ?? 0} in stock of ${shelf?.name ?? 'this equipment'}; ${item.quantity} requested.` });
  }
  if (errors.length > 0) {
    errors.sort((a, b) => a.field.localeCompare(b.field, undefined, { numeric: true }));
    throw conflict('Not enough in stock to issue this equipment requisition.', errors, 'OUT_OF_STOCK');
  }
};

/**
 * `approve` (docs/requisitions.md "Stock"): an impossible requisition is caught before it is approved.
 * Each item's quantity must be within its equipment's shelf count now, and the equipment active; else
 * 409 OUT_OF_STOCK with `items.<i>.quantity` errors ("Only 12 in stock of Banner; 500 requested.",
 * "Banner is inactive.") and the approval is rolled back, so the approver sends it back or rejects it.
 * Nothing is reserved: the issue checks the shelf again.
 */
export const stockCovers: ActionEffect = async (tx, { row }) => {
  const items = await tx
    .select({
      position: equipmentRequisitionItems.position,
      quantity: equipmentRequisitionItems.quantity,
      name: equipments.name,
      stock: equipments.quantity,
      active: equipments.active,
    })
    .from(equipmentRequisitionItems)
    .innerJoin(equipments, eq(equipments.id, equipmentRequisitionItems.equipment))
    .where(eq(equipmentRequisitionItems.requisition, row.id))
    .orderBy(asc(equipmentRequisitionItems.position));
  const errors: FieldError[] = items.flatMap((item) => {
    if (!item.active) return [{ field: `items.${item.position}.quantity`, message: `${item.name} is inactive.` }];
    if (item.quantity > item.stock) return [{ field: `items.${item.position}.quantity`, message: `Only ${item.stock} in stock of ${item.name}; ${item.quantity} requested.` }];
    return [];
  });
  if (errors.length > 0) throw conflict('Not enough in stock to approve this equipment requisition: send it back or reject it.', errors, 'OUT_OF_STOCK');
};

/** The state in which the requester accepted a partial issue (contract/workflows.ts). */
const PARTIAL = 'PARTIAL_ISSUE_ACCEPTED';

/**
 * `issue` of a requisition whose requester accepted a partial issue (docs/requisitions.md "After
 * approval"): each item takes what its shelf holds, up to its quantity (rows locked in equipment id
 * order), and is lowered to the units handed out, an item of which none could be given is dropped, so
 * that `return` puts back exactly what went out. Nothing on any shelf: 409 OUT_OF_STOCK and nothing
 * changes. Answers the history note "Issued 12 of 500 Roll-up banner; 0 of 2 Projector."
 */
async function takeWhatIsThere(tx: Db, id: string): Promise<{ note?: string }> {
  // Shelves are locked in equipment order (no deadlock between two issues); the note follows the items' order.
  const lines: Array<{ position: number; text: string }> = [];
  let given = 0;
  for (const item of await itemsOf(tx, id)) {
    const [shelf] = await tx.select({ name: equipments.name, quantity: equipments.quantity }).from(equipments).where(eq(equipments.id, item.equipment)).for('update');
    const taken = Math.min(item.quantity, Math.max(0, shelf?.quantity ?? 0));
    if (taken > 0) await moveStock(tx, item.equipment, -taken);
    given += taken;
    if (taken < item.quantity) lines.push({ position: item.position, text: `${taken} of ${item.quantity} ${shelf?.name ?? 'equipment'}` });
    const where = and(eq(equipmentRequisitionItems.requisition, id), eq(equipmentRequisitionItems.equipment, item.equipment));
    if (taken === 0) await tx.delete(equipmentRequisitionItems).where(where);
    else if (taken < item.quantity) await tx.update(equipmentRequisitionItems).set({ quantity: taken }).where(where);
  }
  if (given === 0)
    throw conflict('Nothing in stock to issue for this equipment requisition.', [{ field: 'items.0.quantity', message: 'None of its equipment is on the shelf.' }], 'OUT_OF_STOCK');
  lines.sort((a, b) => a.position - b.position);
  return lines.length > 0 ? { note: `Issued ${lines.map((line) => line.text).join('; ')}.` } : {};
}

/** `return` (docs/requisitions.md "Stock"): puts each item's quantity back on its equipment's shelf. */
export const putBackStock: ActionEffect = async (tx, { row }) => {
  for (const item of await itemsOf(tx, row.id)) await moveStock(tx, item.equipment, item.quantity);
};
