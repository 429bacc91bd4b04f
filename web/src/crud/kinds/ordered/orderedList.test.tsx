import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CrudPage } from '../../CrudPage';
import { gatewayStandInLink, renderInApp, type GatewayAnswerer } from '../../../../testing/gatewayStandIn';
import { installListScreenTestHooks } from '../../../../testing/listScreenHooks';
import { sectionsResource, type Section } from '../../../../testing/fieldKinds/sectionsResource';

/**
 * An ordered resource's list (plan §5) with the test-only Sections: drag handles and keyboard
 * "Move up"/"Move down" buttons; a move shows at once, sends every id in the new order, and goes back
 * (with an alert) when the server refuses it.
 */

let server: Section[];
let refuse = false;
let reorders: string[][] = [];

/** The gateway stand-in's answers: the sections (searched by name) and reorders (refused while `refuse`). */
const answer: GatewayAnswerer = (operationName, variables) => {
  if (operationName === 'Sections') {
    const search = variables.search as string | null;
    const items = server.filter((section) => !search || section.name.toLowerCase().includes(search.toLowerCase()));
    return { data: { sections: { items, page: 1, pageSize: 10, total: items.length, totalPages: 1 } } };
  }
  if (operationName === 'ReorderSections') {
    const ids = variables.ids as string[];
    reorders.push(ids);
    if (refuse)
      return { data: { reorderSections: { ids: null, errors: [{ field: ['ids'], message: 'The sections changed meanwhile.', code: 'CONFLICT', reason: 'STALE_VERSION' }] } } };
    server = ids.map((id, index) => ({ ...(server.find((section) => section.id === id) as Section), position: index + 1 }));
    return { data: { reorderSections: { ids, errors: [] } } };
  }
  return { errors: [{ message: `unexpected ${operationName}` }] };
};

function renderSections(url = '/setup/sections') {
  renderInApp({ link: gatewayStandInLink(answer, 20), path: '/setup/sections', page: <CrudPage resource={sectionsResource} />, initialEntries: [url] });
}

/** Waits for the list's first answer (generously: the first render of PrimeReact's table is slow on a busy machine). */
const listShown = () => screen.findByRole('cell', { name: 'Beta' }, { timeout: 5000 });

/** The section names in the table's order. */
const shownOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '');

installListScreenTestHooks();
beforeEach(() => {
  refuse = false;
  reorders = [];
  server = ['Alpha', 'Beta', 'Gamma'].map((name, index) => ({ __typename: 'Section', id: name.toLowerCase(), version: 0, name, position: index + 1 }));
});

describe('an ordered list', () => {
  it('offers a drag handle per row and keyboard move buttons (none up for the first, none down for the last)', async () => {
    renderSections();
    await listShown();
    expect(document.querySelectorAll('.p-datatable-reorderablerow-handle')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Move Alpha up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Gamma down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Beta up' })).toBeEnabled();
  });

  it('moves a record at once, saves every id in the new order, keeps the focus with it and says where it went', async () => {
    renderSections();
    const user = userEvent.setup();
    await listShown();
    await user.click(screen.getByRole('button', { name: 'Move Beta up' }));
    expect(shownOrder()).toEqual(['Beta', 'Alpha', 'Gamma']);
    await waitFor(() => expect(reorders).toEqual([['beta', 'alpha', 'gamma']]));
    expect(await screen.findByText('Beta moved to position 1 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Beta down' })).toHaveFocus());
    expect(shownOrder()).toEqual(['Beta', 'Alpha', 'Gamma']);

    // Once saved, the next move works from the saved order.
    await user.click(screen.getByRole('button', { name: 'Move Alpha down' }));
    await waitFor(() =>
      expect(reorders).toEqual([
        ['beta', 'alpha', 'gamma'],
        ['beta', 'gamma', 'alpha'],
      ]),
    );
    expect(await screen.findByText('Alpha moved to position 3 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Alpha up' })).toHaveFocus());
  });

  it('moves a record dragged by its handle onto another row, and saves the new order', async () => {
    renderSections();
    await listShown();
    const alpha = screen.getByRole('cell', { name: 'Alpha' }).closest('tr') as HTMLElement;
    const gamma = screen.getByRole('cell', { name: 'Gamma' }).closest('tr') as HTMLElement;
    // Dropped on a row, the record takes that row's position.
    fireEvent.mouseDown(alpha.querySelector('.p-datatable-reorderablerow-handle') as Element);
    fireEvent.dragStart(alpha, { dataTransfer: { setData: () => undefined } });
    fireEvent.dragOver(gamma);
    fireEvent.drop(gamma);
    expect(shownOrder()).toEqual(['Beta', 'Gamma', 'Alpha']);
    await waitFor(() => expect(reorders).toEqual([['beta', 'gamma', 'alpha']]));
    expect(await screen.findByText('Alpha moved to position 3 of 3.')).toBeInTheDocument();
  });

  it('goes back to the saved order, with an alert, when the new order is refused', async () => {
    refuse = true;
    renderSections();
    const user = userEvent.setup();
    await listShown();
    await user.click(screen.getByRole('button', { name: 'Move Alpha down' }));
    expect(shownOrder()).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(await screen.findByRole('alert')).toHaveTextContent('The new order was not saved: The sections changed meanwhile.');
    expect(shownOrder()).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('offers no reordering while the list is searched (a new order names every record)', async () => {
    renderSections('/setup/sections?search=a');
    await listShown();
    expect(screen.queryByRole('button', { name: 'Move Beta up' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('.p-datatable-reorderablerow-handle')).toHaveLength(0);
  });
});
