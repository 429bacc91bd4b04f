import { installListScreenTestHooks } from '../../testing/listScreenHooks';
import { StrictMode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App';
import { gradesResource, type GradeTypes } from '../features/setup/grades/gradesResource';
import { CrudPage } from './CrudPage';
import type { ResourceDescription } from './resource';

/**
 * One list request per change of a list (DESIGN §4: server paging, sorting, search and filters, state
 * in the URL): rendered as the app renders it (App's router, React's StrictMode as in startApp), every
 * search, sort, page, page size and filter change sends the list query exactly once, with the new
 * variables, and never again with the previous ones. The list query is answered by an Apollo link
 * standing in for the gateway (25 grades, paged, searched and sorted as the gateway does), which counts
 * what it is asked.
 */

interface ListVariables {
  page: number;
  pageSize: number;
  search: string | null;
  sort: { field: string; direction: 'ASC' | 'DESC' } | null;
  active?: boolean;
}

const GRADES = Array.from({ length: 25 }, (_, i) => ({
  __typename: 'Grade' as const,
  id: `g${i}`,
  name: `Grade ${String(i + 1).padStart(2, '0')}${i % 2 === 0 ? ' even' : ''}`,
  level: i + 1,
  description: null,
  version: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}));

// Grades with a filter ("Show": All / Level 10+), so that a filter change is counted too.
const resource: ResourceDescription<GradeTypes> = {
  ...gradesResource,
  filters: [
    {
      key: 'show',
      label: 'Show',
      options: [
        { value: 'all', label: 'All', variables: {} },
        { value: 'high', label: 'Level 10+', variables: { active: true } },
      ],
    },
  ],
};

/** A gateway stand-in for the list query: answers after a few ms, as a network would, and records each request's variables. */
function gradesLink(requests: ListVariables[]): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const variables = operation.variables as ListVariables;
        requests.push(variables);
        let rows = GRADES.filter((grade) => (!variables.search || grade.name.includes(variables.search)) && (!variables.active || grade.level >= 10));
        const direction = variables.sort?.direction === 'DESC' ? -1 : 1;
        rows = [...rows].sort((a, b) => a.name.localeCompare(b.name) * direction);
        const items = rows.slice((variables.page - 1) * variables.pageSize, variables.page * variables.pageSize);
        const timer = setTimeout(() => {
          observer.next({
            data: {
              grades: {
                __typename: 'GradePage',
                items,
                page: variables.page,
                pageSize: variables.pageSize,
                total: rows.length,
                totalPages: Math.ceil(rows.length / variables.pageSize),
              },
            },
          });
          observer.complete();
        }, 10);
        return () => clearTimeout(timer);
      }),
  );
}

function renderGrades() {
  const requests: ListVariables[] = [];
  const client = new ApolloClient({ link: gradesLink(requests), cache: new InMemoryCache() });
  const router = createMemoryRouter(
    [
      {
        path: '/setup/grades',
        element: (
          <ApolloProvider client={client}>
            <CrudPage resource={resource} />
          </ApolloProvider>
        ),
      },
    ],
    { initialEntries: ['/setup/grades'] },
  );
  render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  return { requests, router };
}

/** The list state in the router's URL, as an object (the order of the parameters does not matter). */
const query = (router: ReturnType<typeof createMemoryRouter>) => Object.fromEntries(new URLSearchParams(router.state.location.search));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no list request has been made for 400 ms (the storm ran for seconds), at most 5 s. */
async function settled(requests: ListVariables[]): Promise<void> {
  const deadline = Date.now() + 5000;
  let seen = -1;
  while (seen !== requests.length && Date.now() < deadline) {
    seen = requests.length;
    await sleep(400);
  }
}

/** Runs `change`, lets the list settle, and returns the requests it caused. */
async function requestsOf(requests: ListVariables[], change: () => Promise<void>): Promise<ListVariables[]> {
  await settled(requests);
  const before = requests.length;
  await change();
  await settled(requests);
  return requests.slice(before);
}

installListScreenTestHooks();

describe('a generic list under StrictMode sends one request per change (DESIGN §4)', () => {
  it('search, sort, page, page size and filter: one request each, with the new variables', async () => {
    const { requests, router } = renderGrades();
    const user = userEvent.setup();
    expect(await screen.findByText('Grade 01 even')).toBeInTheDocument();

    const searched = await requestsOf(requests, () => user.type(screen.getByLabelText('Search'), 'even'));
    expect(searched).toEqual([{ page: 1, pageSize: 10, search: 'even', sort: { field: 'NAME', direction: 'ASC' } }]);
    expect(query(router)).toEqual({ search: 'even' });
    expect(await screen.findByText('Grade 19 even')).toBeInTheDocument();

    const sorted = await requestsOf(requests, () => user.click(screen.getByRole('columnheader', { name: /Name/ })));
    expect(sorted).toEqual([{ page: 1, pageSize: 10, search: 'even', sort: { field: 'NAME', direction: 'DESC' } }]);

    const paged = await requestsOf(requests, () => user.click(screen.getByRole('button', { name: /next page/i })));
    expect(paged).toEqual([{ page: 2, pageSize: 10, search: 'even', sort: { field: 'NAME', direction: 'DESC' } }]);
    expect(query(router)).toEqual({ page: '2', search: 'even', sort: 'name', order: 'desc' });

    const resized = await requestsOf(requests, async () => {
      // The paginator's rows-per-page dropdown (PrimeReact's Dropdown; its options are in a panel on <body>).
      await user.click(document.querySelector('.p-paginator .p-dropdown') as HTMLElement);
      // (The panel is still in its opening transition, which the accessibility tree counts as hidden.)
      await user.click(await screen.findByRole('option', { name: '25', hidden: true }));
    });
    expect(resized).toEqual([{ page: 1, pageSize: 25, search: 'even', sort: { field: 'NAME', direction: 'DESC' } }]);

    const filtered = await requestsOf(requests, () => user.click(within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Level 10+' })));
    expect(filtered).toEqual([{ page: 1, pageSize: 25, search: 'even', sort: { field: 'NAME', direction: 'DESC' }, active: true }]);

    const cleared = await requestsOf(requests, () => user.clear(screen.getByLabelText('Search')));
    expect(cleared).toEqual([{ page: 1, pageSize: 25, search: null, sort: { field: 'NAME', direction: 'DESC' }, active: true }]);
    expect(query(router)).toEqual({ pageSize: '25', sort: 'name', order: 'desc', show: 'high' });
  });

  it('back to an earlier list state: at most one request (the cache shows it at once, then it is refreshed)', async () => {
    const { requests, router } = renderGrades();
    const user = userEvent.setup();
    expect(await screen.findByText('Grade 01 even')).toBeInTheDocument();
    await requestsOf(requests, () => user.click(screen.getByRole('button', { name: /next page/i })));
    const back = await requestsOf(requests, () => router.navigate(-1));
    expect(back).toEqual([{ page: 1, pageSize: 10, search: null, sort: { field: 'NAME', direction: 'ASC' } }]);
  });
});
