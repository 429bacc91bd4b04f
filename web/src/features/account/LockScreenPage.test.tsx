import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { CurrentUser } from '../../session/currentUser';
import { lockedUserOf, screenLock } from '../../session/screenLock';
import { sessionStore } from '../../session/sessionStore';
import { LockScreenPage, WRONG_PASSWORD_MESSAGE } from './LockScreenPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';

const USER: CurrentUser = { token: 'fresh-token', id: 'u1', employeeName: 'Jane Doe', email: 'jane@example.com', roles: ['GVR'], gender: 'FEMALE', photo: 'jane.png' };

function answer(body: unknown, status = 200) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

// The lock screen with the login (and its logout), forgot password, and a page to return to.
function renderLocked(path = '/account/lock-screen?returnUrl=%2Fsupport') {
  const router = createMemoryRouter(
    [
      { path: '/account/lock-screen', Component: LockScreenPage },
      { path: '/account/login', Component: LoginPage },
      { path: '/account/forgot-password', Component: ForgotPasswordPage },
      { path: '/support', element: <p>support page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Locked as lockScreen leaves it: the lock holds the user, no session (no token) is kept. */
function lock() {
  screenLock.set(lockedUserOf(USER));
}

async function unlockWith(password: string, user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Unlock' }));
}

afterEach(() => {
  cleanup();
  jest.useRealTimers();
  sessionStore.signOut();
  screenLock.remove();
  jest.restoreAllMocks();
});

describe('LockScreenPage', () => {
  it("shows the locked user's name and picture, and asks for the password", () => {
    lock();
    renderLocked();
    expect(screen.getByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Jane Doe' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });

  it('signs in again with the locked e-mail and the password, restores the user and returns to the page', async () => {
    const fetch = answer({ data: { authenticate: USER } });
    lock();
    const router = renderLocked();
    await unlockWith('my password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
    expect(screen.getByText('support page')).toBeInTheDocument();
    expect(sessionStore.getUser()).toEqual(USER);
    expect(screenLock.get()).toBeNull();
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    const body = JSON.parse(String(init.body)) as { query: string; variables: unknown };
    expect(body.query).toContain('authenticate');
    expect(body.variables).toEqual({ email: 'jane@example.com', password: 'my password' });
    expect(init.headers).not.toHaveProperty('Authorization'); // locked: no token left to send
  });

  it('says the password is wrong without speaking of an e-mail, and stays locked', async () => {
    answer({ data: null, errors: [{ message: 'The e-mail or password is wrong.', extensions: { code: 'UNAUTHENTICATED' } }] });
    lock();
    const router = renderLocked();
    await unlockWith('nope');
    expect(await screen.findByText(WRONG_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(WRONG_PASSWORD_MESSAGE).toBe('That password is not right.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(WRONG_PASSWORD_MESSAGE);
    expect(screen.queryByText(/e-mail/i)).toBeNull();
    expect(router.state.location.pathname).toBe('/account/lock-screen');
    expect(sessionStore.getUser()).toBeNull();
    expect(screenLock.get()).not.toBeNull();
  });

  it('shows the throttle message, the reset link and a disabled "Unlock" while the wait lasts', async () => {
    jest.useFakeTimers();
    const message = 'Too many failed sign-ins. Wait 2 seconds and try again, or reset your password.';
    answer({ data: null, errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 2 } }] }, 429);
    lock();
    renderLocked();
    await unlockWith('guess', userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/account/forgot-password');
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('You can try again in 2 seconds.');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeEnabled();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('"Reset your password" opens the forgot-password form with the locked e-mail filled in', async () => {
    answer(
      {
        data: null,
        errors: [{ message: 'Too many failed sign-ins. Wait 2 seconds and try again, or reset your password.', extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 2 } }],
      },
      429,
    );
    lock();
    renderLocked();
    const user = userEvent.setup();
    await unlockWith('guess', user);
    await user.click(await screen.findByRole('link', { name: 'Reset your password' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue(USER.email);
  });

  it('"Not you? Sign in as someone else" goes to the login and lifts the lock', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    lock();
    const router = renderLocked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not you? Sign in as someone else' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
    await waitFor(() => expect(screenLock.get()).toBeNull());
    expect(fetch).not.toHaveBeenCalled(); // the session ended when the screen was locked
  });

  it('goes back to the page when not locked, or to the login when no one is signed in', () => {
    sessionStore.signIn(USER);
    const router = renderLocked();
    expect(router.state.location.pathname).toBe('/support');
    cleanup();
    sessionStore.signOut();
    const again = renderLocked();
    expect(again.state.location.pathname + again.state.location.search).toBe('/account/login?returnUrl=%2Fsupport');
  });
});
