import { departmentsResource } from '../generated/crud/departmentsResource';
import { employeesResource } from '../features/setup/employees/employeesResource';
import { gradesResource } from '../generated/crud/gradesResource';
import { gvrSectionsResource } from '../generated/crud/gvrSectionsResource';
import { DESCRIPTION_LOADERS } from '../generated/crud/screens';
import { listVariables } from './listVariables';
import type { ResourceDescription, ResourceTypes } from './resource';

describe('defineResource (a description derives its form and columns from its field kinds)', () => {
  it('derives headers from field labels, the row label from the first column, the default sort', () => {
    expect(gradesResource.columns.map((column) => column.header)).toEqual(['Name', 'Level', 'Description', 'Updated']);
    expect(gradesResource.defaultSort).toEqual({ key: 'name', direction: 'ASC' });
    const grade = { id: 'g1', version: 0, name: 'G5', level: null, description: null, createdAt: '', updatedAt: '2026-01-05T09:07:00.000Z' };
    expect(gradesResource.rowLabel(grade)).toBe('G5');
    expect(gradesResource.columns[1]?.cell(grade)).toBeNull();
  });

  it('derives the form conversions', () => {
    expect(departmentsResource.form.empty).toEqual({ name: '', code: '', headId: '' });
    expect(departmentsResource.form.toInput({ name: ' Sales ', code: '', headId: '' })).toEqual({ name: 'Sales', code: null, headId: null });
  });

  it("lets a resource adapt them: an employee's roles, the first password only when registering", () => {
    expect(employeesResource.form.empty).toMatchObject({ activeRole: 'EMPLOYEE', otherRoles: [], active: true, gvr: false, companyIds: [] });
    const values = { ...employeesResource.form.empty, employeeNo: 'E1', employeeName: 'Ann', email: 'a@x.io', otherRoles: ['ADMIN'], password: 'pw', confirmPassword: 'pw' };
    const update = employeesResource.form.toInput(values);
    expect(update).toMatchObject({ employeeNo: 'E1', roles: ['EMPLOYEE', 'ADMIN'], active: true });
    expect(update).not.toHaveProperty('password');
    expect(update).not.toHaveProperty('activeRole');
    const create = employeesResource.form.toCreateInput?.(values);
    expect(create).toMatchObject({ password: 'pw', roles: ['EMPLOYEE', 'ADMIN'] });
    expect(create).not.toHaveProperty('confirmPassword');
  });

  it("keeps the catalogue's default sort when no column shows it: GVR sections come in their set order", () => {
    expect(gvrSectionsResource.defaultSort).toEqual({ key: 'POSITION', direction: 'ASC', sortField: 'POSITION' });
    const state = { page: 1, pageSize: 10, search: '', sortKey: 'POSITION', direction: 'ASC' as const };
    expect(listVariables(gvrSectionsResource, state, {}).sort).toEqual({ field: 'POSITION', direction: 'ASC' });
    expect(listVariables(gvrSectionsResource, { ...state, sortKey: 'name' }, {}).sort).toEqual({ field: 'NAME', direction: 'ASC' });
  });

  it('sorts every other list screen by default on a column', async () => {
    const descriptions = await Promise.all(Object.entries(DESCRIPTION_LOADERS).map(async ([name, load]) => [name, (await load()) as unknown] as const));
    for (const [name, description] of descriptions) {
      if (!('columns' in (description as object)) || name === 'gvrSections') continue;
      const { columns, defaultSort } = description as ResourceDescription<ResourceTypes>;
      expect({ name, column: columns.some((column) => column.key === defaultSort.key && column.sortField !== undefined) }).toEqual({ name, column: true });
    }
  });
});
