import { format, parseISO } from 'date-fns';
import type { ProfileEmployeeQuery } from '../generated/graphql';
import { ROLE_LABELS } from '../menu/roles';

/** The employee as the profile reads it (schema.graphql `Employee`). */
export type ProfileEmployee = NonNullable<ProfileEmployeeQuery['employee']>;

const NONE = '—';
// `joinDate` is the schema's `Date` scalar, a `YYYY-MM-DD` string; codegen.ts maps only DateTime, so it types as unknown.

/**
 * The signed-in employee's details on the profile pages (spec §2 My Account, My Profile): name,
 * e-mail, employee no, phone, department, position, grade, companies, roles (the first is the
 * active one), join date (e.g. "8 January 2024") and who they report to; "—" where there is none.
 */
export function ProfileDetails({ employee }: { employee: ProfileEmployee }) {
  const rows: [string, string][] = [
    ['Name', employee.employeeName],
    ['E-mail', employee.email],
    ['Employee no', employee.employeeNo],
    ['Phone', employee.phone || NONE],
    ['Department', employee.department?.name ?? NONE],
    ['Position', employee.position?.name ?? NONE],
    ['Grade', employee.grade?.name ?? NONE],
    ['Companies', employee.companies.map((company) => company.name).join(', ') || NONE],
    ['Roles', employee.roles.map((role) => ROLE_LABELS[role]).join(', ') || NONE],
    ['Join date', typeof employee.joinDate === 'string' ? format(parseISO(employee.joinDate), 'd MMMM yyyy') : NONE],
    ['Reports to', employee.reportsTo?.employeeName ?? NONE],
  ];
  return (
    <dl className="profile-details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
