import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installListScreenTestHooks } from '../../testing/listScreenHooks';
import { gatewayStandInLink, renderInApp, type GatewayAnswerer } from '../../testing/gatewayStandIn';
import { equipmentRequisition, historyEntry } from '../../testing/requisitions';
import { equipmentRequisitionsWorkflow } from '../features/requisitions/equipment-requisitions/equipmentRequisitionsWorkflow';
import { sessionStore } from '../session/sessionStore';
import { WorkflowRecordPage } from './WorkflowRecordPage';

/**
 * A requisition's page (docs/requisitions.md "Web"): the buttons are exactly the record's `actions`
 * (labelled from the transition table), a required comment is asked for before anything is sent, the
 * server's refusals show in the dialog (OUT_OF_STOCK naming the item; INVALID_STATE with "Reload"),
 * Edit only for the requester of a draft, the items with the stock now and the totals, and the
 * history as a timeline. The gateway is a stand-in holding one record.
 */

installListScreenTestHooks();
afterEach(() => sessionStore.signOut());

type Sent = { operation: string; variables: Record<string, unknown> };

function renderPage(record: Record<string, unknown>, userId = 'e2', onAction: (operation: string) => Record<string, unknown> | null = () => null) {
  const sent: Sent[] = [];
  let held = record;
  const answer: GatewayAnswerer = (operation, variables) => {
    sent.push({ operation, variables });
    if (operation === 'EquipmentRequisition') return { data: { equipmentRequisition: held } };
    const refusal = onAction(operation);
    const field = operation.charAt(0).toLowerCase() + operation.slice(1);
    if (refusal) return { data: { [field]: { __typename: 'EquipmentRequisitionPayload', equipmentRequisition: null, errors: [{ __typename: 'UserError', ...refusal }] } } };
    held = {
      ...held,
      status: 'REJECTED',
      actions: [],
      version: 2,
      history: [...(held.history as unknown[]), historyEntry('h3', 'REJECT', 'SUBMITTED', 'REJECTED', 'Bo Chen', String(variables.comment))],
    };
    return { data: { [field]: { __typename: 'EquipmentRequisitionPayload', equipmentRequisition: held, errors: [] } } };
  };
  sessionStore.signIn({ token: 't', id: userId, employeeName: 'Bo Chen', email: 'bo@example.com', roles: ['HOD'], gender: 'MALE', photo: null });
  renderInApp({
    link: gatewayStandInLink(answer),
    path: '/requisitions/equipments-requisition/:id',
    page: <WorkflowRecordPage description={equipmentRequisitionsWorkflow} />,
    initialEntries: ['/requisitions/equipments-requisition/r1'],
  });
  return sent;
}

describe('a requisition’s page', () => {
  it('shows exactly the actions the record lists, labelled from the table, and no Edit for someone else’s', async () => {
    renderPage(equipmentRequisition());
    const actions = await screen.findByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Reject', 'Send back for changes']);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit equipment requisition' })).not.toBeInTheDocument();
  });

  it('offers the requester Edit, Submit and Cancel on a draft, and nothing to act on once it waits for others', async () => {
    renderPage(equipmentRequisition({ status: 'DRAFT', actions: ['SUBMIT', 'CANCEL'] }), 'e1');
    expect(await screen.findByRole('button', { name: 'Edit equipment requisition' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Actions' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Submit', 'Cancel request']);
    sessionStore.signOut();
  });

  it('warns of what the shelf cannot cover and offers a partial issue to the requester only then', async () => {
    renderPage(equipmentRequisition({ status: 'APPROVED', actions: ['ACCEPT_PARTIAL', 'CANCEL'] }), 'e1');
    expect(await screen.findByText('Only 1 in stock of Projector; 2 requested.')).toBeInTheDocument();
    expect(screen.getByText(/Not possible as it stands/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Actions' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept a partial issue', 'Cancel request']);
  });

  it('offers no partial issue and warns of nothing when the shelf covers every item', async () => {
    const covered = equipmentRequisition({ status: 'APPROVED', actions: ['ACCEPT_PARTIAL', 'CANCEL'] });
    const items = (covered.items as Array<Record<string, unknown>>).map((item) => ({ ...item, quantity: 1 }));
    renderPage({ ...covered, items }, 'e1');
    const actions = await screen.findByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel request']);
    expect(screen.queryByText(/Not possible as it stands/)).not.toBeInTheDocument();
  });

  it('shows no actions and no Edit when the record lists none (submitted, seen by its requester)', async () => {
    renderPage(equipmentRequisition({ actions: [] }), 'e1');
    await screen.findByRole('heading', { name: 'EQ-2026-0001', level: 1 });
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit equipment requisition' })).not.toBeInTheDocument();
  });

  it('asks for the comment a rejection requires before sending it, then shows it in the history', async () => {
    const sent = renderPage(equipmentRequisition());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject EQ-2026-0001' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Comment is required.')).toBeInTheDocument();
    expect(sent.some((request) => request.operation === 'RejectEquipmentRequisition')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Comment/), 'Two projectors are too many');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.find((request) => request.operation === 'RejectEquipmentRequisition')?.variables).toEqual({ id: 'r1', version: 1, comment: 'Two projectors are too many' });
    expect(await screen.findByText('Rejected by Bo Chen')).toBeInTheDocument();
    expect(screen.getByText('Two projectors are too many')).toBeInTheDocument();
  });

  it('sends an approval without a comment (it is optional)', async () => {
    const sent = renderPage(equipmentRequisition());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve EQ-2026-0001' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent.find((request) => request.operation === 'ApproveEquipmentRequisition')?.variables).toEqual({ id: 'r1', version: 1, comment: null }));
  });

  it('shows the server’s refusals in the dialog: out of stock naming the item; someone acted first, with Reload', async () => {
    let refusal: Record<string, unknown> = { field: ['items', '0', 'quantity'], message: 'Only 1 in stock of Projector; 2 requested.', code: 'CONFLICT', reason: 'OUT_OF_STOCK' };
    const sent = renderPage(equipmentRequisition(), 'e2', () => refusal);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve EQ-2026-0001' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    // The shelf's words, and the ways out the record still has.
    expect(await within(dialog).findByText('Only 1 in stock of Projector; 2 requested. Instead: Reject or Send back for changes.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    refusal = { field: ['status'], message: 'This equipment requisition is already approved.', code: 'CONFLICT', reason: 'INVALID_STATE' };
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('This equipment requisition is already approved.')).toBeInTheDocument();
    const gets = sent.filter((request) => request.operation === 'EquipmentRequisition').length;
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(sent.filter((request) => request.operation === 'EquipmentRequisition').length).toBe(gets + 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the items with the stock now, the total of units, and the history as a timeline, oldest first', async () => {
    renderPage(equipmentRequisition());
    const items = await screen.findByRole('table', { name: 'Items' });
    const rows = within(items)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['Projector (PRJ-01)', '2', '1'],
      ['HDMI cable (CBL-01)', '3', '10'],
    ]);
    expect(screen.getByText('Units').nextElementSibling?.textContent).toBe('5');
    const history = within(screen.getByRole('region', { name: 'History' })).getByRole('list');
    const steps = within(history).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent('Created by Ann Lee');
    expect(steps[1]).toHaveTextContent('Submitted by Ann Lee');
    expect(steps[1]).toHaveTextContent(/Draft\s*→\s*Submitted/);
  });
});
