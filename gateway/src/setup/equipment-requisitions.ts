import { z } from 'zod';
import { defineResource } from '../crud/resource';
import { restId } from '../upstream/contract';

/**
 * Equipment requisitions, Requisitions › Equipments requisition (DESIGN §5 "Requisitions",
 * docs/requisitions.md): items `[{ equipment, quantity }]` (each `equipment` an equipment, GraphQL
 * `equipmentId` and `EquipmentRequisitionItem.equipment`), `dates { from, to }` and purpose; the number,
 * status, requester, history and actions of its workflow come with the catalogue entry's `workflow`
 * (crud/workflow.ts), and so do its action mutations.
 */
export const equipmentRequisitions = defineResource({
  name: 'equipmentRequisitions',
  fields: { items: z.array(z.object({ equipment: restId, quantity: z.number().int() })).default([]) },
  itemReferences: { items: { typeName: 'EquipmentRequisitionItem', references: { equipment: 'equipments' } } },
});
