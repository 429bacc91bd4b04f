import { activeRole, hasAllowedRole, parseCurrentUser } from './currentUser';

describe('active role (spec §3, §6)', () => {
  it('is the first role', () => {
    expect(activeRole({ roles: ['HOD', 'ADMIN'] })).toBe('HOD');
    expect(activeRole({ roles: [] })).toBeUndefined();
  });

  it('opens a route only when the first role is listed', () => {
    expect(hasAllowedRole({ roles: ['GVR'] }, ['GVR', 'ADMIN'])).toBe(true);
    expect(hasAllowedRole({ roles: ['EMPLOYEE', 'ADMIN'] }, ['GVR', 'ADMIN'])).toBe(false);
    expect(hasAllowedRole({ roles: [] }, ['GVR'])).toBe(false);
  });

  it('opens a route without a role list to anyone signed in', () => {
    expect(hasAllowedRole({ roles: ['EMPLOYEE'] }, undefined)).toBe(true);
  });
});

describe('parseCurrentUser', () => {
  it('reads back what was stored', () => {
    const user = { token: 't', id: '1', employeeName: 'A', email: 'a@b.co', roles: ['ADMIN'], gender: null, photo: null };
    expect(parseCurrentUser(JSON.stringify(user))).toEqual(user);
  });

  it.each([null, '', 'null', '42', '{}', '{"token":"","id":"1","employeeName":"A","roles":[]}'])('rejects %p', (json) => {
    expect(parseCurrentUser(json)).toBeNull();
  });
});
