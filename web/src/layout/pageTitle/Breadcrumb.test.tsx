import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useState } from 'react';
import { PageBreadcrumb } from './Breadcrumb';
import { RecordTitleContext, usePageRecordTitle } from './recordTitle';

function Layout() {
  const [recordTitle, setRecordTitle] = useState<string | null>(null);
  return (
    <>
      <PageBreadcrumb recordTitle={recordTitle} />
      <RecordTitleContext value={setRecordTitle}>
        <Outlet />
      </RecordTitleContext>
    </>
  );
}

function EmployeePage() {
  usePageRecordTitle('Jane Doe');
  return <h1>Jane Doe</h1>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Dashboard</h1> },
          { path: '/setup/grades', element: <h1>Grades</h1> },
          { path: '/setup/employees/:id', element: <EmployeePage /> },
          { path: '/support', handle: { title: 'Support' }, element: <h1>Support</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

afterEach(() => {
  document.title = 'Back Office';
});

describe('PageBreadcrumb (spec §2: every list and record page says where it is)', () => {
  it('shows the group and the list, and titles the tab', () => {
    renderAt('/setup/grades');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['General Setup', 'Grades']);
    expect(within(crumbs).getByText('Grades')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Grades · Back Office');
  });

  it('on a record page links the list and ends with the record the page names', () => {
    renderAt('/setup/employees/e1');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['General Setup', 'Employees', 'Jane Doe']);
    expect(within(crumbs).getByRole('link', { name: 'Employees' })).toHaveAttribute('href', '/setup/employees');
    expect(within(crumbs).getByText('Jane Doe')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Jane Doe · Employees · Back Office');
  });

  it('follows navigation, drops the record with its page, and shows no one-step trail', async () => {
    const { router, view } = renderAt('/setup/employees/e1');
    await act(() => router.navigate('/setup/grades'));
    expect(await screen.findByRole('heading', { name: 'Grades' })).toBeInTheDocument();
    expect(document.title).toBe('Grades · Back Office');
    await act(() => router.navigate('/support'));
    expect(await screen.findByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(document.title).toBe('Support · Back Office');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard · Back Office');
    view.unmount();
    expect(document.title).toBe('Back Office');
  });
});
