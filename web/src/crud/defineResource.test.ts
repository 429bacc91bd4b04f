import { departmentsResource } from '../features/setup/departments/departmentsResource';
import { employeesResource } from '../features/setup/employees/employeesResource';
import { gradesResource } from '../features/setup/grades/gradesResource';

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
});
