import { UnsecuredJWT } from 'jose';
import { assertAccess } from './access';
import { toGender, toLegacyGender } from '../employees/gender';
import { toCurrentUser } from './current-user';

const bearer = (payload: Record<string, unknown>) => `Bearer ${new UnsecuredJWT(payload).encode()}`;
const codeOf = (run: () => void): unknown => {
  try {
    run();
    return 'allowed';
  } catch (error) {
    return (error as { extensions?: { code?: unknown } }).extensions?.code;
  }
};

describe('assertAccess (@auth, DESIGN §3, §6)', () => {
  test.each([
    ['no header', undefined, undefined, 'UNAUTHENTICATED'],
    ['an empty header', '  ', ['ADMIN'], 'UNAUTHENTICATED'],
    ['not a bearer token', 'Basic abc', undefined, 'UNAUTHENTICATED'],
    ['an undecodable token', 'Bearer a.b.c', undefined, 'UNAUTHENTICATED'],
    ['roles that are not a list', bearer({ roles: 'Admin' }), ['ADMIN'], 'UNAUTHENTICATED'],
    ['any signed-in caller, no roles asked', bearer({ roles: ['Employee'] }), undefined, 'allowed'],
    ['the first role listed (case-insensitive)', bearer({ roles: ['gvr', 'Employee'] }), ['GVR', 'ADMIN'], 'allowed'],
    ['a first role not listed', bearer({ roles: ['Employee', 'Admin'] }), ['GVR', 'ADMIN'], 'FORBIDDEN'],
    ['an unknown first role', bearer({ roles: ['Superuser'] }), ['ADMIN'], 'FORBIDDEN'],
    ['no roles at all in the list', bearer({ roles: [] }), ['ADMIN'], 'FORBIDDEN'],
    ['a payload without roles (another upstream decides)', bearer({ sub: 'x' }), ['ADMIN'], 'allowed'],
  ])('%s → %s', (_label, header, roles, expected) => {
    expect(codeOf(() => assertAccess(header, roles as never))).toBe(expected);
  });

  test.each([
    ['the caller themselves', bearer({ sub: 'e-1', roles: ['Employee'] }), 'e-1', 'allowed'],
    ['another employee', bearer({ sub: 'e-1', roles: ['Employee'] }), 'e-2', 'FORBIDDEN'],
    ['a token without sub', bearer({ roles: ['Employee'] }), 'e-1', 'FORBIDDEN'],
    ['an Admin for anyone', bearer({ sub: 'a-1', roles: ['Admin'] }), 'e-2', 'allowed'],
  ])('orSelf: %s → %s', (_label, header, selfId, expected) => {
    expect(codeOf(() => assertAccess(header, ['GVR', 'ADMIN'], selfId))).toBe(expected);
  });
});

describe('toCurrentUser / toGender (spec §3)', () => {
  test('maps the legacy gender array, plain strings, and unknown values', () => {
    expect(toGender([{ name: 'MALE' }])).toBe('MALE');
    expect(toGender([{ name: 'female' }, { name: 'MALE' }])).toBe('FEMALE');
    expect(toGender('Male')).toBe('MALE');
    expect(toGender([])).toBeNull();
    expect(toGender([{ name: 'OTHER' }])).toBeNull();
    expect(toGender(undefined)).toBeNull();
    expect(toLegacyGender('FEMALE')).toEqual([{ name: 'FEMALE' }]);
    expect(toLegacyGender(null)).toEqual([]);
  });

  test('maps id and roles, keeping order and leaving out unknown role names', () => {
    expect(
      toCurrentUser({ token: 't', _id: '7', employeeName: 'A', email: 'a@x', roles: ['Hod', 'Nobody', 'Finance'], gender: [{ name: 'MALE' }], photo: undefined }),
    ).toEqual({ token: 't', id: '7', employeeName: 'A', email: 'a@x', roles: ['HOD', 'FINANCE'], gender: 'MALE', photo: null });
  });
});
