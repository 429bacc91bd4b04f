import type { ProfileEmployeeQuery } from '../generated/graphql';
import { ROLE_LABELS } from '../menu/roles';
import { DetailList, type DetailRow } from '../crud/DetailList';
import { formatDate } from '../format/dates';

/** The employee as the profile reads it (schema.graphql `Employee`). */
export type ProfileEmployee = NonNullable<ProfileEmployeeQuery['employee']>;

// `joinDate` is the schema's `Date` scalar, a `YYYY-MM-DD` string; codegen.ts maps only DateTime, so it types as unknown
// (formatDate reads only strings).
/**
 * The signed-in employee's details on the profile pages (spec §2 My Account, My Profile): name,
 * e-mail, employee no, phone, department, position, grade, companies, roles (the first is the
 * active one), join date (format/dates.ts, e.g. "8 Jan 2024") and who they report to; "—" where there is none;
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
    ['Join date', formatDate(employee.joinDate) || null],
    ['Reports to', employee.reportsTo?.employeeName],
    ...more,
  ];
  return <DetailList rows={rows} className="profile-details" />;
}
