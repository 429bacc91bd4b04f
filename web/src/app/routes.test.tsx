import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { alertStore } from '../alerts/alertStore';
import { clearAlertsOnNavigation } from '../alerts/clearAlertsOnNavigation';
import { createRoutes } from './routes';
import { SCREENS } from './screens';
import { menuLinks } from '../menu/menuTable';
import { sessionStore } from '../session/sessionStore';
import { screenLock } from '../session/screenLock';
import { dispatchLayoutEvent } from '../layout/settings/layoutStore';
import type { Role } from '../generated/graphql';

// Rendered as startApp does, with no Apollo provider around the router: the account pages need none and
// the signed-in layout brings its own (SessionApolloProvider), whose requests here reach no gateway.
function renderAt(path: string, screens?: Parameters<typeof createRoutes>[0]) {
  const router = createMemoryRouter(createRoutes(screens), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * Answers `signOut` as the gateway would and leaves every other request unanswered (a TypeError, as
 * with no gateway); returns the spy and the signOut calls' request options.
 */
function gatewayForSignOut() {
  const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (String(init?.body).includes('signOut')) return new Response(JSON.stringify({ data: { signOut: 'You are signed out.' } }), { status: 200 });
    throw new TypeError('fetch failed');
  });
  const signOutCalls = () => fetch.mock.calls.filter(([, init]) => String(init?.body).includes('signOut')).map(([, init]) => init as RequestInit);
  return { fetch, signOutCalls };
}

function signInAs(role: Role) {
  sessionStore.signIn({ token: 't', id: '1', employeeName: 'Jane Doe', email: 'jane@example.com', roles: [role], gender: 'FEMALE', photo: null });
}

// The signed-in layout's module (with Apollo Client) is loaded once up front: its first load under jest
// takes longer than a findBy waits.
beforeAll(() => import('../layout/MainLayout'));
beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  alertStore.clear();
  sessionStore.signOut();
  screenLock.remove();
  dispatchLayoutEvent({ type: 'changeLayout', layout: 'vertical' });
  jest.restoreAllMocks();
});

describe('route table (spec §2)', () => {
  it('gives every menu entry a route whose roles are the menu roles', () => {
    const layout = createRoutes()[0]?.children?.[1]?.children?.[0] as RouteObject;
    const pages = layout.children ?? [];
    for (const link of menuLinks()) {
      const route = pages.find((r) => (link.path === '/' ? r.index : r.path === link.path.slice(1)));
      expect(route?.handle).toEqual({ roles: link.roles });
    }
  });

  it('gives a page below a menu entry (an employee page) the roles of that entry', () => {
    const layout = createRoutes()[0]?.children?.[1]?.children?.[0] as RouteObject;
    const employeePage = (layout.children ?? []).find((route) => route.path === 'setup/employees/:id');
    expect(employeePage?.handle).toEqual({ roles: ['GVR', 'ADMIN'] });
    expect(() => createRoutes(undefined, { '/nowhere/:id': async () => ({ Component: () => null }) })).toThrow('/nowhere/:id is not below a menu entry');
  });

  it('sends an Employee who opens an employee page back to /, saying why', async () => {
    signInAs('EMPLOYEE');
    const router = renderAt('/setup/employees/e1');
    expect(await screen.findByText('Welcome, Jane Doe.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The dashboard below says it could not load its figures (no server here): the notice is the other alert.
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('You do not have access to Employees.'))).toBe(true);
  });

  it('sends a signed-out visitor of / to the login screen with returnUrl=%2F', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/account/login?returnUrl=%2F');
  });

  it('opens the dashboard inside the layout, with greeting, menu and footer', async () => {
    signInAs('GVR');
    renderAt('/');
    expect(await screen.findByText('Welcome, Jane Doe.')).toBeInTheDocument();
    expect(screen.getByText('Your role: Gvr.')).toBeInTheDocument();
    expect(screen.getByText(/^Good (Morning|Afternoon|Evening), Jane Doe$/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('2021 © Acme Holdings Group.');
  });

  it('says plainly when a menu screen is not built yet', async () => {
    signInAs('ADMIN');
    // Every §2 screen is built now: leave one out of the screens to see the placeholder.
    const { '/equipment-setup/equipment-exports': _left, ...others } = SCREENS;
    renderAt('/equipment-setup/equipment-exports', others);
    expect(await screen.findByText('This screen is not available yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Equipment Requisition Exports' })).toBeInTheDocument();
  });

  it('shows "Page not found" inside the layout for an unknown path', async () => {
    signInAs('EMPLOYEE');
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('sends a role without access to Grades back to /, with a notice that stays until the next page', async () => {
    signInAs('EMPLOYEE');
    // Alerts clear when navigation starts, as startApp wires them; the notice survives its own redirect.
    const router = createMemoryRouter(createRoutes(), { initialEntries: ['/setup/grades'] });
    const unsubscribe = clearAlertsOnNavigation(router, alertStore);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Welcome, Jane Doe.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('You do not have access to Grades.'))).toBe(true);
    await router.navigate('/support');
    unsubscribe();
    await waitFor(() => expect(screen.queryByText('You do not have access to Grades.')).toBeNull());
  });

  it('logs out from the user menu to /account/login, ending the session on the server first', async () => {
    const { signOutCalls } = gatewayForSignOut();
    signInAs('HOD');
    const router = renderAt('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/account/login');
    expect(sessionStore.getUser()).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
    await waitFor(() => expect(signOutCalls()).toHaveLength(1));
    expect(signOutCalls()[0]?.headers).toMatchObject({ Authorization: 'Bearer t' });
  });

  it('opens Support and My Account from the user menu, inside the layout, for any role', async () => {
    signInAs('PRODUCT');
    const router = renderAt('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Support' }));
    expect(await screen.findByRole('heading', { name: 'Support' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'My Account' }));
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages-profile');
  });

  it('opens the customization panel from Settings and applies a pick to the layout', async () => {
    signInAs('GVR');
    renderAt('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Top Nav' }));
    expect(document.querySelector('.layout')).toHaveAttribute('data-layout', 'horizontal');
    expect(screen.queryByRole('button', { name: 'Toggle menu' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('layoutSettings') ?? '{}')).toMatchObject({ layout: 'horizontal' });
  });

  it('locks the screen from the user menu, keeping the page to return to, and ends the session', async () => {
    const { signOutCalls } = gatewayForSignOut();
    signInAs('HOD');
    const router = renderAt('/support');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Lock Screen' }));
    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/account/lock-screen?returnUrl=%2Fsupport');
    expect(sessionStore.getUser()).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(JSON.parse(localStorage.getItem('screenLocked') ?? 'null')).toEqual({ id: '1', employeeName: 'Jane Doe', email: 'jane@example.com', gender: 'FEMALE' });
    await waitFor(() => expect(signOutCalls()).toHaveLength(1));
    expect(signOutCalls()[0]?.headers).toMatchObject({ Authorization: 'Bearer t' });
  });

  it('logs out from the sidebar profile dropdown with returnUrl=/, ending the session on the server', async () => {
    const { signOutCalls } = gatewayForSignOut();
    signInAs('FINANCE');
    const router = renderAt('/support');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Jane Doe, profile menu' }));
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profiles');
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/account/login?returnUrl=%2F');
    expect(sessionStore.getUser()).toBeNull();
    await waitFor(() => expect(signOutCalls()).toHaveLength(1));
    expect(signOutCalls()[0]?.headers).toMatchObject({ Authorization: 'Bearer t' });
  });

  it('opens the account area screens', async () => {
    renderAt('/account/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    cleanup();
    renderAt('/account/reset-password');
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link to reset a password is not complete.');
  });
});
