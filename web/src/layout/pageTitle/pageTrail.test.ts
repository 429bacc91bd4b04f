import { menuForRole } from '../../menu/menuForRole';
import { pageTrail } from './pageTrail';

describe('pageTrail (spec §2 menu: breadcrumb and title from the menu table)', () => {
  it('names a list by its group and menu label', () => {
    expect(pageTrail('/setup/grades')).toEqual({
      crumbs: [{ label: 'General Setup' }, { label: 'Grades' }],
      title: 'Grades · Back Office',
    });
    expect(pageTrail('/gvr-setup/customers').crumbs).toEqual([{ label: 'GVR Setup' }, { label: 'Customers' }]);
    expect(pageTrail('/visit-reports/customers').crumbs).toEqual([{ label: 'Visit Report' }, { label: 'Customers' }]);
    expect(pageTrail('/setup/grades/').title).toBe('Grades · Back Office');
  });

  it('names a record page by group, the list (linked) and the record once it is known', () => {
    expect(pageTrail('/setup/employees/e1', { recordTitle: 'Jane Doe' })).toEqual({
      crumbs: [{ label: 'General Setup' }, { label: 'Employees', path: '/setup/employees' }, { label: 'Jane Doe' }],
      title: 'Jane Doe · Employees · Back Office',
    });
    expect(pageTrail('/setup/employees/e1')).toEqual({
      crumbs: [{ label: 'General Setup' }, { label: 'Employees', path: '/setup/employees' }],
      title: 'Employees · Back Office',
    });
    expect(pageTrail('/setup/isos/i1', { recordTitle: 'ISO 9001' }).title).toBe('ISO 9001 · Iso Documents · Back Office');
  });

  it('links the list step only when the signed-in role may open that list', () => {
    const employee = menuForRole('EMPLOYEE');
    expect(pageTrail('/visit-reports/claims/c1', { recordTitle: 'CL-2026-0001', reachable: employee }).crumbs).toEqual([
      { label: 'Visit Report' },
      { label: 'Claims' },
      { label: 'CL-2026-0001' },
    ]);
    expect(pageTrail('/visit-reports/claims/c1', { recordTitle: 'CL-2026-0001', reachable: menuForRole('FINANCE') }).crumbs[1]).toEqual({
      label: 'Claims',
      path: '/visit-reports/claims',
    });
    expect(pageTrail('/setup/employees/e1', { reachable: menuForRole('ADMIN') }).crumbs[1]).toEqual({ label: 'Employees', path: '/setup/employees' });
  });

  it('names a top-level entry alone and a page outside the menu by its route title', () => {
    expect(pageTrail('/')).toEqual({ crumbs: [{ label: 'Dashboard' }], title: 'Dashboard · Back Office' });
    expect(pageTrail('/pages-profile', { routeTitle: 'My Account' })).toEqual({ crumbs: [{ label: 'My Account' }], title: 'My Account · Back Office' });
    expect(pageTrail('/no/such/page', { routeTitle: 'Page not found' }).title).toBe('Page not found · Back Office');
    expect(pageTrail('/somewhere')).toEqual({ crumbs: [], title: 'Back Office' });
  });

  it('does not take a path that merely starts like a menu path for a page below it', () => {
    expect(pageTrail('/setup/gradesX', { routeTitle: 'Page not found' }).title).toBe('Page not found · Back Office');
  });
});
