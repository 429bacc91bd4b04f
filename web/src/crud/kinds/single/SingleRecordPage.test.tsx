import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertArea } from '../../../alerts/AlertArea';
import { gatewayStandInLink, renderInApp, type GatewayAnswerer } from '../../../../testing/gatewayStandIn';
import { installListScreenTestHooks } from '../../../../testing/listScreenHooks';
import { settingsResource, type GvrSettings } from '../../../../testing/fieldKinds/settingsResource';
import { SingleRecordPage } from './SingleRecordPage';

/**
 * The single-record screen (plan §5, catalogue kind 'single') with the test-only GVR settings: the
 * record's form straight on the page, saving only the changed fields with the record's version, and a
 * stale version answered as the list's form answers it ("changed by someone else", "Reload").
 */

let server: GvrSettings;
let sent: { operation: string; variables: Record<string, unknown> }[] = [];

/** The gateway stand-in's answers: the settings record, and updates (a stale version refused with STALE_VERSION). */
const answer: GatewayAnswerer = (operationName, variables) => {
  sent.push({ operation: operationName, variables });
  if (operationName === 'GvrSettings') return { data: { gvrSettings: server } };
  if (operationName === 'UpdateGvrSettings') {
    if (variables.version !== server.version) {
      return { data: { updateGvrSettings: { gvrSettings: null, errors: [{ field: null, message: 'Changed meanwhile.', code: 'CONFLICT', reason: 'STALE_VERSION' }] } } };
    }
    server = { ...server, ...(variables.input as object), version: server.version + 1 };
    return { data: { updateGvrSettings: { gvrSettings: server, errors: [] } } };
  }
  return { errors: [{ message: `unexpected ${operationName}` }] };
};

function renderSettings() {
  const page = (
    <>
      <AlertArea />
      <SingleRecordPage resource={settingsResource} />
    </>
  );
  renderInApp({ link: gatewayStandInLink(answer), path: '/gvr/settings', page });
}

installListScreenTestHooks();
beforeEach(() => {
  sent = [];
  server = { __typename: 'GvrSettings', id: 's1', version: 2, minimumOrder: '25', season: { from: '2026-03-01', to: '2026-09-30' }, notes: null };
});

describe('the single-record screen', () => {
  it("shows the record's form on the page and saves only the changed fields with its version", async () => {
    renderSettings();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'GVR settings' })).toBeInTheDocument();
    const amount = await screen.findByLabelText('Minimum order');
    expect(amount).toHaveValue('25.00');
    const season = screen.getByRole('group', { name: 'Season' });
    expect(within(season).getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(sent.find((entry) => entry.operation === 'UpdateGvrSettings')?.variables).toEqual({ version: 2, input: { minimumOrder: '30.00' } });
    await waitFor(() => expect(screen.getByLabelText('Minimum order')).toHaveValue('30.00'));
  });

  it('says when the record was changed by someone else, and "Reload" starts again from the fresh record', async () => {
    renderSettings();
    const user = userEvent.setup();
    const notes = await screen.findByLabelText('Notes');
    server = { ...server, version: 3, minimumOrder: '40.00' };
    await user.type(notes, 'Closed in August');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/was changed by someone else since you opened it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Minimum order')).toHaveValue('40.00'));
    expect(screen.getByLabelText('Notes')).toHaveValue('');
  });

  it('checks the fields before saving (a money rule, the range order)', async () => {
    renderSettings();
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Minimum order');
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The message, then the currency the amount is in.
    expect(amount).toHaveAccessibleDescription('Minimum order can have at most 2 decimals. EUR');
    const season = screen.getByRole('group', { name: 'Season' });
    fireEvent.change(within(season).getByLabelText('To'), { target: { value: '2026-02-01' } });
    expect(within(season).getByLabelText('To')).toHaveAccessibleDescription('Season: the start must be on or before the end.');
    expect(sent.some((entry) => entry.operation === 'UpdateGvrSettings')).toBe(false);
  });
});
