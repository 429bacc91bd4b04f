import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SideMenu, type SideMenuProps } from './SideMenu';
import { menuForRole } from '../../menu/menuForRole';
import type { MenuItem } from '../../menu/menuTable';

function renderAt(path: string, props: Partial<SideMenuProps> = {}) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SideMenu items={menuForRole('GVR')} {...props} />
      <p>outside</p>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const group = (name: string) => screen.getByRole('button', { name });

describe('SideMenu (spec §2, §4 side menu, §9 toggle on)', () => {
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

  it('works from the keyboard: Tab to a group, Enter opens it, Tab into it, Escape closes it and focuses the group', async () => {
    const user = renderAt('/');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.tab();
    expect(group('General Setup')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(group('General Setup')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Companies' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(group('General Setup')).toHaveAttribute('aria-expanded', 'false');
    expect(group('General Setup')).toHaveFocus();
    await user.keyboard(' ');
    expect(group('General Setup')).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the Dashboard as a top-level link with its icon', () => {
    renderAt('/');
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/');
    const icon = dashboard.querySelector('svg');
    expect(icon).toHaveAttribute('width', '24');
    expect(icon).toHaveAttribute('height', '24');
    expect(icon).toHaveAttribute('stroke-width', '2');
  });

  it('shows a badge with its text and variant', () => {
    const items: MenuItem[] = [{ kind: 'link', label: 'Claims', path: '/claims', roles: ['FINANCE'], badge: { text: '3', variant: 'danger' } }];
    renderAt('/', { items });
    expect(screen.getByText('3')).toHaveClass('menu-badge', 'menu-badge-danger');
    expect(screen.getByRole('link', { name: 'Claims 3' })).toBeInTheDocument();
  });

  it('horizontal: a group opens as a dropdown that closes on a click outside and starts closed', async () => {
    const user = renderAt('/setup/grades', { orientation: 'horizontal' });
    expect(group('General Setup')).toHaveAttribute('aria-expanded', 'false');
    await user.click(group('General Setup'));
    expect(screen.getByRole('link', { name: 'Grades' })).toBeVisible();
    await user.click(screen.getByText('outside'));
    expect(group('General Setup')).toHaveAttribute('aria-expanded', 'false');
  });

  it('horizontal: following an entry closes its dropdown and tells the caller', async () => {
    const onNavigate = jest.fn();
    const user = renderAt('/', { orientation: 'horizontal', onNavigate });
    await user.click(group('Visit Report'));
    await user.click(screen.getByRole('link', { name: 'Calendar' }));
    expect(group('Visit Report')).toHaveAttribute('aria-expanded', 'false');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
