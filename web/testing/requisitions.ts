/**
 * Made-up equipment requisitions as the gateway answers them (schema `EquipmentRequisition` with its
 * `__typename`s), for the workflow screens' component tests: EQ-2026-0001 by Ann Lee (`e1`), 2 projectors
 * (1 in stock) and 3 cables (10 in stock), created then submitted; `change` overrides any field.
 */
export function equipmentRequisition(change: Record<string, unknown> = {}) {
  const entry = (id: string, action: string | null, fromStatus: string | null, toStatus: string, byName: string, at: string, comment: string | null = null) => ({
    __typename: 'EquipmentRequisitionHistoryEntry',
    id,
    action,
    fromStatus,
    toStatus,
    byId: byName === 'Ann Lee' ? 'e1' : 'e2',
    byName,
    at,
    comment,
  });
  const equipment = (id: string, code: string, name: string, quantity: number) => ({ __typename: 'Equipment', id, code, name, quantity, active: true });
  return {
    __typename: 'EquipmentRequisition',
    id: 'r1',
    number: 'EQ-2026-0001',
    status: 'SUBMITTED',
    requesterId: 'e1',
    requesterName: 'Ann Lee',
    items: [
      { __typename: 'EquipmentRequisitionItem', equipmentId: 'q1', quantity: 2, equipment: equipment('q1', 'PRJ-01', 'Projector', 1) },
      { __typename: 'EquipmentRequisitionItem', equipmentId: 'q2', quantity: 3, equipment: equipment('q2', 'CBL-01', 'HDMI cable', 10) },
    ],
    dates: { __typename: 'DateRange', from: '2026-06-01', to: '2026-06-03' },
    purpose: 'Sales training in Kandy',
    history: [entry('h1', null, null, 'DRAFT', 'Ann Lee', '2026-05-01T09:00:00.000Z'), entry('h2', 'SUBMIT', 'DRAFT', 'SUBMITTED', 'Ann Lee', '2026-05-01T09:05:00.000Z')],
    actions: ['APPROVE', 'REJECT', 'SEND_BACK'],
    version: 1,
    createdAt: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-01T09:05:00.000Z',
    ...change,
  };
}

/** A history entry of {@link equipmentRequisition}'s shape. */
export function historyEntry(id: string, action: string, fromStatus: string, toStatus: string, byName: string, comment: string | null = null) {
  return { __typename: 'EquipmentRequisitionHistoryEntry', id, action, fromStatus, toStatus, byId: 'e2', byName, at: '2026-05-02T10:00:00.000Z', comment };
}
