import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { alertStore } from '../alerts/alertStore';
import { RequireAuth, noAccessMessage, screenNameOf } from './RequireAuth';
import { sessionStore } from './sessionStore';
import { lockedUserOf, screenLock } from './screenLock';
import type { CurrentUser } from './currentUser';
import type { Role } from '../generated/graphql';

function LoginProbe() {
  const location = useLocation();
  return <p>{`login page ${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/account/login', element: <LoginProbe /> },
      { path: '/account/lock-screen', element: <p>lock screen</p> },
      {
        path: '/',
        element: <RequireAuth />,
        children: [
          { index: true, element: <p>dashboard</p>, handle: { roles: ['EMPLOYEE', 'GVR', 'ADMIN'] } },
          { path: 'setup/grades', element: <p>grades</p>, handle: { roles: ['GVR', 'ADMIN'] } },
          { path: 'anything', element: <p>open page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function signInAs(...roles: Role[]) {
  const user: CurrentUser = { token: 't', id: '1', employeeName: 'Jane', email: 'j@x.io', roles, gender: null, photo: null };
  sessionStore.signIn(user);
  return user;
}

afterEach(() => {
  sessionStore.signOut();
  alertStore.clear();
});

describe('RequireAuth (spec §2 route rules, §6)', () => {
  it('sends a signed-out user to the login with the wanted page as returnUrl', () => {
    const router = renderAt('/setup/grades?page=2');
    expect(screen.getByText('login page /account/login?returnUrl=%2Fsetup%2Fgrades%3Fpage%3D2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?returnUrl=%2Fsetup%2Fgrades%3Fpage%3D2');
  });

  it('gives returnUrl=%2F for the dashboard', () => {
    renderAt('/');
    expect(screen.getByText('login page /account/login?returnUrl=%2F')).toBeInTheDocument();
  });

  it('sends a user whose active role is not allowed to /', () => {
    signInAs('EMPLOYEE', 'ADMIN');
    const router = renderAt('/setup/grades');
    expect(screen.getByText('dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says why: a warning "You do not have access to Grades." that survives the redirect and stays', () => {
    signInAs('EMPLOYEE');
    renderAt('/setup/grades');
    const alerts = alertStore.getAlerts();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: 'warning', message: 'You do not have access to Grades.', autoClose: false });
  });

  it('names the screen by the §2 menu, also for a page below an entry', () => {
    expect(screenNameOf('/setup/grades')).toBe('Grades');
    expect(screenNameOf('/setup/employees/5d0c')).toBe('Employees');
    expect(screenNameOf('/nowhere')).toBeUndefined();
    expect(noAccessMessage(undefined)).toBe('You do not have access to that page.');
  });

  it('opens the route for an allowed active role', () => {
    signInAs('GVR');
    renderAt('/setup/grades');
    expect(screen.getByText('grades')).toBeInTheDocument();
  });

  it('opens a route without roles to anyone signed in', () => {
    signInAs('PRODUCT');
    renderAt('/anything');
    expect(screen.getByText('open page')).toBeInTheDocument();
  });

  it('does not loop when even / is closed to the role', () => {
    signInAs('PRODUCT');
    renderAt('/');
    expect(screen.getByRole('alert')).toHaveTextContent('Your account has no role that may open this screen.');
  });

  it('goes to the login when the user signs out while on a page', () => {
    signInAs('GVR');
    const router = renderAt('/setup/grades');
    expect(screen.getByText('grades')).toBeInTheDocument();
    act(() => sessionStore.signOut());
    expect(router.state.location.pathname).toBe('/account/login');
  });
});

describe('RequireAuth and the screen lock', () => {
  afterEach(() => screenLock.remove());

  it('sends every page to the lock screen, with the wanted page, while the screen is locked (no one signed in)', () => {
    screenLock.set(lockedUserOf(signInAs('GVR')));
    sessionStore.signOut(); // locking ends the session
    const router = renderAt('/setup/grades?page=2');
    expect(router.state.location.pathname + router.state.location.search).toBe('/account/lock-screen?returnUrl=%2Fsetup%2Fgrades%3Fpage%3D2');
  });

  it('locks an open page as soon as the lock is set and the session ends, rather than going to the login', () => {
    const user = signInAs('GVR');
    const router = renderAt('/setup/grades');
    expect(screen.getByText('grades')).toBeInTheDocument();
    act(() => {
      screenLock.set(lockedUserOf(user));
      sessionStore.signOut();
    });
    expect(router.state.location.pathname + router.state.location.search).toBe('/account/lock-screen?returnUrl=%2Fsetup%2Fgrades');
  });
});
