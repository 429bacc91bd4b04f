import { belongsTo, chosenValues } from '../../../crud/choices';
import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { employeesDocuments } from '../../../generated/crud/employeesDocuments';
import { required } from '../../../forms/validation';
import { formatDate } from '../../../format/dates';
import { ALL_ROLES, ROLE_LABELS } from '../../../menu/roles';
import { activeRole } from '../../../session/currentUser';
import { PASSWORD_HINT, confirmsPassword, passwordStrength } from '../../../password/passwordRules';
import { joinRoles, splitRoles } from './roleOrder';

/** The path of an employee's page (spec §2 `/setup/employees`, §7 the GVR view list and companies). */
export const employeePath = (id: string) => `/setup/employees/${encodeURIComponent(id)}`;

/** The roles offered, as the spec names them, in its order. */
const ROLE_OPTIONS = ALL_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** An employee's roles for a table or CSV: the spec's names, the active one first. */
export const roleNames = (roles: readonly string[]) => roles.map((role) => ROLE_LABELS[role as keyof typeof ROLE_LABELS] ?? role).join(', ');

/**
 * Employees (spec §2 `/setup/employees`, roles Gvr and Admin; §7 `/setup/employees`; DESIGN §2 the
 * fields): the people who sign in. The list filters Show: All / Active / GVR (active employees who
 * file visit reports); each name links to the employee's page. Columns Name, Employee no, E-mail,
 * Department, Position, Roles (the active one first), Active, GVR, Join date. The form has every
 * field of DESIGN §2 with pickers for grade, department, position (those of the chosen department),
 * salesperson code, companies (several) and reports-to; gender; join date; "Active role" and
 * "Other roles" (the active one is saved first); Active and Files visit reports; registering also
 * takes a first password (10–128 characters with a letter and a digit) and its confirmation.
 */
export const employeesResource = defineResource(catalogueResource(employeesDocuments, 'employees'), {
  filters: [
    {
      key: 'show',
      label: 'Show',
      options: [
        { value: 'all', label: 'All', variables: {} },
        { value: 'active', label: 'Active', variables: { active: true } },
        { value: 'gvr', label: 'GVR', variables: { active: true, gvr: true } },
      ],
    },
  ],
  columns: [
    { key: 'name', header: 'Name', cell: (employee) => employee.employeeName, sortField: 'EMPLOYEE_NAME' },
    { key: 'number', header: 'Employee no', cell: (employee) => employee.employeeNo, sortField: 'EMPLOYEE_NO' },
    { key: 'email', header: 'E-mail', cell: (employee) => employee.email, sortField: 'EMAIL' },
    { key: 'department', header: 'Department', cell: (employee) => employee.department?.name },
    { key: 'position', header: 'Position', cell: (employee) => employee.position?.name },
    { key: 'roles', header: 'Roles', cell: (employee) => roleNames(employee.roles) },
    { key: 'active' },
    { key: 'gvr', header: 'GVR' },
    { key: 'joined', header: 'Join date', cell: (employee) => formatDate(employee.joinDate), sortField: 'JOIN_DATE' },
  ],
  detailPath: (employee) => employeePath(employee.id),
  // DESIGN §6: only an Admin changes anything of an Admin's record (the rest-api answers 403 otherwise).
  mayChange: (employee, user) => !employee.roles.includes('ADMIN') || (user !== null && activeRole(user) === 'ADMIN'),
  form: {
    wide: true,
    changes: {
      fields: {
        gender: {
          kind: 'select',
          options: [
            { value: 'MALE', label: 'Male' },
            { value: 'FEMALE', label: 'Female' },
          ],
        },
        positionId: { where: belongsTo('departmentId') },
      },
      add: [
        {
          name: 'activeRole',
          label: 'Active role',
          kind: 'select',
          options: ROLE_OPTIONS,
          initial: 'EMPLOYEE',
          hint: 'The role the employee works in: it decides their menu and screens.',
          rules: [required],
          before: 'active',
        },
        {
          name: 'otherRoles',
          label: 'Other roles',
          kind: 'multiselect',
          options: ROLE_OPTIONS,
          where: (option, values) => option.value !== values.activeRole,
          hint: 'Saved after the active role, in the order listed.',
          rules: [],
          before: 'active',
        },
        { name: 'password', label: 'Initial password', kind: 'password', hint: PASSWORD_HINT, only: 'create', rules: [required, passwordStrength] },
        { name: 'confirmPassword', label: 'Confirm password', kind: 'password', only: 'create', sent: false, rules: [required, confirmsPassword] },
      ],
    },
    adapt: {
      toValues: (employee, values) => ({ ...values, ...splitRoles(employee.roles) }),
      toInput: ({ activeRole, otherRoles }, { activeRole: _active, otherRoles: _others, ...input }) => ({
        ...input,
        roles: joinRoles(typeof activeRole === 'string' ? activeRole : '', chosenValues(otherRoles ?? [])),
      }),
      fieldOf: { roles: 'activeRole' },
    },
  },
});

/** The types of employeesResource (its record, inputs, sort fields…). */
export type EmployeeTypes = TypesOf<typeof employeesResource>;
