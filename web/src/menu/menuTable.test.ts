import { MENU, menuLinks } from './menuTable';
import { ALL_ROLES, ROLE_LABELS } from './roles';
import { SPEC_MENU_TABLE } from './specMenuTable';

/** Each spec row as "label | path | roles in spec spelling, sorted". */
function specRows(): string[] {
  return SPEC_MENU_TABLE.trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .map(([label, path, roles = '']) => {
      const names = roles === 'all six roles' ? ALL_ROLES.map((r) => ROLE_LABELS[r]) : roles.split(', ');
      return `${label} | ${path} | ${[...names].sort().join(', ')}`;
    });
}

/** The same rows read from MENU. */
function menuRows(): string[] {
  const row = (label: string, path: string, roles: readonly (keyof typeof ROLE_LABELS)[]) =>
    `${label} | ${path} | ${roles
      .map((r) => ROLE_LABELS[r])
      .sort()
      .join(', ')}`;
  return MENU.flatMap((item) =>
    item.kind === 'link' ? [row(item.label, item.path, item.roles)] : [row(`${item.label} (group)`, '', item.roles), ...item.children.map((c) => row(c.label, c.path, c.roles))],
  );
}

describe('menu table (spec §2)', () => {
  it('matches the spec table row by row: labels, paths, roles, groups and order', () => {
    expect(menuRows()).toEqual(specRows());
  });

  it('gives every entry a distinct path', () => {
    const paths = menuLinks().map((link) => link.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives the dashboard and every group an icon', () => {
    for (const item of MENU) expect(item.icon).toBeDefined();
  });
});
