import { format, parseISO } from 'date-fns';
import type { ProfileEmployeeQuery } from '../generated/graphql';
import { ROLE_LABELS } from '../menu/roles';
import { DetailList, type DetailRow } from '../crud/DetailList';

/** The employee as the profile reads it (schema.graphql `Employee`). */
export type ProfileEmployee = NonNullable<ProfileEmployeeQuery['employee']>;

// `joinDate` is the schema's `Date` scalar, a `YYYY-MM-DD` string; codegen.ts maps only DateTime, so it types as unknown.

/**
 * The signed-in employee's details on the profile pages (spec §2 My Account, My Profile): name,
 * e-mail, employee no, phone, department, position, grade, companies, roles (the first is the
 * active one), join date (e.g. "8 January 2024") and who they report to; "—" where there is none;
 * then the `more` rows a caller adds (the employee page: gender, salesperson code, flags).
 */
export function ProfileDetails({ employee, more = [] }: { employee: ProfileEmployee; more?: readonly DetailRow[] }) {
  const rows: DetailRow[] = [
    ['Name', employee.employeeName],
    ['E-mail', employee.email],
    ['Employee no', employee.employeeNo],
    ['Phone', employee.phone],
    ['Department', employee.department?.name],
    ['Position', employee.position?.name],
    ['Grade', employee.grade?.name],
    ['Companies', employee.companies.map((company) => company.name).join(', ')],
    ['Roles', employee.roles.map((role) => ROLE_LABELS[role]).join(', ')],
    ['Join date', typeof employee.joinDate === 'string' ? format(parseISO(employee.joinDate), 'd MMMM yyyy') : null],
    ['Reports to', employee.reportsTo?.employeeName],
    ...more,
  ];
  return <DetailList rows={rows} className="profile-details" />;
}
