import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { EmployeeGvrViewListDocument } from '../../../generated/documents/EmployeeGvrViewListDocument';
import { employeePath } from './employeesResource';
import { RecordListCard } from './RecordListCard';

/**
 * The GVR view list of employee `employeeId` (spec §7 GET /setup/employees/gvr/{id}, DESIGN §2): the
 * employees whose visit reports they may see, each linking to their page, with their department.
 */
export function GvrViewListCard({ employeeId }: { employeeId: string }) {
  const { data, loading, error } = useQuery(EmployeeGvrViewListDocument, { variables: { employeeId }, fetchPolicy: 'cache-and-network' });
  const employees = data?.gvrViewList ?? [];
  return (
    <RecordListCard
      title="GVR view list"
      note="Whose visit reports this employee may see: Admin and Gvr all who file them, a Hod their departments', anyone else their own."
      loading={loading}
      failed={error !== undefined}
      failedText="Could not load the GVR view list."
      emptyText="This employee sees no one's visit reports."
      items={employees.map((employee) => ({
        key: employee.id,
        content: (
          <>
            <Link to={employeePath(employee.id)}>{employee.employeeName}</Link>
            {` (${employee.employeeNo})${employee.department ? ` · ${employee.department.name}` : ''}`}
          </>
        ),
      }))}
    />
  );
}
