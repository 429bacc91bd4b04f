import { installListScreenTestHooks } from '../../testing/listScreenHooks';
import { gatewayStandInLink, renderInApp, type GatewayAnswerer } from '../../testing/gatewayStandIn';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gradesResource } from '../generated/crud/gradesResource';
import { CrudPage } from './CrudPage';

/**
 * The list's total (DESIGN §4, every list screen): under the table, "1–10 of 16" — the records of the
 * page shown and how many there are — following paging, page size and search; with no records the
 * table says "No grades found." and there is no total. The grades list is answered by an Apollo link
 * standing in for the gateway (16 grades, paged and searched as the gateway does).
 */

const GRADES = Array.from({ length: 16 }, (_, i) => ({
  __typename: 'Grade' as const,
  id: `g${i}`,
  name: `G${String(i + 1).padStart(2, '0')} ${i < 3 ? 'Senior' : 'Staff'}`,
  level: i + 1,
  description: null,
  version: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}));

/** The gateway stand-in's answer to the grades list: the page asked for, of the grades whose name holds the search. */
const answer: GatewayAnswerer = (_operationName, variables) => {
  const { page, pageSize, search } = variables as { page: number; pageSize: number; search: string | null };
  const rows = GRADES.filter((grade) => !search || grade.name.toLowerCase().includes(search.toLowerCase()));
  return {
    data: {
      grades: {
        __typename: 'GradePage',
        items: rows.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: rows.length,
        totalPages: Math.ceil(rows.length / pageSize),
      },
    },
  };
};

function renderGrades(url = '/setup/grades') {
  renderInApp({ link: gatewayStandInLink(answer), path: '/setup/grades', page: <CrudPage resource={gradesResource} />, initialEntries: [url] });
}

/** The total shown under the table ("" when none). */
const total = () => document.querySelector('.p-paginator .crud-range')?.textContent ?? null;

installListScreenTestHooks();
beforeEach(() => {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, value: ['en-GB'] });
});
afterEach(() => {
  delete (window.navigator as { languages?: unknown }).languages;
});

describe('the list total (DESIGN §4)', () => {
  it('shows "1–10 of 16" under the table, and follows the page and the page size', async () => {
    renderGrades();
    const user = userEvent.setup();
    await screen.findByText('G01 Senior');
    expect(total()).toBe('1–10 of 16');
    expect(screen.getByText('1–10 of 16')).toHaveAttribute('aria-live', 'polite');
    // The page size beside it is a named select; the current page is marked for screen readers.
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('G16 Staff');
    expect(total()).toBe('11–16 of 16');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await screen.findByText('G01 Senior');
    expect(total()).toBe('1–16 of 16');
  });

  it('counts what a search found', async () => {
    renderGrades();
    const user = userEvent.setup();
    await screen.findByText('G01 Senior');
    await user.type(screen.getByLabelText('Search'), 'senior');
    await screen.findByText('1–3 of 3');
    expect(screen.queryByText('G04 Staff')).toBeNull();
  });

  it('says "1–10 of 1,000+" for a search counted only up to a cap, with next but no last page', async () => {
    // The gateway's answer when a search matched more than the server counts (DESIGN §2 `totalDocsExact`).
    const capped: GatewayAnswerer = (_operationName, variables) => {
      const { page, pageSize } = variables as { page: number; pageSize: number };
      const items = Array.from({ length: pageSize }, (_, i) => ({ ...GRADES[0]!, id: `m${page}-${i}`, name: `Many ${(page - 1) * pageSize + i + 1}` }));
      return { data: { grades: { __typename: 'GradePage', items, page, pageSize, total: 1000, totalIsExact: false, totalPages: 1000 / pageSize, hasNextPage: true } } };
    };
    renderInApp({ link: gatewayStandInLink(capped), path: '/setup/grades', page: <CrudPage resource={gradesResource} />, initialEntries: ['/setup/grades?search=many'] });
    const user = userEvent.setup();
    await screen.findByText('Many 1');
    expect(total()).toBe('1–10 of 1,000+');
    expect(screen.queryByRole('button', { name: /last page/i })).toBeNull();
    const next = screen.getByRole('button', { name: /next page/i });
    expect(next).toBeEnabled();
    await user.click(next);
    await screen.findByText('Many 11');
    expect(total()).toBe('11–20 of 1,000+');
    expect(screen.getByRole('button', { name: /next page/i })).toBeEnabled();
  });

  it('offers the last page when the total is exact', async () => {
    renderGrades();
    await screen.findByText('G01 Senior');
    expect(screen.getByRole('button', { name: /last page/i })).toBeInTheDocument();
  });

  it('says "No grades found." and shows no total when nothing matches', async () => {
    renderGrades('/setup/grades?search=nothing-like-this');
    await screen.findByText('No grades found.');
    expect(total()).toBe('');
  });
});
