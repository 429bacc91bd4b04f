import { useQuery } from '@apollo/client/react';
import { EmployeeCompaniesDocument } from '../../../generated/documents/EmployeeCompaniesDocument';
import { RecordListCard } from './RecordListCard';

/**
 * The companies employee `employeeId` belongs to (spec §7 GET /setup/companies/employee/{id},
 * `employeeCompanies`), as "Name (CODE)".
 */
export function EmployeeCompaniesCard({ employeeId }: { employeeId: string }) {
  const { data, loading, error } = useQuery(EmployeeCompaniesDocument, { variables: { employeeId }, fetchPolicy: 'cache-and-network' });
  const companies = data?.employeeCompanies ?? [];
  return (
    <RecordListCard
      title="Companies"
      loading={loading}
      failed={error !== undefined}
      failedText="Could not load the companies of this employee."
      emptyText="This employee belongs to no company."
      items={companies.map((company) => ({ key: company.id, content: `${company.name} (${company.code})` }))}
    />
  );
}
