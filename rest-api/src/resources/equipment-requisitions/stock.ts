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
 * requested.") and the transaction, the stock taken so far included, is rolled back.
 */
export const takeStock: ActionEffect = async (tx, { row }) => {
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
    .select({ position: equipmentRequisitionItems.position, quantity: equipmentRequisitionItems.quantity, name: equipments.name, stock: equipments.quantity, active: equipments.active })
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

/** `return` (docs/requisitions.md "Stock"): puts each item's quantity back on its equipment's shelf. */
export const putBackStock: ActionEffect = async (tx, { row }) => {
  for (const item of await itemsOf(tx, row.id)) await moveStock(tx, item.equipment, item.quantity);
};
