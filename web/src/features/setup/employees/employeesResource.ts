import { belongsTo } from '../../../crud/choices';
import { asText, optionalText, trimmed, yesNo } from '../../../crud/formConversions';
import type { CrudTypes, ResourceDescription } from '../../../crud/resource';
import { calendarDate, emailAddress, maxLength, phoneNumber, required } from '../../../crud/validation';
import { formatDate } from '../../../format/dates';
import {
  DeleteEmployeeDocument,
  EmployeeDocument,
  EmployeesDocument,
  RegisterEmployeeDocument,
  UpdateEmployeeDocument,
  type EmployeeFieldsFragment,
  type EmployeeInput,
  type EmployeeQuery,
  type EmployeeRegisterInput,
  type EmployeeSortField,
  type EmployeesQuery,
  type Gender,
} from '../../../generated/graphql';
import { ALL_ROLES, ROLE_LABELS } from '../../../menu/roles';
import { PASSWORD_HINT, confirmsPassword, passwordStrength } from '../../../password/passwordRules';
import { companyChoices } from '../companies/companiesResource';
import { departmentChoices } from '../departments/departmentsResource';
import { gradeChoices } from '../grades/gradesResource';
import { positionChoices } from '../positions/positionsResource';
import { salespersonCodeChoices } from '../salesperson-codes/salespersonCodesResource';
import { employeeChoices } from './employeeChoices';
import { joinRoles, splitRoles } from './roleOrder';

/** The employee form's values (schema.graphql `EmployeeInput`, plus the first password when registering). */
export type EmployeeValues = {
  employeeNo: string;
  employeeName: string;
  email: string;
  phone: string;
  gender: string;
  joinDate: string;
  gradeId: string;
  departmentId: string;
  positionId: string;
  salespersonCodeId: string;
  companyIds: string[];
  reportsToId: string;
  activeRole: string;
  otherRoles: string[];
  active: boolean;
  gvr: boolean;
  password: string;
  confirmPassword: string;
};

/** The types tying Employees' generated operations to the generic CRUD screen. */
export type EmployeeTypes = CrudTypes<EmployeeFieldsFragment, EmployeeInput, EmployeeSortField, EmployeeValues, EmployeesQuery, EmployeeQuery, EmployeeRegisterInput>;

/** The path of an employee's page (spec §2 `/setup/employees`, §7 the GVR view list and companies). */
export const employeePath = (id: string) => `/setup/employees/${encodeURIComponent(id)}`;

/** The roles offered, as the spec names them, in its order. */
const ROLE_OPTIONS = ALL_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** An employee's roles for a table or CSV: the spec's names, the active one first. */
export const roleNames = (roles: readonly string[]) => roles.map((role) => ROLE_LABELS[role as keyof typeof ROLE_LABELS] ?? role).join(', ');

const EMPTY: EmployeeValues = {
  employeeNo: '',
  employeeName: '',
  email: '',
  phone: '',
  gender: '',
  joinDate: '',
  gradeId: '',
  departmentId: '',
  positionId: '',
  salespersonCodeId: '',
  companyIds: [],
  reportsToId: '',
  activeRole: 'EMPLOYEE',
  otherRoles: [],
  active: true,
  gvr: false,
  password: '',
  confirmPassword: '',
};

/** The fields an update sends (everything but the first password). */
function toEmployeeInput(values: EmployeeValues): EmployeeInput {
  return {
    employeeNo: trimmed(values.employeeNo),
    employeeName: trimmed(values.employeeName),
    email: trimmed(values.email),
    phone: optionalText(values.phone),
    gender: values.gender === 'MALE' || values.gender === 'FEMALE' ? (values.gender as Gender) : null,
    joinDate: optionalText(values.joinDate),
    gradeId: optionalText(values.gradeId),
    departmentId: optionalText(values.departmentId),
    positionId: optionalText(values.positionId),
    salespersonCodeId: optionalText(values.salespersonCodeId),
    companyIds: values.companyIds,
    reportsToId: optionalText(values.reportsToId),
    roles: joinRoles(values.activeRole, values.otherRoles),
    active: values.active,
    gvr: values.gvr,
  };
}

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
export const employeesResource: ResourceDescription<EmployeeTypes> = {
  title: 'Employees',
  singular: 'employee',
  plural: 'employees',
  list: { document: EmployeesDocument, page: (data) => data.employees },
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
  get: { document: EmployeeDocument, record: (data) => data.employee },
  create: RegisterEmployeeDocument,
  update: UpdateEmployeeDocument,
  remove: DeleteEmployeeDocument,
  columns: [
    { key: 'name', header: 'Name', cell: (employee) => employee.employeeName, sortField: 'EMPLOYEE_NAME' },
    { key: 'number', header: 'Employee no', cell: (employee) => employee.employeeNo, sortField: 'EMPLOYEE_NO' },
    { key: 'email', header: 'E-mail', cell: (employee) => employee.email, sortField: 'EMAIL' },
    { key: 'department', header: 'Department', cell: (employee) => employee.department?.name },
    { key: 'position', header: 'Position', cell: (employee) => employee.position?.name },
    { key: 'roles', header: 'Roles', cell: (employee) => roleNames(employee.roles) },
    { key: 'active', header: 'Active', cell: (employee) => yesNo(employee.active) },
    { key: 'gvr', header: 'GVR', cell: (employee) => yesNo(employee.gvr) },
    { key: 'joined', header: 'Join date', cell: (employee) => formatDate(employee.joinDate), sortField: 'JOIN_DATE' },
  ],
  defaultSort: { key: 'name', direction: 'ASC' },
  rowLabel: (employee) => employee.employeeName,
  detailPath: (employee) => employeePath(employee.id),
  form: {
    wide: true,
    fields: [
      { name: 'employeeNo', label: 'Employee no', kind: 'text', rules: [required, maxLength(20)] },
      { name: 'employeeName', label: 'Name', kind: 'text', rules: [required, maxLength(120)] },
      { name: 'email', label: 'E-mail', kind: 'email', rules: [required, emailAddress] },
      { name: 'phone', label: 'Phone', kind: 'tel', rules: [phoneNumber, maxLength(40)] },
      {
        name: 'gender',
        label: 'Gender',
        kind: 'select',
        options: [
          { value: 'MALE', label: 'Male' },
          { value: 'FEMALE', label: 'Female' },
        ],
        rules: [],
      },
      { name: 'joinDate', label: 'Join date', kind: 'date', rules: [calendarDate] },
      { name: 'gradeId', label: 'Grade', kind: 'reference', source: gradeChoices, rules: [] },
      { name: 'departmentId', label: 'Department', kind: 'reference', source: departmentChoices, rules: [] },
      { name: 'positionId', label: 'Position', kind: 'reference', source: positionChoices, where: belongsTo('departmentId'), rules: [] },
      { name: 'salespersonCodeId', label: 'Salesperson code', kind: 'reference', source: salespersonCodeChoices, rules: [] },
      { name: 'companyIds', label: 'Companies', kind: 'references', source: companyChoices, rules: [] },
      { name: 'reportsToId', label: 'Reports to', kind: 'reference', source: employeeChoices, rules: [] },
      {
        name: 'activeRole',
        label: 'Active role',
        kind: 'select',
        options: ROLE_OPTIONS,
        hint: 'The role the employee works in: it decides their menu and screens.',
        rules: [required],
      },
      {
        name: 'otherRoles',
        label: 'Other roles',
        kind: 'multiselect',
        options: ROLE_OPTIONS,
        where: (option, values) => option.value !== values.activeRole,
        hint: 'Saved after the active role, in the order listed.',
        rules: [],
      },
      { name: 'active', label: 'Active', kind: 'boolean', rules: [] },
      { name: 'gvr', label: 'Files visit reports (GVR)', kind: 'boolean', rules: [] },
      { name: 'password', label: 'Initial password', kind: 'password', hint: PASSWORD_HINT, only: 'create', rules: [required, passwordStrength] },
      { name: 'confirmPassword', label: 'Confirm password', kind: 'password', only: 'create', rules: [required, confirmsPassword] },
    ],
    empty: EMPTY,
    toValues: (employee) => ({
      ...EMPTY,
      employeeNo: employee.employeeNo,
      employeeName: employee.employeeName,
      email: employee.email,
      phone: asText(employee.phone),
      gender: asText(employee.gender),
      joinDate: asText(employee.joinDate),
      gradeId: asText(employee.gradeId),
      departmentId: asText(employee.departmentId),
      positionId: asText(employee.positionId),
      salespersonCodeId: asText(employee.salespersonCodeId),
      companyIds: [...employee.companyIds],
      reportsToId: asText(employee.reportsToId),
      ...splitRoles(employee.roles),
      active: employee.active,
      gvr: employee.gvr,
    }),
    toInput: toEmployeeInput,
    toCreateInput: (values) => ({ ...toEmployeeInput(values), password: values.password }),
  },
};
