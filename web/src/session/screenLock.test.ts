import { createScreenLock, SCREEN_LOCK_KEY } from './screenLock';

beforeEach(() => localStorage.clear());

describe('screen lock', () => {
  it('is kept in localStorage, so a reload (a new store) is still locked until unlocked', () => {
    createScreenLock(localStorage).set(true);
    expect(localStorage.getItem(SCREEN_LOCK_KEY)).toBe('true');
    const afterReload = createScreenLock(localStorage);
    expect(afterReload.get()).toBe(true);
    afterReload.remove();
    expect(createScreenLock(localStorage).get()).toBe(false);
  });

  it('starts unlocked, also from a damaged entry', () => {
    expect(createScreenLock(localStorage).get()).toBe(false);
    localStorage.setItem(SCREEN_LOCK_KEY, '{');
    expect(createScreenLock(localStorage).get()).toBe(false);
  });
});
