import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceSourcesProvider } from '../crud/choiceSources';
import { installListScreenTestHooks } from '../../testing/listScreenHooks';
import { gatewayStandInLink, renderInApp, type GatewayAnswerer } from '../../testing/gatewayStandIn';
import { equipmentRequisition } from '../../testing/requisitions';
import { equipmentRequisitionsWorkflow } from '../features/requisitions/equipment-requisitions/equipmentRequisitionsWorkflow';
import { SETUP_CHOICE_SOURCES } from '../features/setup/choiceSources';
import type { Role } from '../generated/graphql';
import { sessionStore } from '../session/sessionStore';
import { WorkflowListPage } from './WorkflowListPage';

/**
 * A workflow's list (docs/requisitions.md "Web"), over a gateway stand-in: the tabs a role sees and the
 * "To approve" count, the list variables of each tab, the status tag, the requester filter only for a
 * role that may list employees, and the create form's validation ("Save draft" sends nothing invalid).
 */

installListScreenTestHooks();
afterEach(() => sessionStore.signOut());

type Sent = { operation: string; variables: Record<string, unknown> };

const MINE = [equipmentRequisition({ id: 'r1', number: 'EQ-2026-0001', status: 'DRAFT', actions: ['SUBMIT', 'CANCEL'] })];
const AWAITING = [2, 3, 4].map((n) => equipmentRequisition({ id: `r${n}`, number: `EQ-2026-000${n}`, requesterName: `Requester ${n}` }));

function renderList(role: Role, url = '/requisitions/equipments-requisition') {
  const sent: Sent[] = [];
  const answer: GatewayAnswerer = (operation, variables) => {
    sent.push({ operation, variables });
    if (operation === 'EquipmentChoices')
      return { data: { allEquipments: [{ __typename: 'Equipment', id: 'q1', code: 'PRJ-01', name: 'Projector', quantity: 4, active: true, parent: 'c1' }] } };
    const items = variables.awaitingMe ? AWAITING : variables.mine ? MINE : [...MINE, ...AWAITING];
    return {
      data: {
        equipmentRequisitions: { __typename: 'EquipmentRequisitionPage', items, page: 1, pageSize: 10, total: items.length, totalIsExact: true, totalPages: 1, hasNextPage: false },
      },
    };
  };
  sessionStore.signIn({ token: 't', id: 'e1', employeeName: 'Ann Lee', email: 'ann@example.com', roles: [role], gender: 'FEMALE', photo: null });
  const rendered = renderInApp({
    link: gatewayStandInLink(answer),
    path: '/requisitions/equipments-requisition',
    page: (
      <ChoiceSourcesProvider sources={SETUP_CHOICE_SOURCES}>
        <WorkflowListPage description={equipmentRequisitionsWorkflow} />
      </ChoiceSourcesProvider>
    ),
    initialEntries: [url],
  });
  return { sent, ...rendered };
}

/** The variables of the lists sent (not the "To approve" count's). */
const lists = (sent: Sent[]) =>
  sent.filter((request) => request.operation === 'EquipmentRequisitions' && !(request.variables.awaitingMe && request.variables.sort === null)).map((request) => request.variables);

describe('a workflow list', () => {
  it('gives an Employee only "My requisitions", listing their own', async () => {
    const { sent } = renderList('EMPLOYEE');
    expect(await screen.findByText('EQ-2026-0001')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My requisitions']);
    expect(lists(sent).every((variables) => variables.mine === true)).toBe(true);
    expect(screen.queryByLabelText('Requester')).not.toBeInTheDocument();
  });

  it('gives a Hod "To approve" with the number waiting, and "All"; the tab lists what waits for them', async () => {
    const { sent, router } = renderList('HOD');
    const approve = await screen.findByRole('tab', { name: /To approve/ });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+ waiting/, ''))).toEqual(['My requisitions', 'To approve', 'All']);
    await waitFor(() => expect(approve).toHaveTextContent('3 waiting'));
    const user = userEvent.setup();
    await user.click(approve);
    expect(approve).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=approve');
    expect(await screen.findByText('EQ-2026-0004')).toBeInTheDocument();
    expect(lists(sent).at(-1)).toMatchObject({ awaitingMe: true });
    // A Hod may not list employees: no requester picker.
    expect(screen.queryByLabelText('Requester')).not.toBeInTheDocument();
  });

  it('shows the status as a tag and links the number to the record’s page', async () => {
    renderList('EMPLOYEE');
    const link = await screen.findByRole('link', { name: 'EQ-2026-0001' });
    expect(link).toHaveAttribute('href', '/requisitions/equipments-requisition/r1');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Draft').closest('.p-tag')).toHaveClass('workflow-status-secondary');
    expect(within(row).getByText('2 items, 5 units')).toBeInTheDocument();
  });

  it('offers Gvr the requester filter on "All" (not on "My requisitions") and filters by status', async () => {
    const { sent } = renderList('GVR', '/requisitions/equipments-requisition?tab=all&status=SUBMITTED');
    expect(await screen.findByText('EQ-2026-0004')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Requester')).toBeInTheDocument();
    expect(lists(sent).at(-1)).toMatchObject({ status: 'SUBMITTED' });
    expect(lists(sent).at(-1)).not.toHaveProperty('mine');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'My requisitions' }));
    await waitFor(() => expect(screen.queryByLabelText('Requester')).not.toBeInTheDocument());
  });

  it('validates the new requisition before saving the draft', async () => {
    const { sent } = renderList('EMPLOYEE');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New requisition' }));
    const dialog = await screen.findByRole('dialog', { name: 'New equipment requisition' });
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('Dates are required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Purpose is required.')).toBeInTheDocument();
    // One message per problem: under the item's picker, not again for the list ("Item 1: Equipment is required.").
    expect(within(dialog).getAllByText('Equipment is required.')).toHaveLength(1);
    expect(within(dialog).queryByText('Item 1: Equipment is required.')).toBeNull();
    await user.clear(within(dialog).getByLabelText(/^Quantity/));
    await user.type(within(dialog).getByLabelText(/^Quantity/), '0');
    expect(await within(dialog).findByText('Quantity must be a whole number from 1 to 10000.')).toBeInTheDocument();
    expect(sent.some((request) => request.operation === 'CreateEquipmentRequisition')).toBe(false);
  });
});
