import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ReferenceField } from '../../crud/ReferenceField';
import { useFormState } from '../../forms/useFormState';
import { installListScreenTestHooks } from '../../../testing/listScreenHooks';
import { contractLink } from '../../../testing/schemaLink';
import { SETUP_CHOICE_SOURCES } from './choiceSources';

/**
 * The employee pickers search on the server (DESIGN §3 "for pickers": hundreds of thousands of
 * people): over the contract itself (schema.graphql answering made-up records: one employee
 * `id-1`, "employeeName 1 (employeeNo 1)"), with every operation the picker sends recorded.
 */

installListScreenTestHooks();

interface Sent {
  operation: string;
  variables: Record<string, unknown>;
}

function renderPicker(initial: string) {
  const sent: Sent[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    sent.push({ operation: operation.operationName ?? '', variables: operation.variables });
    return forward(operation);
  });
  const client = new ApolloClient({ link: ApolloLink.from([recorder, contractLink()]), cache: new InMemoryCache() });
  function Form() {
    const form = useFormState<{ reportsToId: string }>({ reportsToId: initial }, []);
    return <ReferenceField label="Reports to" multiple={false} values={form.values} bound={form.field('reportsToId')} source={SETUP_CHOICE_SOURCES.employees!} clearable />;
  }
  render(
    <ApolloProvider client={client}>
      <Form />
    </ApolloProvider>,
  );
  return sent;
}

describe('the employees choice source (searched on the server)', () => {
  it('never asks for the whole list, and labels the held value with one get', async () => {
    const sent = renderPicker('id-1');
    await waitFor(() => expect(screen.getByLabelText('Reports to')).toHaveValue('employeeName 1 (employeeNo 1)'));
    expect(sent.map((entry) => entry.operation)).toEqual(['Employee']);
    expect(sent[0]!.variables).toEqual({ id: 'id-1' });
  });

  it('asks for nothing until opened, then for a small page of active employees, and searches what is typed (debounced)', async () => {
    const sent = renderPicker('');
    const user = userEvent.setup();
    const picker = screen.getByLabelText('Reports to').closest('.p-dropdown') as HTMLElement;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);

    await user.click(picker);
    await screen.findByRole('option', { name: 'employeeName 1 (employeeNo 1)', hidden: true });
    expect(sent).toEqual([{ operation: 'Employees', variables: { active: true, page: 1, pageSize: 20 } }]);

    await user.type(document.querySelector('.p-dropdown-filter') as HTMLInputElement, 'Dan');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ operation: 'Employees', variables: { active: true, page: 1, pageSize: 20, search: 'Dan' } });
    // The server searched: the picker shows its answer without filtering it again by label.
    expect(await screen.findByRole('option', { name: 'employeeName 1 (employeeNo 1)', hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'employeeName 1 (employeeNo 1)', hidden: true }));
    await waitFor(() => expect(screen.getByLabelText('Reports to')).toHaveValue('employeeName 1 (employeeNo 1)'));
    expect(sent.filter((entry) => entry.operation === 'EmployeeChoices')).toEqual([]);
  });
});
