import { gatewayStandInLink, renderInApp, type GatewayAnswerer } from '../../testing/gatewayStandIn';
import { installListScreenTestHooks } from '../../testing/listScreenHooks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloLink } from '@apollo/client';
import { defer } from 'rxjs';
import type { createMemoryRouter } from 'react-router';
import { gradesResource } from '../generated/crud/gradesResource';
import type { TypesOf } from './defineResource';
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
const resource: ResourceDescription<TypesOf<typeof gradesResource>> = {
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

/** The gateway stand-in's answer to the list query: the page asked for, searched, filtered and sorted by name. */
const answer: GatewayAnswerer = (_operationName, variables) => {
  const list = variables as unknown as ListVariables;
  let rows = GRADES.filter((grade) => (!list.search || grade.name.includes(list.search)) && (!list.active || grade.level >= 10));
  const direction = list.sort?.direction === 'DESC' ? -1 : 1;
  rows = [...rows].sort((a, b) => a.name.localeCompare(b.name) * direction);
  const items = rows.slice((list.page - 1) * list.pageSize, list.page * list.pageSize);
  return { data: { grades: { __typename: 'GradePage', items, page: list.page, pageSize: list.pageSize, total: rows.length, totalPages: Math.ceil(rows.length / list.pageSize) } } };
};

/** A link in front of the stand-in recording each request's variables as it is sent (also those dropped before their answer). */
function recording(requests: ListVariables[]): ApolloLink {
  return new ApolloLink((operation, forward) =>
    defer(() => {
      requests.push(operation.variables as ListVariables);
      return forward(operation);
    }),
  );
}

function renderGrades() {
  const requests: ListVariables[] = [];
  const link = ApolloLink.from([recording(requests), gatewayStandInLink(answer, 10)]);
  const { router } = renderInApp({ link, path: '/setup/grades', page: <CrudPage resource={resource} />, strictMode: true });
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
      await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    });
    expect(resized).toEqual([{ page: 1, pageSize: 25, search: 'even', sort: { field: 'NAME', direction: 'DESC' } }]);

    const filtered = await requestsOf(requests, () => user.click(within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Level 10+' })));
    expect(filtered).toEqual([{ page: 1, pageSize: 25, search: 'even', sort: { field: 'NAME', direction: 'DESC' }, active: true }]);

    const cleared = await requestsOf(requests, () => user.clear(screen.getByLabelText('Search')));
    expect(cleared).toEqual([{ page: 1, pageSize: 25, search: null, sort: { field: 'NAME', direction: 'DESC' }, active: true }]);
    expect(query(router)).toEqual({ pageSize: '25', sort: 'name', order: 'desc', show: 'high' });
  });

  it('a header clicked three times sorts ascending, descending, then the list’s own order again', async () => {
    const { requests, router } = renderGrades();
    const user = userEvent.setup();
    expect(await screen.findByText('Grade 01 even')).toBeInTheDocument();
    const level = () => screen.getByRole('columnheader', { name: /Level/ });
    const clicks: ListVariables[] = [];
    for (let click = 0; click < 3; click++) clicks.push(...(await requestsOf(requests, () => user.click(within(level()).getByRole('button')))));
    expect(clicks.map((request) => request.sort)).toEqual([
      { field: 'LEVEL', direction: 'ASC' },
      { field: 'LEVEL', direction: 'DESC' },
      { field: 'NAME', direction: 'ASC' },
    ]);
    expect(level()).toHaveAttribute('aria-sort', 'none');
    expect(query(router)).toEqual({});
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
