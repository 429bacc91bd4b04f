import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../format/dates';
import { ClaimVisitDocument } from '../../../generated/documents/ClaimVisitDocument';
import type { ClaimFieldsFragment } from '../../../generated/graphql';
import { activeRole } from '../../../session/currentUser';
import { useCurrentUser } from '../../../session/useCurrentUser';

/** The rule a reviewer is shown (docs/visits.md "One claim per visit"). */
export const ONE_CLAIM_PER_VISIT = 'One claim per visit: a visit holds one claim at a time; only after it is cancelled or rejected can a new claim be made on it.';

/**
 * What a claim is made on, on the claim's page (docs/visits.md "The claim's visit"): the visit's number,
 * date and time, customer, category, visitor, outcome, lateness and the kilometres claimed, from
 * `claimVisit` (readable by whoever reads the claim: Finance reads no one else's visits), and the rule
 * "one claim per visit". The visit's own page is linked for whoever may open it (the claimant, their
 * Hod, Gvr), not for Finance, who would get "not found".
 */
export function ClaimVisitSummary({ claim }: { claim: ClaimFieldsFragment }) {
  const user = useCurrentUser();
  const { data, error, loading } = useQuery(ClaimVisitDocument, { variables: { claimId: claim.id }, fetchPolicy: 'cache-and-network' });
  const visit = data?.claimVisit;
  // Finance reads no one else's visit (docs/visits.md "Who sees what"): no link that would answer "not found".
  const mayOpenVisit = !user || activeRole(user) !== 'FINANCE' || claim.requesterId === user.id;
  return (
    <section className="claim-visit-summary" aria-labelledby={`claim-visit-${claim.id}`}>
      <h2 id={`claim-visit-${claim.id}`} className="workflow-section-title">
        {`Visit ${claim.visitNumber}`}
      </h2>
      {loading && !visit && <p role="status">Loading the visit…</p>}
      {error && !visit && <p role="alert">The visit could not be loaded.</p>}
      {visit && (
        <dl>
          <div>
            <dt>Date</dt>
            <dd>{`${formatDateTime(visit.start)} – ${formatDateTime(visit.end)}`}</dd>
          </div>
          <div>
            <dt>Customer</dt>
            <dd>{visit.customerName}</dd>
          </div>
          <div>
            <dt>Visitor</dt>
            <dd>{visit.visitorName}</dd>
          </div>
          <div>
            <dt>Category</dt>
            <dd>{visit.categoryName ?? '—'}</dd>
          </div>
          <div>
            <dt>Outcome</dt>
            <dd>{visit.outcome ?? '—'}</dd>
          </div>
          <div>
            <dt>Distance claimed</dt>
            <dd>{visit.distanceKm === null || visit.distanceKm === undefined ? '—' : `${Number(visit.distanceKm).toLocaleString()} km`}</dd>
          </div>
          <div>
            <dt>Report</dt>
            <dd>{visit.late ? 'Completed late' : 'On time'}</dd>
          </div>
        </dl>
      )}
      <p className="claim-visit-rule">{ONE_CLAIM_PER_VISIT}</p>
      {mayOpenVisit && (
        <p className="claim-visit-link">
          <Link to={`/visit-reports/visits/${claim.visitId}`}>Open visit {claim.visitNumber}</Link>
        </p>
      )}
    </section>
  );
}
