import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutes } from '../../app/routes';
import { onSessionCacheReset } from '../../session/sessionCache';
import { lockedUserOf, screenLock } from '../../session/screenLock';
import { SESSION_ENDED_KEY } from '../../session/sessionEnded';
import type { CurrentUser } from '../../session/currentUser';
import { sessionStore } from '../../session/sessionStore';

const USER: CurrentUser = { token: 't', id: '1', employeeName: 'Jane Doe', email: 'jane@example.com', roles: ['GVR'], gender: 'FEMALE', photo: null };

function answer(body: unknown, status = 200) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

/** The fetch calls whose GraphQL query selects `field`. */
function callsOf(fetch: jest.SpyInstance, field: string) {
  return fetch.mock.calls.filter(([, init]) => String((init as RequestInit | undefined)?.body).includes(field)) as [string, RequestInit][];
}

// The account pages as a first visit runs them: no Apollo provider anywhere (README "Performance").
function renderAt(path: string, state?: unknown) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }] });
  render(<RouterProvider router={router} />);
  return router;
}

async function signIn(email: string, password: string, user = userEvent.setup()) {
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  jest.useRealTimers();
  sessionStorage.clear();
  sessionStore.signOut();
  screenLock.remove();
  jest.restoreAllMocks();
});

describe('LoginPage (spec §2, §4) without Apollo Client', () => {
  it('signs in through the gateway, saves the user, lifts a screen lock and opens the returnUrl', async () => {
    const fetch = answer({ data: { authenticate: USER } });
    screenLock.set(lockedUserOf(USER));
    const router = renderAt('/account/login?returnUrl=%2Fsupport');
    await signIn('jane@example.com ', 'secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
    expect(sessionStore.getUser()).toEqual(USER);
    expect(screenLock.get()).toBeNull();
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as { variables: unknown };
    expect(body.variables).toEqual({ email: 'jane@example.com', password: 'secret' });
  });

  it("shows the server's message for a wrong e-mail or password and stays", async () => {
    answer({ data: null, errors: [{ message: 'The e-mail or password is wrong.', extensions: { code: 'UNAUTHENTICATED' } }] });
    const router = renderAt('/account/login');
    await signIn('jane@example.com', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is wrong.');
    expect(router.state.location.pathname).toBe('/account/login');
    expect(sessionStore.getUser()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('ends the session and empties the signed-in caches when opened by logout', async () => {
    answer({ data: { signOut: 'You are signed out.' } });
    sessionStore.signIn(USER);
    const reset = jest.fn();
    const off = onSessionCacheReset(reset);
    renderAt('/account/login', { logout: true });
    await waitFor(() => expect(sessionStore.getUser()).toBeNull());
    expect(reset).toHaveBeenCalledTimes(1);
    off();
  });
});

describe('Logout ends the session on the server (spec §4)', () => {
  it('sends signOut with the token, then removes the saved user, token and lock', async () => {
    const fetch = answer({ data: { signOut: 'You are signed out.' } });
    sessionStore.signIn(USER);
    renderAt('/account/login', { logout: true });
    await waitFor(() => expect(callsOf(fetch, 'signOut')).toHaveLength(1));
    expect(callsOf(fetch, 'signOut')[0]?.[1].headers).toMatchObject({ Authorization: 'Bearer t' });
    expect(sessionStore.getUser()).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each([
    ['the server cannot be reached', () => jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'))],
    [
      'the session had already ended',
      () => answer({ data: null, errors: [{ message: 'Your session has ended. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }] }, 401),
    ],
  ])('signs out here all the same when %s', async (_case, failSignOut) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = failSignOut();
    sessionStore.signIn(USER);
    renderAt('/account/login', { logout: true });
    await waitFor(() => expect(callsOf(fetch, 'signOut')).toHaveLength(1));
    expect(sessionStore.getUser()).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('sends nothing when no one was signed in (e.g. "Not you?" on the lock screen)', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    screenLock.set(lockedUserOf(USER));
    renderAt('/account/login', { logout: true });
    await waitFor(() => expect(screenLock.get()).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Throttled sign-in (TOO_MANY_REQUESTS)', () => {
  const THROTTLED = 'Too many failed sign-ins. Wait 3 seconds and try again, or reset your password.';

  it('shows the message, a link to reset the password and a disabled "Sign in" that counts down', async () => {
    jest.useFakeTimers();
    answer({ data: null, errors: [{ message: THROTTLED, extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 3 } }] }, 429);
    renderAt('/account/login');
    await signIn('jane@example.com', 'guess', userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));

    expect(await screen.findByRole('alert')).toHaveTextContent(THROTTLED);
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/account/forgot-password');
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('You can try again in 3 seconds.');
    expect(button).toHaveAccessibleDescription('You can try again in 3 seconds.');

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('You can try again in 2 seconds.');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('You can try again in 1 second.');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent(THROTTLED);
  });

  it('shows the message and the link without a countdown when no retryAfter is given', async () => {
    const message = 'Too many sign-in attempts from your network. Wait 60 seconds and try again.';
    answer({ data: null, errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS' } }] }, 429);
    renderAt('/account/login');
    await signIn('jane@example.com', 'guess');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('"Reset your password" opens the forgot-password form with the e-mail filled in, not in the URL', async () => {
    answer({ data: null, errors: [{ message: THROTTLED, extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 3 } }] }, 429);
    const router = renderAt('/account/login');
    const user = userEvent.setup();
    await signIn('jane@example.com ', 'guess', user);
    await user.click(await screen.findByRole('link', { name: 'Reset your password' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('jane@example.com');
    expect(router.state.location.search).toBe('');
  });
});

describe('After the server ended the session (spec §4: a 401 signs out and reloads)', () => {
  it('says so once on the login screen', async () => {
    sessionStorage.setItem(SESSION_ENDED_KEY, 'true');
    renderAt('/account/login?returnUrl=%2Fsupport');
    expect(await screen.findByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
    cleanup();
    renderAt('/account/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
