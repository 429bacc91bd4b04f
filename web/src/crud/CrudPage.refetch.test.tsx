import { gatewayStandInLink, renderInApp, type GatewayAnswerer } from '../../testing/gatewayStandIn';
import { installListScreenTestHooks } from '../../testing/listScreenHooks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloLink } from '@apollo/client';
import { defer } from 'rxjs';
import { gradesResource } from '../generated/crud/gradesResource';
import { CrudPage } from './CrudPage';

/**
 * What a save asks of the gateway on a list screen (DESIGN §4): a create refetches the page; an update
 * refetches it only when a changed field is one the list sorts, searches or filters on (the row may
 * move); any other update changes the row from the mutation's payload in Apollo Client's normalized
 * cache, with no list request. The operations are answered by an Apollo link standing in for the
 * gateway (5 grades, sorted and searched as the gateway does), which records each operation's name.
 */

type Grade = { __typename: 'Grade'; id: string; name: string; level: number | null; description: string | null; version: number; createdAt: string; updatedAt: string };

function grades(): Grade[] {
  return Array.from({ length: 5 }, (_, i) => ({
    __typename: 'Grade' as const,
    id: `g${i}`,
    name: `Grade ${i + 1}`,
    level: 10 - i,
    description: null,
    version: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }));
}

/** The gateway stand-in over `rows`: the list (searched in name and description, sorted), one grade, create and update. */
function standIn(rows: Grade[]): GatewayAnswerer {
  return (operationName, variables) => {
    if (operationName === 'Grades') {
      const { page, pageSize, search, sort } = variables as { page: number; pageSize: number; search: string | null; sort: { field: string; direction: string } | null };
      const key = (grade: Grade) => (sort?.field === 'LEVEL' ? String(grade.level ?? 0).padStart(3, '0') : grade.name);
      const found = rows.filter((grade) => !search || `${grade.name} ${grade.description ?? ''}`.toLowerCase().includes(search.toLowerCase()));
      const sorted = [...found].sort((a, b) => key(a).localeCompare(key(b)) * (sort?.direction === 'DESC' ? -1 : 1));
      const items = sorted.slice((page - 1) * pageSize, page * pageSize);
      return {
        data: {
          grades: { __typename: 'GradePage', items, page, pageSize, total: found.length, totalIsExact: true, totalPages: Math.ceil(found.length / pageSize), hasNextPage: false },
        },
      };
    }
    if (operationName === 'Grade') return { data: { grade: rows.find((grade) => grade.id === variables.id) ?? null } };
    if (operationName === 'UpdateGrade') {
      const grade = rows.find((row) => row.id === variables.id)!;
      Object.assign(grade, variables.input, { version: grade.version + 1, updatedAt: '2026-02-01T00:00:00.000Z' });
      return { data: { updateGrade: { __typename: 'GradePayload', grade: { ...grade }, errors: [] } } };
    }
    if (operationName === 'CreateGrade') {
      const grade: Grade = { ...grades()[0]!, ...(variables.input as object), id: `g${rows.length}`, version: 0 };
      rows.push(grade);
      return { data: { createGrade: { __typename: 'GradePayload', grade: { ...grade }, errors: [] } } };
    }
    throw new Error(`the stand-in does not answer ${operationName}`);
  };
}

/** A link in front of the stand-in recording the name of each operation as it is sent. */
function recording(operations: string[]): ApolloLink {
  return new ApolloLink((operation, forward) =>
    defer(() => {
      operations.push(operation.operationName ?? '');
      return forward(operation);
    }),
  );
}

function renderGrades(url = '/setup/grades') {
  const operations: string[] = [];
  renderInApp({
    link: ApolloLink.from([recording(operations), gatewayStandInLink(standIn(grades()))]),
    path: '/setup/grades',
    page: <CrudPage resource={gradesResource} />,
    initialEntries: [url],
  });
  return operations;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens "Edit <name>", sets `field` to `value`, saves, and answers the operations sent from the save on (after 300 ms of quiet). */
async function editAndSave(operations: string[], name: string, field: string, value: string): Promise<string[]> {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit grade' });
  const input = await within(dialog).findByLabelText(field);
  await user.clear(input);
  await user.type(input, value);
  const before = operations.length;
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit grade' })).not.toBeInTheDocument());
  await sleep(300);
  return operations.slice(before);
}

installListScreenTestHooks();

describe('a save on a list screen refetches the page only when the row can move (DESIGN §4)', () => {
  it('an update of a field the list neither sorts, searches nor filters on: no list request, the row shows the payload', async () => {
    const operations = renderGrades();
    const row = (await screen.findByText('Grade 2')).closest('tr')!;
    const sent = await editAndSave(operations, 'Grade 2', 'Description', 'Senior staff');
    expect(sent).toEqual(['UpdateGrade']);
    expect(within(row).getByText('Senior staff')).toBeInTheDocument();
  });

  it('an update of the sorted field refetches the page, which shows the row in its new place', async () => {
    const operations = renderGrades('/setup/grades?sort=level');
    await screen.findByText('Grade 2');
    const sent = await editAndSave(operations, 'Grade 2', 'Level', '1');
    expect(sent).toEqual(['UpdateGrade', 'Grades']);
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Grade 2'));
  });

  it('an update under a search refetches the page: the change may make the row stop matching', async () => {
    const operations = renderGrades('/setup/grades?search=grade');
    await screen.findByText('Grade 2');
    expect(await editAndSave(operations, 'Grade 2', 'Description', 'Senior staff')).toEqual(['UpdateGrade', 'Grades']);
  });

  it('a create refetches the page', async () => {
    const operations = renderGrades();
    const user = userEvent.setup();
    await screen.findByText('Grade 2');
    await user.click(screen.getByRole('button', { name: 'New grade' }));
    const dialog = await screen.findByRole('dialog', { name: 'New grade' });
    await user.type(within(dialog).getByLabelText('Name'), 'Grade 6');
    const before = operations.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Grade 6')).toBeInTheDocument();
    expect(operations.slice(before)).toEqual(['CreateGrade', 'Grades']);
  });
});
