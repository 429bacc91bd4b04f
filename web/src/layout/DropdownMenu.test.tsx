import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { DropdownMenu } from './DropdownMenu';

function setup() {
  const onLogout = jest.fn();
  render(
    <MemoryRouter>
      <DropdownMenu
        label="Jane Doe, profile menu"
        items={[
          { label: 'My Profile', to: '/profiles' },
          { label: 'Logout', onSelect: onLogout },
        ]}
      />
      <p>outside</p>
    </MemoryRouter>,
  );
  return { onLogout, user: userEvent.setup(), button: screen.getByRole('button', { name: 'Jane Doe, profile menu' }) };
}

describe('DropdownMenu (spec §2 dropdowns, keyboard operable)', () => {
  it('opens with Enter, focuses the first entry, moves with the arrows, and Escape closes it back to the button', async () => {
    const { user, button } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profiles');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('runs an action chosen with Space and closes', async () => {
    const { user, onLogout } = setup();
    await user.tab();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a click outside', async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(screen.getByRole('menu', { name: 'Jane Doe, profile menu' })).toBeInTheDocument();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
