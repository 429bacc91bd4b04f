import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ChoiceSourcesProvider } from '../../crud/choiceSources';
import { CrudPage } from '../../crud/CrudPage';
import { fieldsFor } from '../../crud/CrudForm';
import { SingleRecordPage } from '../../crud/kinds/single/SingleRecordPage';
import type { SingleResourceDescription, SingleResourceTypes } from '../../crud/kinds/single/singleResource';
import type { ResourceDescription, ResourceTypes } from '../../crud/resource';
import { installListScreenTestHooks } from '../../../testing/listScreenHooks';
import { contractLink } from '../../../testing/schemaLink';
import { SETUP_CHOICE_SOURCES } from './choiceSources';
import { SETUP_RESOURCES } from './registry';

/**
 * Every setup resource's list and form (DESIGN §4, §7), rendered by the generic screens over the
 * contract itself (schema.graphql answering made-up records): its operations and inputs fit the schema, its
 * table shows its column headers and a record, its form every field by its label, and an edit loads
 * the record into them.
 */

installListScreenTestHooks();

function renderList(resource: ResourceDescription<ResourceTypes>) {
  const client = new ApolloClient({ link: contractLink(), cache: new InMemoryCache() });
  const page = (
    <ApolloProvider client={client}>
      <ChoiceSourcesProvider sources={SETUP_CHOICE_SOURCES}>
        <CrudPage resource={resource} />
      </ChoiceSourcesProvider>
    </ApolloProvider>
  );
  // As app/App.tsx renders the router (not imported: nothing below app/ imports it, DESIGN §6).
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: page }])} useTransitions={false} />);
}

describe.each(Object.entries(SETUP_RESOURCES).filter(([, entry]) => !entry.single))('the %s screen', (_name, entry) => {
  it('sends form values as inputs the contract accepts (create and update)', async () => {
    const resource = await entry.load();
    const client = new ApolloClient({ link: contractLink(), cache: new InMemoryCache() });
    const { data } = await client.query({ query: resource.get.document, variables: { id: 'r1' } });
    const record = resource.get.record(data);
    if (!record) throw new Error('no record');
    const values = resource.form.toValues(record);
    const toCreateInput = resource.form.toCreateInput ?? resource.form.toInput;
    await expect(client.mutate({ mutation: resource.create, variables: { input: toCreateInput(values) } })).resolves.toBeDefined();
    await expect(client.mutate({ mutation: resource.update, variables: { id: record.id, version: record.version, input: resource.form.toInput(values) } })).resolves.toBeDefined();
  });

  it('lists a record under the column headers', async () => {
    const resource = await entry.load();
    renderList(resource);
    expect(await screen.findByRole('heading', { name: resource.title, level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    // An ordered resource's rows start with their drag handle.
    expect(headers).toEqual([...(resource.reorder ? ['Drag to reorder'] : []), ...resource.columns.map((column) => column.header), 'Actions']);
    expect((await screen.findAllByRole('button', { name: /^Edit / })).length).toBe(1);
    expect(screen.queryByText(`Could not load ${resource.plural}.`)).toBeNull();
  });

  it('offers every field of its form, labelled, when creating and when editing', async () => {
    const resource = await entry.load();
    renderList(resource);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `New ${resource.singular}` }));
    const create = await screen.findByRole('dialog', { name: `New ${resource.singular}` });
    for (const field of fieldsFor(resource, 'create')) expect(within(create).getByText(field.label, { selector: 'label, legend' })).toBeInTheDocument();
    await user.click(within(create).getByRole('button', { name: 'Cancel' }));

    await user.click((await screen.findAllByRole('button', { name: /^Edit / }))[0]!);
    const edit = await screen.findByRole('dialog', { name: `Edit ${resource.singular}` });
    const [first] = fieldsFor(resource, 'edit');
    const [firstInput] = await within(edit).findAllByLabelText(first!.label, { exact: false });
    expect(firstInput).not.toHaveValue('');
    // (A row of a list field may repeat a label: a contact's "Name".)
    for (const field of fieldsFor(resource, 'edit')) expect(within(edit).getAllByText(field.label, { selector: 'label, legend' }).length).toBeGreaterThan(0);
    expect(within(edit).queryByText(resource.form.fields.find((field) => field.only === 'create')?.label ?? '\u0000', { selector: 'label' })).toBeNull();
  });
});

describe('the GVR settings screen (one record)', () => {
  it('shows its record with every field labelled, refuses values that break its rules, and saves only what changed', async () => {
    const resource = (await SETUP_RESOURCES.gvrSettings!.load()) as unknown as SingleResourceDescription<SingleResourceTypes>;
    const sent: Record<string, unknown>[] = [];
    const recorder = new ApolloLink((operation, forward) => {
      if (operation.operationName?.startsWith('Update')) sent.push(operation.variables);
      return forward(operation);
    });
    const client = new ApolloClient({ link: ApolloLink.from([recorder, contractLink()]), cache: new InMemoryCache() });
    const page = (
      <ApolloProvider client={client}>
        <ChoiceSourcesProvider sources={SETUP_CHOICE_SOURCES}>
          <SingleRecordPage resource={resource} />
        </ChoiceSourcesProvider>
      </ApolloProvider>
    );
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: page }])} useTransitions={false} />);
    expect(await screen.findByRole('heading', { name: 'GVR settings', level: 1 })).toBeInTheDocument();
    for (const field of resource.form.fields) expect(await screen.findByText(field.label, { selector: 'label, legend' })).toBeInTheDocument();
    // The made-up record's "currency 1" and "start 1" break the rules.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Currency must be a three-letter code such as EUR.')).toBeInTheDocument();
    expect(screen.getByText('Working day starts must be a time such as 08:30.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    const replace = async (label: string, text: string) => {
      const input = screen.getByLabelText(label, { exact: false });
      await user.clear(input);
      await user.type(input, text);
    };
    await replace('Currency', 'AED');
    await replace('Working day starts', '17:00');
    await replace('Working day ends', '08:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Working day ends must be after the start.')).toBeInTheDocument();
    await replace('Working day starts', '08:00');
    await replace('Working day ends', '17:30');
    await replace('Report deadline (days)', '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ version: 1, input: { reportDeadlineDays: 7, currency: 'AED', workingHours: { start: '08:00', end: '17:30' } } });
  });
});
