import { CURRENT_USER_KEY, createSessionStore } from './sessionStore';
import type { CurrentUser } from './currentUser';

const user: CurrentUser = {
  token: 'jwt-token',
  id: 'u1',
  employeeName: 'Jane Doe',
  email: 'jane@example.com',
  roles: ['GVR', 'EMPLOYEE'],
  gender: 'FEMALE',
  photo: null,
};

beforeEach(() => localStorage.clear());

describe('session store (spec §3, §4)', () => {
  it('starts signed out when nothing is saved', () => {
    expect(createSessionStore(localStorage).getUser()).toBeNull();
  });

  it('saves the signed-in user in localStorage under currentUser', () => {
    const store = createSessionStore(localStorage);
    store.signIn(user);
    expect(store.getUser()).toEqual(user);
    expect(JSON.parse(localStorage.getItem(CURRENT_USER_KEY) ?? 'null')).toEqual(user);
    expect(CURRENT_USER_KEY).toBe('currentUser');
  });

  it('restores the saved user on start', () => {
    createSessionStore(localStorage).signIn(user);
    expect(createSessionStore(localStorage).getUser()).toEqual(user);
  });

  it('removes the saved user on sign-out', () => {
    const store = createSessionStore(localStorage);
    store.signIn(user);
    store.signOut();
    expect(store.getUser()).toBeNull();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
    expect(createSessionStore(localStorage).getUser()).toBeNull();
  });

  it('treats a damaged or foreign saved value as signed out', () => {
    localStorage.setItem(CURRENT_USER_KEY, '{not json');
    expect(createSessionStore(localStorage).getUser()).toBeNull();
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ token: 'x', roles: 'GVR' }));
    expect(createSessionStore(localStorage).getUser()).toBeNull();
  });

  it('tells subscribers about sign-in and sign-out, until they unsubscribe', () => {
    const store = createSessionStore(localStorage);
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.signIn(user);
    store.signOut();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.signIn(user);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows a sign-out made in another tab', () => {
    const store = createSessionStore(localStorage, window);
    store.signIn(user);
    localStorage.removeItem(CURRENT_USER_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: CURRENT_USER_KEY }));
    expect(store.getUser()).toBeNull();
  });
});
