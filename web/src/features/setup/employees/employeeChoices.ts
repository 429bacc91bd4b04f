import { referenceSource } from '../../../crud/choices';
import { EmployeeChoicesDocument } from '../../../generated/graphql';

/**
 * The employees offered by employee pickers (a department's head, whom an employee reports to):
 * every employee (`allEmployees`, Gvr and Admin), shown as "Name (EMP-0001)".
 */
export const employeeChoices = referenceSource(
  EmployeeChoicesDocument,
  (data) => data.allEmployees,
  (employee) => ({ value: employee.id, label: `${employee.employeeName} (${employee.employeeNo})` }),
  'employees',
);
