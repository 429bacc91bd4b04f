import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { CalendarPlus } from 'lucide-react';
import { DetailList } from '../../../crud/DetailList';
import { RecordPage } from '../../../crud/RecordPage';
import { listRangeText } from '../../../crud/listRange';
import { formatDateTime } from '../../../format/dates';
import { CustomerVisitHistoryDocument } from '../../../generated/documents/CustomerVisitHistoryDocument';
import { WORKFLOWS } from '../../../generated/contract';
import { usePageRecordTitle } from '../../../layout/pageTitle/recordTitle';
import { errorMessage } from '../../../lib/graphql/graphqlErrors';
import { VisitCalendarSettingsDocument } from '../../../generated/documents/VisitCalendarSettingsDocument';
import { StatusTag } from '../../../workflow/StatusTag';
import { PlanVisitDialog } from '../visits/PlanVisitDialog';
import { planSpanOn } from '../visits/visitCalendar';
import { VISIT_CUSTOMERS_PATH, visitCustomerPage, type VisitCustomer } from './visitCustomerList';
import '../../../workflow/workflow.css';
import '../visits/visits.css';

const HISTORY_PAGE_SIZE = 10;

/**
 * A customer's page in the Visit Report menu (`/visit-reports/customers/:id`; docs/visits.md
 * "Customers in the Visit Report menu"): its details with the visit summary, its contacts, and its
 * visits in the user's view, newest first, ten a page (the page in the URL, `?page=`), each opening
 * the visit's report. "Plan visit" plans one with this customer (today at the working hours' start,
 * changeable) and opens it.
 */
export function VisitCustomerPage() {
  const { id = '' } = useParams();
  return (
    <RecordPage resource={visitCustomerPage} id={id} listPath={VISIT_CUSTOMERS_PATH} canEdit={() => false}>
      {(customer) => <CustomerCards customer={customer} />}
    </RecordPage>
  );
}

function CustomerCards({ customer }: { customer: VisitCustomer }) {
  usePageRecordTitle(customer.name);
  const navigate = useNavigate();
  const [planning, setPlanning] = useState<{ start: Date; end: Date } | null>(null);
  const settings = useQuery(VisitCalendarSettingsDocument, { fetchPolicy: 'cache-first' }).data?.gvrSettings ?? null;
  return (
    <>
      <div className="visit-customer-actions">
        <Button type="button" label="Plan visit" icon={<CalendarPlus aria-hidden="true" size={18} />} onClick={() => setPlanning(planSpanOn(new Date(), settings))} />
      </div>
      {planning && (
        <PlanVisitDialog
          start={planning.start}
          end={planning.end}
          customerId={customer.id}
          onClose={() => setPlanning(null)}
          onPlanned={(id) => void navigate(`/visit-reports/visits/${id}`)}
        />
      )}
      <div className="record-cards">
        <section className="record-card" aria-labelledby="customer-details-title">
          <h2 id="customer-details-title">Details</h2>
          <DetailList
            rows={[
              ['Address', customer.address],
              ['City', customer.city],
              ['Phone', customer.phone],
              ['E-mail', customer.email],
              ['Company', customer.company?.name],
              ['Salesperson', customer.salesperson?.employeeName],
              ['Visits', String(customer.visitCount)],
              ['Last visit', customer.lastVisitAt ? formatDateTime(customer.lastVisitAt) : null],
              ['Next planned visit', customer.nextVisitAt ? formatDateTime(customer.nextVisitAt) : null],
            ]}
          />
        </section>
        <section className="record-card" aria-labelledby="customer-contacts-title">
          <h2 id="customer-contacts-title">Contacts</h2>
          {customer.contacts.length === 0 ? (
            <p>No contacts.</p>
          ) : (
            <div className="workflow-lines" role="region" aria-label="Contacts" tabIndex={0}>
              <table>
                <caption className="visually-hidden">Contacts</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Position</th>
                    <th scope="col">Phone</th>
                    <th scope="col">E-mail</th>
                  </tr>
                </thead>
                <tbody>
                  {customer.contacts.map((contact, index) => (
                    <tr key={`${contact.name}:${index}`}>
                      <td>{contact.name}</td>
                      <td>{contact.position?.name ?? '—'}</td>
                      <td>{contact.phone ?? '—'}</td>
                      <td>{contact.email ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <VisitHistory customerId={customer.id} />
      </div>
    </>
  );
}

/** The customer's visits (`visits(customerId:)`), paged: number (opening the visit), start, visitor, status, outcome. */
function VisitHistory({ customerId }: { customerId: string }) {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const { data, previousData, loading, error, refetch } = useQuery(CustomerVisitHistoryDocument, {
    variables: { customerId, page, pageSize: HISTORY_PAGE_SIZE, sort: { field: 'START', direction: 'DESC' } },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.visits;
  const visits = shown?.items ?? [];
  const total = shown?.total ?? 0;
  const go = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  return (
    <section className="record-card" aria-labelledby="customer-visits-title">
      <h2 id="customer-visits-title">Visit history</h2>
      {error && !shown ? (
        <div role="alert">
          <p>Could not load the visits. {errorMessage(error)}</p>
          <Button type="button" label="Retry" outlined onClick={() => void refetch().catch(() => undefined)} />
        </div>
      ) : loading && !shown ? (
        <p role="status">Loading visits…</p>
      ) : visits.length === 0 ? (
        <p>No visits to this customer.</p>
      ) : (
        <>
          <div className="workflow-lines" role="region" aria-label="Visits to this customer" tabIndex={0}>
            <table>
              <caption className="visually-hidden">Visits to this customer</caption>
              <thead>
                <tr>
                  <th scope="col">Number</th>
                  <th scope="col">Start</th>
                  <th scope="col">Visitor</th>
                  <th scope="col">Status</th>
                  <th scope="col">Outcome</th>
                </tr>
              </thead>
              <tbody>
                {visits.map((visit) => (
                  <tr key={visit.id}>
                    <td>
                      <Link to={`/visit-reports/visits/${visit.id}`}>{visit.number}</Link>
                    </td>
                    <td>{formatDateTime(visit.start)}</td>
                    <td>{visit.requesterName}</td>
                    <td>
                      <StatusTag workflow={WORKFLOWS.visits} status={visit.status} />
                      {visit.late && <span className="visit-late-mark"> Late</span>}
                    </td>
                    <td>{visit.outcome ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="crud-toolbar">
            <span aria-live="polite">{listRangeText({ page, pageSize: HISTORY_PAGE_SIZE, total, exact: shown?.totalIsExact !== false })}</span>
            <span>
              <Button type="button" text label="Previous" disabled={page <= 1 || loading} onClick={() => go(page - 1)} />
              <Button type="button" text label="Next" disabled={!shown?.hasNextPage || loading} onClick={() => go(page + 1)} />
            </span>
          </div>
        </>
      )}
    </section>
  );
}
