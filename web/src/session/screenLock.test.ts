import { createScreenLock, lockedUserOf, parseLockedUser, SCREEN_LOCK_KEY } from './screenLock';
import type { CurrentUser } from './currentUser';

const USER: CurrentUser = { token: 'secret-token', id: 'u1', employeeName: 'Jane Doe', email: 'jane@example.com', roles: ['GVR'], gender: 'FEMALE', photo: 'jane.png' };

beforeEach(() => localStorage.clear());

describe('screen lock', () => {
  it('keeps who is locked out but never the token or the roles', () => {
    expect(lockedUserOf(USER)).toEqual({ id: 'u1', employeeName: 'Jane Doe', email: 'jane@example.com', gender: 'FEMALE' });
    createScreenLock(localStorage).set(lockedUserOf(USER));
    const saved = localStorage.getItem(SCREEN_LOCK_KEY) ?? '';
    expect(saved).not.toContain('secret-token');
    expect(saved).not.toContain('GVR');
  });

  it('is kept in localStorage, so a reload (a new store) is still locked until unlocked', () => {
    createScreenLock(localStorage).set(lockedUserOf(USER));
    const afterReload = createScreenLock(localStorage);
    expect(afterReload.get()).toEqual(lockedUserOf(USER));
    afterReload.remove();
    expect(createScreenLock(localStorage).get()).toBeNull();
  });

  it('starts unlocked, also from a damaged, foreign or older entry', () => {
    expect(createScreenLock(localStorage).get()).toBeNull();
    localStorage.setItem(SCREEN_LOCK_KEY, '{');
    expect(createScreenLock(localStorage).get()).toBeNull();
  });

  it.each([
    null,
    '',
    'true',
    '{}',
    '{"id":"u1","employeeName":"Jane"}',
    '{"id":"u1","employeeName":"Jane","email":""}',
    '{"id":"u1","employeeName":"Jane","email":"j@x.io","gender":5}',
  ])('reads %p as not locked', (json) => expect(parseLockedUser(json)).toBeNull());

  it('reads only the fields it keeps', () => {
    expect(parseLockedUser('{"id":"u1","employeeName":"Jane","email":"j@x.io","token":"t"}')).toEqual({ id: 'u1', employeeName: 'Jane', email: 'j@x.io', gender: null });
  });
});
