import { referenceSource } from '../../../crud/choices';
import { EmployeeChoicesDocument } from '../../../generated/graphql';

/**
 * The employees of employee pickers (a department's head, whom an employee reports to), from
 * `allEmployees` (Gvr and Admin), shown as "Name (EMP-0001)": active employees are offered; an
 * inactive one only shows, marked "(inactive)", where a form already holds it (crud/choices.ts).
 */
export const employeeChoices = referenceSource(
  EmployeeChoicesDocument,
  (data) => data.allEmployees,
  (employee) => ({ value: employee.id, label: `${employee.employeeName} (${employee.employeeNo})`, inactive: !employee.active }),
  'employees',
);
