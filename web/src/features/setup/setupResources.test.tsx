import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ChoiceSourcesProvider } from '../../crud/choiceSources';
import { CrudPage } from '../../crud/CrudPage';
import { fieldsFor } from '../../crud/CrudForm';
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

describe.each(Object.entries(SETUP_RESOURCES))('the %s screen', (_name, entry) => {
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
    expect(headers).toEqual([...resource.columns.map((column) => column.header), 'Actions']);
    expect((await screen.findAllByRole('button', { name: /^Edit / })).length).toBe(1);
    expect(screen.queryByText(`Could not load ${resource.plural}.`)).toBeNull();
  });

  it('offers every field of its form, labelled, when creating and when editing', async () => {
    const resource = await entry.load();
    renderList(resource);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `New ${resource.singular}` }));
    const create = await screen.findByRole('dialog', { name: `New ${resource.singular}` });
    for (const field of fieldsFor(resource, 'create')) expect(within(create).getByText(field.label, { selector: 'label' })).toBeInTheDocument();
    await user.click(within(create).getByRole('button', { name: 'Cancel' }));

    await user.click((await screen.findAllByRole('button', { name: /^Edit / }))[0]!);
    const edit = await screen.findByRole('dialog', { name: `Edit ${resource.singular}` });
    const [first] = fieldsFor(resource, 'edit');
    const firstInput = await within(edit).findByLabelText(first!.label, { exact: false });
    expect(firstInput).not.toHaveValue('');
    for (const field of fieldsFor(resource, 'edit')) expect(within(edit).getByText(field.label, { selector: 'label' })).toBeInTheDocument();
    expect(within(edit).queryByText(resource.form.fields.find((field) => field.only === 'create')?.label ?? '\u0000', { selector: 'label' })).toBeNull();
  });
});
