import { EXPORT_SCREENS, exportFileUrl, exportParams } from './exportScreens';
import { SPEC_MENU_ROWS } from '../../generated/contract/menu';

describe('export screens (docs/exports.md)', () => {
  it('covers the four export entries of the §2 menu', () => {
    const paths = SPEC_MENU_ROWS.flatMap((row) => (row.path && /exports$/.test(row.path) ? [row.path] : []));
    expect(Object.keys(EXPORT_SCREENS).sort()).toEqual(paths.sort());
  });

  it('turns the filters into the REST parameters of the dataset chosen', () => {
    const gvr = EXPORT_SCREENS['/gvr-setup/gvr-exports']!;
    const values = { dates: { from: '2026-05-01', to: '2026-05-31' }, status: 'COMPLETED', person: 'p1', customer: '', late: 'true' };
    expect(exportParams(gvr, 'visits', values)).toEqual({
      period: '2026-05-01T00:00:00.000Z,2026-06-01T00:00:00.000Z',
      status: 'COMPLETED',
      requester: 'p1',
      late: 'true',
    });
    // Activities take days, name the person `employee`, and have no late filter.
    expect(exportParams(gvr, 'activities', values)).toEqual({ dates: '2026-05-01,2026-05-31', status: 'COMPLETED', employee: 'p1' });
  });

  it('leaves out an incomplete or reversed day range and blank text', () => {
    const screen = EXPORT_SCREENS['/equipment-setup/equipment-exports']!;
    expect(exportParams(screen, 'equipmentRequisitions', { dates: { from: '2026-05-02', to: '' }, search: '  ' })).toEqual({});
    expect(exportParams(screen, 'equipmentRequisitions', { dates: { from: '2026-05-02', to: '2026-05-01' } })).toEqual({});
  });

  it('builds the gateway URL with the format first', () => {
    expect(exportFileUrl('customers', 'xlsx', { search: 'a&b', active: 'true' })).toBe('/files/exports/customers?format=xlsx&search=a%26b&active=true');
  });
});
