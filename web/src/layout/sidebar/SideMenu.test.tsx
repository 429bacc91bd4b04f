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

  it('works from the arrow keys: Up/Down move through what is shown, Right enters a group, Left leaves and closes it, Home/End', async () => {
    const user = renderAt('/setup/grades');
    screen.getByRole('link', { name: 'Dashboard' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(group('General Setup')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Companies' })).toHaveFocus(); // the expanded group's entries come next
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Departments' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Grades' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(group('General Setup')).toHaveFocus();
    expect(group('General Setup')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(group('Product Setup')).toHaveFocus(); // a closed group's entries are skipped
    await user.keyboard('{ArrowRight}');
    expect(group('Product Setup')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Product categories' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(group('Visit Report')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus(); // wraps around
    await user.keyboard('{ArrowUp}');
    expect(group('Visit Report')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
  });

  it('condensed: nothing opens on page load; the mouse resting on a group opens its flyout and leaving closes it', async () => {
    const user = renderAt('/setup/grades', { condensed: true });
    expect(group('General Setup')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Grades' })).toBeNull();
    await user.hover(group('General Setup'));
    expect(group('General Setup')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Grades' })).toBeVisible();
    await user.click(group('General Setup')); // a click on the group under the mouse keeps it open
    expect(group('General Setup')).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(group('General Setup'));
    expect(group('General Setup')).toHaveAttribute('aria-expanded', 'false');
  });

  it('condensed: a click opens the flyout; a click outside or Escape closes it', async () => {
    const user = renderAt('/', { condensed: true });
    // a tap: no mouse resting first
    await user.pointer({ keys: '[TouchA]', target: group('Visit Report') });
    expect(group('Visit Report')).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[TouchA]', target: screen.getByText('outside') });
    expect(group('Visit Report')).toHaveAttribute('aria-expanded', 'false');
    await user.pointer({ keys: '[TouchA]', target: group('Visit Report') });
    expect(group('Visit Report')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(group('Visit Report')).toHaveAttribute('aria-expanded', 'false');
  });

  it('condensed: Enter or Right moves focus into the flyout, Escape or Left returns to the group, Tab out closes it', async () => {
    const user = renderAt('/', { condensed: true });
    group('General Setup').focus();
    await user.keyboard('{Enter}');
    expect(group('General Setup')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Companies' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Grades' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Event Portfolio' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Companies' })).toHaveFocus(); // Up/Down stay inside the flyout
    await user.keyboard('{Escape}');
    expect(group('General Setup')).toHaveFocus();
    expect(group('General Setup')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(group('Product Setup')).toHaveFocus(); // on the rail, Up/Down move between the groups
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Product categories' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(group('Product Setup')).toHaveFocus();
    expect(group('Product Setup')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowRight}');
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(group('Product Setup')).toHaveAttribute('aria-expanded', 'false');
  });

  it('condensed: following an entry closes its flyout and tells the caller', async () => {
    const onNavigate = jest.fn();
    const user = renderAt('/', { condensed: true, onNavigate });
    await user.click(group('Visit Report'));
    await user.click(screen.getByRole('link', { name: 'Calendar' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(group('Visit Report')).toHaveAttribute('aria-expanded', 'false');
  });

  it('horizontal: a group opens as a dropdown that closes on a click outside and starts closed', async () => {
    const user = renderAt('/setup/grades', { orientation: 'horizontal' });
    expect(group('General Setup')).toHaveAttribute('aria-expanded', 'false');
    await user.click(group('General Setup'));
    expect(screen.getByRole('link', { name: 'Grades' })).toBeVisible();
    await user.click(screen.getByText('outside'));
    expect(group('General Setup')).toHaveAttribute('aria-expanded', 'false');
  });

  it('horizontal: Left/Right move along the bar, Down opens a group and enters it, Escape returns', async () => {
    const user = renderAt('/', { orientation: 'horizontal' });
    screen.getByRole('link', { name: 'Dashboard' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(group('General Setup')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(group('Visit Report')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(group('Visit Report')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(group('Visit Report')).toHaveFocus();
    expect(group('Visit Report')).toHaveAttribute('aria-expanded', 'false');
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
