import { CLAIM_WORKFLOW, EQUIPMENT_REQUISITION_WORKFLOW, EVENT_REQUISITION_WORKFLOW, VISIT_WORKFLOW, type Workflow } from '../generated/contract';
import { actionNamed, approverRoles, contractRole, mayEdit, mayListEmployees, statusLabel, statusTone, tabsFor, transitionOf } from './workflowRules';

/** What the web derives from the transition tables (contract/workflows.ts; docs/requisitions.md "Web"). */
describe('workflow rules', () => {
  it('finds the roles that act on others’ requisitions: Hod, Gvr, Admin for equipment; Hod, Finance, Admin for events', () => {
    expect(approverRoles(EQUIPMENT_REQUISITION_WORKFLOW)).toEqual(['Hod', 'Gvr', 'Admin']);
    expect(approverRoles(EVENT_REQUISITION_WORKFLOW)).toEqual(['Hod', 'Finance', 'Admin']);
  });

  it('gives each role its tabs: To approve to the approvers, All to the readAll roles and a Hod', () => {
    const keys = (role: Parameters<typeof tabsFor>[1], workflow: Workflow = EQUIPMENT_REQUISITION_WORKFLOW) => tabsFor(workflow, role, 'My requisitions').map((tab) => tab.key);
    expect(keys('Employee')).toEqual(['mine']);
    expect(keys('Product')).toEqual(['mine']);
    expect(keys('Finance')).toEqual(['mine']);
    expect(keys('Hod')).toEqual(['mine', 'approve', 'all']);
    expect(keys('Gvr')).toEqual(['mine', 'approve', 'all']);
    expect(keys('Admin')).toEqual(['mine', 'approve', 'all']);
    expect(keys('Finance', EVENT_REQUISITION_WORKFLOW)).toEqual(['mine', 'approve', 'all']);
    // Gvr reads every event requisition (spec §2: Gvr's Event Requisition Exports), approves none.
    expect(keys('Gvr', EVENT_REQUISITION_WORKFLOW)).toEqual(['mine', 'all']);
    expect(tabsFor(EQUIPMENT_REQUISITION_WORKFLOW, 'Gvr', 'My requisitions', { approveLabelFor: { Gvr: 'To issue' } }).map((tab) => tab.label)).toEqual([
      'My requisitions',
      'To issue',
      'All',
    ]);
    expect(tabsFor(EQUIPMENT_REQUISITION_WORKFLOW, 'Hod', 'My requisitions').map((tab) => tab.variables)).toEqual([{ mine: true }, { awaitingMe: true }, {}]);
  });

  it('gives "My claims" one tab, the caller\'s own, whatever the role (onlyMine)', () => {
    for (const role of ['Employee', 'Hod', 'Finance', 'Gvr', 'Admin'] as const) {
      expect(tabsFor(CLAIM_WORKFLOW, role, 'My claims', { onlyMine: true }).map((tab) => [tab.key, tab.label, tab.variables])).toEqual([['mine', 'My claims', { mine: true }]]);
    }
  });

  it('leaves out "My …" and names the approval tab as a kind asks (claims: "To review", "All")', () => {
    const tabs = tabsFor(CLAIM_WORKFLOW, 'Finance', 'My claims', { mine: false, approveLabel: 'To review' });
    expect(tabs.map((tab) => [tab.key, tab.label])).toEqual([
      ['approve', 'To review'],
      ['all', 'All'],
    ]);
  });

  it('colours statuses from the table: draft and cancelled grey, awaiting approval amber, in progress blue, done green, rejected red', () => {
    const tones = Object.fromEntries(EQUIPMENT_REQUISITION_WORKFLOW.states.map((state) => [state, statusTone(EQUIPMENT_REQUISITION_WORKFLOW, state)]));
    expect(tones).toEqual({
      DRAFT: 'secondary',
      SUBMITTED: 'warning',
      APPROVED: 'info',
      PARTIAL_ISSUE_ACCEPTED: 'info',
      REJECTED: 'danger',
      ISSUED: 'info',
      RETURNED: 'success',
      CANCELLED: 'secondary',
    });
    expect(statusTone(EVENT_REQUISITION_WORKFLOW, 'HOD_APPROVED')).toBe('warning');
    expect(statusTone(EVENT_REQUISITION_WORKFLOW, 'COMPLETED')).toBe('success');
  });

  it('judges a final state by how it is reached, not by a transition that stays in it (a visit’s correction)', () => {
    expect(statusTone(VISIT_WORKFLOW, 'COMPLETED')).toBe('success');
    // A planned visit is no draft (nothing approves it): blue, as on the calendar.
    expect(statusTone(VISIT_WORKFLOW, 'PLANNED')).toBe('info');
    expect(statusTone(CLAIM_WORKFLOW, 'DRAFT')).toBe('secondary');
    // Cancelled with a reason (anyone of several may cancel) is still a cancellation: grey, not red.
    expect(statusTone(VISIT_WORKFLOW, 'CANCELLED')).toBe('secondary');
  });

  it('reads GraphQL enum values as the table’s actions and labels', () => {
    expect(actionNamed(EQUIPMENT_REQUISITION_WORKFLOW, 'SEND_BACK')).toBe('sendBack');
    expect(transitionOf(EVENT_REQUISITION_WORKFLOW, 'HOD_APPROVED', 'REJECT')?.past).toBe('rejected by Finance');
    expect(transitionOf(EVENT_REQUISITION_WORKFLOW, 'HOD_APPROVED', 'FINANCE_APPROVE')?.label).toBe('Approve budget');
    expect(statusLabel('HOD_APPROVED')).toBe('Hod approved');
    expect(contractRole('HOD')).toBe('Hod');
  });

  it('lets only the requester edit, only while the status is editable', () => {
    expect(mayEdit(EQUIPMENT_REQUISITION_WORKFLOW, { status: 'DRAFT', requesterId: 'e1' }, 'e1')).toBe(true);
    expect(mayEdit(EQUIPMENT_REQUISITION_WORKFLOW, { status: 'SUBMITTED', requesterId: 'e1' }, 'e1')).toBe(false);
    expect(mayEdit(EQUIPMENT_REQUISITION_WORKFLOW, { status: 'DRAFT', requesterId: 'e1' }, 'e2')).toBe(false);
  });

  it('offers the employee picker only to roles that may list employees', () => {
    expect(mayListEmployees('Gvr')).toBe(true);
    expect(mayListEmployees('Admin')).toBe(true);
    expect(mayListEmployees('Hod')).toBe(false);
    expect(mayListEmployees('Finance')).toBe(false);
  });
});
