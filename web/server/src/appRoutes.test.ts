import type { RouteObject } from 'react-router';
import { createRoutes } from '../../src/app/routes';
import { menuLinks } from '../../src/menu/menuTable';
import { APP_SECTIONS, isAppNavigation, isUnknownPageNavigation } from './appRoutes.ts';

/** The first segment of every path the client's route table declares (`''` for the index routes). */
function firstSegments(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const full = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const own = route.path !== undefined && route.path !== '*' ? [full.split('/').filter(Boolean)[0] ?? ''] : [];
    return [...own, ...firstSegments(route.children ?? [], full === '/' ? '' : full)];
  });
}

describe('the pages of the client the front server answers with index.html (DESIGN §1)', () => {
  it('cover every area of the route table and the §2 menu', () => {
    const sections = new Set([...firstSegments(createRoutes()), ...menuLinks().map((link) => link.path.split('/')[1] ?? '')]);
    sections.delete('');
    expect([...sections].filter((section) => !APP_SECTIONS.has(section))).toEqual([]);
    for (const link of menuLinks()) expect({ path: link.path, page: isAppNavigation('GET', link.path) }).toEqual({ path: link.path, page: true });
  });

  it('are GETs of plain paths of those areas, never files, escapes or other methods', () => {
    expect(isAppNavigation('GET', '/')).toBe(true);
    expect(isAppNavigation('HEAD', '/setup/grades?page=2')).toBe(true);
    expect(isAppNavigation('GET', '/account/reset-password?token=a.b.c')).toBe(true);
    expect(isAppNavigation('GET', '/setup/employees/4F1C2A9E-0B1D-4C2E-9F0A-1B2C3D4E5F60')).toBe(true);
    for (const url of [
      '/data/jwt-secret',
      '/@fs/x/data/jwt-secret',
      '/../data/x',
      '/setup/../data/x',
      '/setup/%2e%2e/x',
      '/src/main.tsx',
      '/setup/grades.json',
      '/package.json',
      '/graphql',
      '/files/employees/a',
      '/assets/x',
      'setup/grades',
      '',
    ]) {
      expect({ url, page: isAppNavigation('GET', url) }).toEqual({ url, page: false });
    }
    expect(isAppNavigation('POST', '/setup/grades')).toBe(false);
  });

  it('leave a browser opening another plain address to the client\'s "Page not found" (404), and nothing else', () => {
    const html = 'text/html,*/*;q=0.8';
    expect(isUnknownPageNavigation('GET', '/no/such/page', html)).toBe(true);
    expect(isUnknownPageNavigation('GET', '/data/jwt-secret', html)).toBe(true);
    expect(isUnknownPageNavigation('GET', '/data/jwt-secret', '*/*')).toBe(false);
    expect(isUnknownPageNavigation('GET', '/setup/grades', html)).toBe(false);
    for (const url of ['/@fs/x/data/jwt-secret', '/../data/x', '/%2e%2e/x', '/src/main.tsx', '/package.json']) {
      expect({ url, page: isUnknownPageNavigation('GET', url, html) }).toEqual({ url, page: false });
    }
    expect(isUnknownPageNavigation('POST', '/no/such/page', html)).toBe(false);
  });
});
