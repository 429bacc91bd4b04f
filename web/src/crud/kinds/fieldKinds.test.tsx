import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { CrudPage } from '../CrudPage';
import { gatewayStandInLink, renderInApp, type GatewayAnswerer } from '../../../testing/gatewayStandIn';
import { installListScreenTestHooks } from '../../../testing/listScreenHooks';
import { contractsResource, type Contract } from '../../../testing/fieldKinds/contractsResource';

/**
 * The plan §5 field kinds through the generic list and form, with the test-only Contracts resource
 * (testing/fieldKinds): money (exact text, Intl in the column), a date range (from ≤ to, "1 Jan 2026 –
 * 5 Jan 2026"), and a list of objects (contacts edited inline, each sub-field with its own message, a
 * count and names in the column), over an Apollo link standing in for the gateway.
 */

const SEEDED: Contract[] = [
  {
    __typename: 'Contract',
    id: 'c1',
    version: 3,
    name: 'Cleaning',
    amount: '1234.5',
    validity: { from: '2026-01-01', to: '2026-01-05' },
    contacts: [
      { name: 'Ann Lee', positionId: 'p1', position: { id: 'p1', name: 'Buyer' }, phone: '+1 555 0140', email: 'ann@example.com' },
      { name: 'Bo Chen', positionId: null, position: null, phone: null, email: null },
    ],
  },
];

let sent: { operation: string; variables: Record<string, unknown> }[] = [];

/** The gateway stand-in's answers: the contracts, position choices, creates (the name "Taken" is refused on a contact's e-mail) and updates. */
const answer: GatewayAnswerer = (operationName, variables) => {
  sent.push({ operation: operationName, variables });
  switch (operationName) {
    case 'Contracts':
      return { data: { contracts: { items: SEEDED, page: 1, pageSize: 10, total: SEEDED.length, totalPages: 1 } } };
    case 'Contract':
      return { data: { contract: SEEDED.find((contract) => contract.id === variables.id) ?? null } };
    case 'PositionChoices':
      return {
        data: {
          allPositions: [
            { __typename: 'Position', id: 'p1', name: 'Buyer' },
            { __typename: 'Position', id: 'p2', name: 'Manager' },
          ],
        },
      };
    case 'CreateContract':
      if ((variables.input as { name: string }).name === 'Taken') {
        return {
          data: {
            createContract: {
              contract: null,
              errors: [{ field: ['input', 'contacts', '0', 'email'], message: 'This e-mail belongs to another customer.', code: 'CONFLICT', reason: 'DUPLICATE' }],
            },
          },
        };
      }
      return { data: { createContract: { contract: null, errors: [] } } };
    case 'UpdateContract':
      return { data: { updateContract: { contract: null, errors: [] } } };
    default:
      return { errors: [{ message: `unexpected ${operationName}` }] };
  }
};

function renderContracts() {
  renderInApp({ link: gatewayStandInLink(answer), path: '/setup/contracts', page: <CrudPage resource={contractsResource} /> });
}

const lastSent = (operation: string) => [...sent].reverse().find((entry) => entry.operation === operation)?.variables;

installListScreenTestHooks();
beforeEach(() => {
  sent = [];
  Object.defineProperty(window.navigator, 'languages', { configurable: true, value: ['en-GB'] });
});

describe('list columns of the new kinds', () => {
  it('show money in the locale with its currency, the range as two dates and the contacts as a count with names (also the CSV values)', async () => {
    renderContracts();
    const row = (await screen.findByRole('cell', { name: 'Cleaning' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: '€1,234.50' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '1 Jan 2026 – 5 Jan 2026' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '2 contacts: Ann Lee, Bo Chen' })).toBeInTheDocument();
    expect(contractsResource.columns.map((column) => column.cell(SEEDED[0] as Contract))).toEqual([
      'Cleaning',
      '€1,234.50',
      '1 Jan 2026 – 5 Jan 2026',
      '2 contacts: Ann Lee, Bo Chen',
    ]);
  });
});

describe('the form with the new kinds', () => {
  it('creates a contract: money typed loosely is sent exactly, the range is checked, contacts are added as rows with their own messages', async () => {
    renderContracts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'New contract' });
    await user.type(within(dialog).getByLabelText('Name'), 'Catering');

    const amount = within(dialog).getByLabelText('Amount');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(amount).toHaveAccessibleDescription('EUR');
    await user.type(amount, '1,234.5');
    await user.tab();
    expect(amount).toHaveValue('1234.50');

    const validity = within(dialog).getByRole('group', { name: 'Validity' });
    fireEvent.change(within(validity).getByLabelText('From'), { target: { value: '2026-01-05' } });
    fireEvent.change(within(validity).getByLabelText('To'), { target: { value: '2026-01-01' } });

    const contacts = within(dialog).getByRole('group', { name: 'Contacts' });
    expect(within(contacts).getByText('No contacts.')).toBeInTheDocument();
    await user.click(within(contacts).getByRole('button', { name: 'Add contact' }));
    const first = within(contacts).getByRole('group', { name: 'Contact 1' });
    await waitFor(() => expect(within(first).getByLabelText('Name')).toHaveFocus());
    await user.type(within(first).getByLabelText('E-mail'), 'not-an-address');
    await user.tab();
    expect(within(first).getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address.');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(validity).getByLabelText('From')).toHaveAccessibleDescription('Validity: the start must be on or before the end.');
    expect(within(first).getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    // One message per problem: under the row's field, not repeated for the list ("Contact 1: Name is required.").
    expect(within(contacts).queryByText('Contact 1: Name is required.')).toBeNull();
    expect(within(contacts).getAllByText('Name is required.')).toHaveLength(1);
    await waitFor(() => expect(within(validity).getByLabelText('From')).toHaveFocus());
    expect(sent.some((entry) => entry.operation === 'CreateContract')).toBe(false);

    fireEvent.change(within(validity).getByLabelText('To'), { target: { value: '2026-02-01' } });
    await user.type(within(first).getByLabelText('Name'), ' Dee Park ');
    await user.clear(within(first).getByLabelText('E-mail'));
    await user.type(within(first).getByLabelText('E-mail'), 'dee@example.com');
    await user.click(within(first).getByLabelText('Position').closest('.p-dropdown') as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Manager', hidden: true }));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastSent('CreateContract')).toBeDefined());
    expect(lastSent('CreateContract')).toEqual({
      input: {
        name: 'Catering',
        amount: '1234.50',
        validity: { from: '2026-01-05', to: '2026-02-01' },
        contacts: [{ name: 'Dee Park', positionId: 'p2', phone: null, email: 'dee@example.com' }],
      },
    });
  });

  it('edits a contract: the record fills the rows, a removed row is gone from the list sent and the focus moves to the next row', async () => {
    renderContracts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Cleaning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contract' });
    const amount = await within(dialog).findByLabelText('Amount');
    expect(amount).toHaveValue('1234.50');
    const validity = within(dialog).getByRole('group', { name: 'Validity' });
    expect(within(validity).getByLabelText('From')).toHaveValue('2026-01-01');
    expect(within(validity).getByLabelText('To')).toHaveValue('2026-01-05');
    const contacts = within(dialog).getByRole('group', { name: 'Contacts' });
    expect(within(within(contacts).getByRole('group', { name: 'Contact 1' })).getByLabelText('Name')).toHaveValue('Ann Lee');
    // Every control is named and grouped (contrast is the browser tests' job: jsdom lays nothing out).
    const audit = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    await user.click(within(contacts).getByRole('button', { name: 'Remove contact 1' }));
    const remaining = within(contacts).getByRole('group', { name: 'Contact 1' });
    expect(within(remaining).getByLabelText('Name')).toHaveValue('Bo Chen');
    await waitFor(() => expect(within(remaining).getByLabelText('Name')).toHaveFocus());
    expect(within(contacts).queryByRole('group', { name: 'Contact 2' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastSent('UpdateContract')).toBeDefined());
    expect(lastSent('UpdateContract')).toEqual({
      id: 'c1',
      version: 3,
      // Only the changed field (DESIGN §3 partial updates): the amount read as "1234.5" is no change.
      input: { contacts: [{ name: 'Bo Chen', positionId: null, phone: null, email: null }] },
    });
  });

  it("shows the server's refusal of a row's sub-field on the list, naming the row", async () => {
    renderContracts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'New contract' });
    await user.type(within(dialog).getByLabelText('Name'), 'Taken');
    await user.type(within(dialog).getByLabelText('Amount'), '10');
    const validity = within(dialog).getByRole('group', { name: 'Validity' });
    fireEvent.change(within(validity).getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(validity).getByLabelText('To'), { target: { value: '2026-01-31' } });
    const contacts = within(dialog).getByRole('group', { name: 'Contacts' });
    await user.click(within(contacts).getByRole('button', { name: 'Add contact' }));
    const first = within(contacts).getByRole('group', { name: 'Contact 1' });
    await user.type(within(first).getByLabelText('Name'), 'Ann Lee');
    await user.type(within(first).getByLabelText('E-mail'), 'ann@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(contacts).findByText('Contact 1: This e-mail belongs to another customer.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New contract' })).toBeInTheDocument();
  });
});
