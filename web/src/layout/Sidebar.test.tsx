import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Sidebar } from './Sidebar';
import { menuForRole } from '../menu/menuForRole';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar items={menuForRole('GVR')} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const group = (name: string) => screen.getByRole('button', { name });

describe('Sidebar (spec §2, §4 side menu, §9 toggle on)', () => {
  it('opens the group of the current page', () => {
    renderAt('/setup/grades');
    expect(group('General Setup')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Grades' })).toHaveAttribute('href', '/setup/grades');
    expect(screen.getByRole('link', { name: 'Grades' })).toHaveClass('active');
    expect(group('Visit Report')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the other groups when one opens, and closes an open group on a second click', async () => {
    const user = renderAt('/');
    await user.click(group('Product Setup'));
    expect(group('Product Setup')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Products' })).toBeVisible();
    await user.click(group('Requisitions'));
    expect(group('Requisitions')).toHaveAttribute('aria-expanded', 'true');
    expect(group('Product Setup')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Products' })).toBeNull();
    await user.click(group('Requisitions'));
    expect(group('Requisitions')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the Dashboard as a top-level link with its icon', () => {
    renderAt('/');
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/');
    const icon = dashboard.querySelector('svg');
    expect(icon).toHaveAttribute('width', '24');
    expect(icon).toHaveAttribute('stroke-width', '2');
  });
});
