import { EQUIPMENT_REQUISITION_WORKFLOW, EVENT_REQUISITION_WORKFLOW, transitionFrom } from '../generated/contract/workflows';
import { awaitingText, byWhom } from './notifications';

/* The notifications' wording (docs/requisitions.md "Notifications"): each person named once. */

const record = { id: 'r', number: 'EQ-2026-0001', status: 'SUBMITTED', requester: 'james', requesterName: 'James Carter' };
const james = { id: 'james', employeeName: 'James Carter' };
const daniel = { id: 'daniel', employeeName: 'Daniel Okafor' };

it('names the requester once when they acted, and the role once when the past tense names it', () => {
  const submit = transitionFrom(EQUIPMENT_REQUISITION_WORKFLOW, 'DRAFT', 'submit')!;
  expect(awaitingText(EQUIPMENT_REQUISITION_WORKFLOW, record, submit, james)).toBe('Equipment requisition EQ-2026-0001 was submitted by James Carter.');
  const accept = transitionFrom(EQUIPMENT_REQUISITION_WORKFLOW, 'APPROVED', 'acceptPartial')!;
  expect(awaitingText(EQUIPMENT_REQUISITION_WORKFLOW, record, accept, james)).toBe('Equipment requisition EQ-2026-0001 was accepted for a partial issue by James Carter.');
  const approve = transitionFrom(EQUIPMENT_REQUISITION_WORKFLOW, 'SUBMITTED', 'approve')!;
  expect(awaitingText(EQUIPMENT_REQUISITION_WORKFLOW, record, approve, daniel)).toBe("James Carter's equipment requisition EQ-2026-0001 was approved by Daniel Okafor.");
  const hodStep = transitionFrom(EVENT_REQUISITION_WORKFLOW, 'SUBMITTED', 'approve')!;
  const event = { ...record, number: 'EV-2026-0001' };
  expect(awaitingText(EVENT_REQUISITION_WORKFLOW, event, hodStep, daniel)).toBe("James Carter's event requisition EV-2026-0001 was approved by the Hod (Daniel Okafor).");
  expect(byWhom(hodStep, 'Daniel Okafor')).toBe('Daniel Okafor (the Hod)');
  expect(byWhom(approve, 'Daniel Okafor')).toBe('By Daniel Okafor');
});
