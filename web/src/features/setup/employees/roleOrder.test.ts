import { joinRoles, splitRoles } from './roleOrder';

describe('employee roles: the first is the active one (spec §3)', () => {
  it('splits the active role from the others, keeping their order', () => {
    expect(splitRoles(['HOD', 'EMPLOYEE', 'GVR'])).toEqual({ activeRole: 'HOD', otherRoles: ['EMPLOYEE', 'GVR'] });
    expect(splitRoles(['ADMIN'])).toEqual({ activeRole: 'ADMIN', otherRoles: [] });
    expect(splitRoles([])).toEqual({ activeRole: '', otherRoles: [] });
  });

  it('drops repeats of the active role and of others when splitting', () => {
    expect(splitRoles(['GVR', 'GVR', 'HOD', 'HOD'])).toEqual({ activeRole: 'GVR', otherRoles: ['HOD'] });
  });

  it('puts the chosen active role first, then the others in the spec order', () => {
    expect(joinRoles('GVR', ['PRODUCT', 'EMPLOYEE'])).toEqual(['GVR', 'EMPLOYEE', 'PRODUCT']);
    expect(joinRoles('EMPLOYEE', [])).toEqual(['EMPLOYEE']);
  });

  it('lists the active role once even when it is also among the others', () => {
    expect(joinRoles('ADMIN', ['ADMIN', 'HOD'])).toEqual(['ADMIN', 'HOD']);
  });

  it('drops values that are not roles', () => {
    expect(joinRoles('BOSS', ['HOD', 'nobody'])).toEqual(['HOD']);
    expect(joinRoles('', [])).toEqual([]);
  });

  it('round-trips an employee whose other roles are in the spec order', () => {
    const { activeRole, otherRoles } = splitRoles(['FINANCE', 'EMPLOYEE', 'HOD']);
    expect(joinRoles(activeRole, otherRoles)).toEqual(['FINANCE', 'EMPLOYEE', 'HOD']);
  });
});
