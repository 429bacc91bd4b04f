import { z } from 'zod';
import { ROLE_NAMES, toRole } from '../auth/roles';
import { toGender, toLegacyGender } from '../employees/gender';
import { employeePhotoUrl } from '../files/file-paths';
import type { Employee, EmployeeInput, EmployeeRegisterInput, EmployeeSortField, Role } from '../generated/resolvers-types';
import { restRecord, restRef, restRefs } from '../upstream/contract';
import { withRecordFields } from './record-fields';
import { defineResource, type ResourceObject } from './resource';

/**
 * An employee as the REST server sends it (docs/setup-contract.md "Employees"; never a password):
 * employeeNo, employeeName, email, phone?, gender (legacy array), joinDate?, grade?, department?,
 * position?, salespersonCode?, companies (ids), reportsTo?, roles (spec names), active, gvr, photo?.
 */
const employeeRecord = restRecord({
  employeeNo: z.string(),
  employeeName: z.string(),
  email: z.string(),
  phone: z.string().nullish(),
  gender: z.unknown().optional(),
  joinDate: z.string().nullish(),
  grade: restRef,
  department: restRef,
  position: restRef,
  salespersonCode: restRef,
  companies: restRefs,
  reportsTo: restRef,
  roles: z.array(z.string()).default([]),
  active: z.boolean().default(true),
  gvr: z.boolean().default(false),
  photo: z.string().nullish(),
});

/** The reference fields of `Employee` (ids added by the mechanism, objects by reference resolvers). */
type EmployeeReferences =
  | 'grade'
  | 'gradeId'
  | 'department'
  | 'departmentId'
  | 'position'
  | 'positionId'
  | 'salespersonCode'
  | 'salespersonCodeId'
  | 'companies'
  | 'companyIds'
  | 'reportsTo'
  | 'reportsToId';

/**
 * Employees, General Setup › Employees (spec §7 "Employees", DESIGN §2, §6): `/setup/employees`,
 * GraphQL type `Employee` with `employees(…, active, gvr, departmentId)`, `allEmployees`, `employee`,
 * `registerEmployee` (`POST employees/register`, with a first password), `updateEmployee`,
 * `deleteEmployee` (which falls back like a read, spec §8). `gender` is the enum (legacy array on
 * REST), `roles` the `Role` enum (spec names on REST), `joinDate` a `Date`, and grade, department,
 * position, salesperson code, companies and reportsTo resolve as objects. The rest of the employee
 * endpoints are in employees/.
 */
export const employees = defineResource<
  z.output<typeof employeeRecord>,
  ResourceObject<Employee, EmployeeReferences>,
  EmployeeInput | EmployeeRegisterInput,
  EmployeeSortField
>({
  typeName: 'Employee',
  restPath: 'employees',
  createPath: 'register',
  fieldNames: { create: 'registerEmployee' },
  record: employeeRecord,
  sortFields: {
    EMPLOYEE_NAME: 'employeeName',
    EMPLOYEE_NO: 'employeeNo',
    EMAIL: 'email',
    JOIN_DATE: 'joinDate',
    CREATED_AT: 'createdAt',
    UPDATED_AT: 'updatedAt',
  },
  defaultSort: { field: 'EMPLOYEE_NAME', direction: 'ASC' },
  filters: { active: 'active', gvr: 'gvr', departmentId: 'department' },
  deleteFallback: true,
  references: {
    grade: { resource: 'grades', idField: 'gradeId' },
    department: { resource: 'departments', idField: 'departmentId' },
    position: { resource: 'positions', idField: 'positionId' },
    salespersonCode: { resource: 'salespersonCodes', idField: 'salespersonCodeId' },
    companies: { resource: 'companies', idField: 'companyIds', many: true },
    reportsTo: { resource: 'employees', idField: 'reportsToId' },
  },
  toObject: (record) => withRecordFields(record, {
    employeeNo: record.employeeNo,
    employeeName: record.employeeName,
    email: record.email,
    phone: record.phone ?? null,
    gender: toGender(record.gender),
    joinDate: record.joinDate ? record.joinDate.slice(0, 10) : null,
    roles: record.roles.map(toRole).filter((role): role is Role => role !== undefined),
    active: record.active,
    gvr: record.gvr,
    photo: record.photo ?? null,
    photoUrl: employeePhotoUrl(record.photo),
  }),
  toBody: (input) => ({
    employeeNo: input.employeeNo,
    employeeName: input.employeeName,
    email: input.email,
    phone: input.phone ?? null,
    gender: toLegacyGender(input.gender),
    joinDate: input.joinDate ?? null,
    roles: input.roles.map((role) => ROLE_NAMES[role]),
    active: input.active ?? true,
    gvr: input.gvr ?? false,
    ...('password' in input ? { password: input.password } : {}),
  }),
});
