import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutes } from '../app/routes';
import { sessionStore } from '../session/sessionStore';

// The whole app as startApp renders it, signed in; requests to the gateway get no answer (as with none).
function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const layout = () => document.querySelector('.layout');
const menuButton = () => screen.getByRole('button', { name: 'Toggle menu' });

beforeAll(() => import('./MainLayout'));
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
  sessionStore.signIn({ token: 't', id: '1', employeeName: 'Jane Doe', email: 'jane@example.com', roles: ['GVR'], gender: 'FEMALE', photo: null });
});
afterEach(() => {
  cleanup();
  sessionStore.signOut();
  resizeTo(1024);
  jest.restoreAllMocks();
});

describe('MainLayout on a phone (spec §2 Layout: below 768 px the menu is a drawer)', () => {
  it('shows no sidebar; the menu button opens a modal drawer that Escape closes, returning focus to the button', async () => {
    resizeTo(390);
    const { user } = renderAt('/setup/grades');
    await screen.findByRole('heading', { name: 'Grades' });
    expect(layout()).toHaveAttribute('data-sidebar', 'hidden');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(menuButton()).toHaveFocus();
    expect(layout()).toHaveAttribute('data-sidebar', 'hidden');
  });

  it('keeps Tab inside the drawer and closes it when an entry is followed', async () => {
    resizeTo(390);
    const { router, user } = renderAt('/setup/grades');
    await screen.findByRole('heading', { name: 'Grades' });
    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab({ shift: true });
    expect(within(drawer).getByRole('button', { name: 'Visit Report' })).toHaveFocus(); // wraps to the last entry
    await user.tab();
    expect(close).toHaveFocus();
    await user.click(within(drawer).getByRole('link', { name: 'Departments' }));
    expect(router.state.location.pathname).toBe('/setup/departments');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('MainLayout on a tablet (spec §2, §9: 768–1028 px condensed)', () => {
  it('starts with the rail and no flyout; the enlarged sidebar closes on a click outside it and on Escape', async () => {
    resizeTo(900);
    const { user } = renderAt('/setup/grades');
    await screen.findByRole('heading', { name: 'Grades' });
    expect(layout()).toHaveAttribute('data-sidebar', 'condensed');
    expect(screen.getByRole('button', { name: 'General Setup' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(layout()).toHaveAttribute('data-sidebar', 'enlarged');
    await user.click(screen.getByRole('heading', { name: 'Grades' }));
    expect(layout()).toHaveAttribute('data-sidebar', 'condensed');
    await user.click(menuButton());
    expect(layout()).toHaveAttribute('data-sidebar', 'enlarged');
    await user.keyboard('{Escape}');
    expect(layout()).toHaveAttribute('data-sidebar', 'condensed');
  });
});
