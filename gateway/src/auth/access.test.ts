import { UnsecuredJWT } from 'jose';
import { type CurrentRolesLookup, assertAccess } from './access';
import type { CurrentRoles } from './current-roles';
import { toGender, toLegacyGender } from '../setup/employees/gender';
import { toCurrentUser } from './current-user';

const bearer = (payload: Record<string, unknown>) => `Bearer ${new UnsecuredJWT(payload).encode()}`;
const codeOf = (run: () => unknown): unknown => {
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

describe('assertAccess with the current roles (DESIGN §6: the upstream decides from its database)', () => {
  const employee = bearer({ sub: 'e-1', roles: ['Employee'] });
  /** A lookup answering `current`, counting its calls. */
  const lookup = (current: CurrentRoles): CurrentRolesLookup & { calls: number } => {
    const fn = Object.assign(
      async () => {
        fn.calls += 1;
        return current;
      },
      { calls: 0 },
    );
    return fn;
  };
  const outcome = async (result: void | Promise<void>): Promise<unknown> => {
    try {
      await result;
      return 'allowed';
    } catch (error) {
      return (error as { extensions?: { code?: unknown }; message: string }).extensions?.code;
    }
  };

  test('token roles that allow decide at once, synchronously, without asking', () => {
    const ask = lookup({ kind: 'roles', roles: ['Employee'] });
    expect(assertAccess(bearer({ sub: 'g-1', roles: ['Gvr'] }), ['GVR', 'ADMIN'], undefined, ask)).toBeUndefined();
    expect(assertAccess(employee, undefined, undefined, ask)).toBeUndefined();
    expect(ask.calls).toBe(0);
  });

  test('token roles that refuse: current roles that allow (promoted since sign-in) → allowed', async () => {
    const ask = lookup({ kind: 'roles', roles: ['Gvr', 'Employee'] });
    expect(await outcome(assertAccess(employee, ['GVR', 'ADMIN'], undefined, ask))).toBe('allowed');
    expect(ask.calls).toBe(1);
  });

  test.each([
    ['current roles that refuse too', 'FORBIDDEN', { kind: 'roles', roles: ['Employee'] }],
    ['an Admin role that is not the first (active) one', 'FORBIDDEN', { kind: 'roles', roles: ['Hod', 'Admin'] }],
    ['a lookup the upstream refused with 401', 'UNAUTHENTICATED', { kind: 'unauthenticated', message: 'Your session has ended. Please sign in again.' }],
    ['a lookup that failed otherwise (the token decides)', 'FORBIDDEN', { kind: 'unknown' }],
  ] as const)('token roles that refuse, %s → %s', async (_label, expected, current) => {
    expect(await outcome(assertAccess(employee, ['GVR', 'ADMIN'], undefined, lookup(current as CurrentRoles)))).toBe(expected);
  });

  test("a 401 lookup's UNAUTHENTICATED carries the upstream's message", async () => {
    const message = 'Your session has ended. Please sign in again.';
    await expect(assertAccess(employee, ['ADMIN'], undefined, lookup({ kind: 'unauthenticated', message }))).rejects.toThrow(message);
  });

  test('a token without `sub` cannot be looked up: FORBIDDEN at once, nothing asked', () => {
    const ask = lookup({ kind: 'roles', roles: ['Admin'] });
    expect(codeOf(() => assertAccess(bearer({ roles: ['Employee'] }), ['ADMIN'], undefined, ask))).toBe('FORBIDDEN');
    expect(ask.calls).toBe(0);
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
    expect(toCurrentUser({ token: 't', _id: '7', employeeName: 'A', email: 'a@x', roles: ['Hod', 'Nobody', 'Finance'], gender: [{ name: 'MALE' }], photo: undefined })).toEqual({
      token: 't',
      id: '7',
      employeeName: 'A',
      email: 'a@x',
      roles: ['HOD', 'FINANCE'],
      gender: 'MALE',
      photo: null,
      expiresAt: null,
    });
  });
});
