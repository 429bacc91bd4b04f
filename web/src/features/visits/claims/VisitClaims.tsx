import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { MY_CLAIMS_PATH } from './myClaimsPath';
import { Button } from 'primereact/button';
import { Plus } from 'lucide-react';
import { toastStore } from '../../../alerts/toastStore';
import { formatMoney } from '../../../crud/kinds/money/money';
import { formatDateTime } from '../../../format/dates';
import { VisitClaimListDocument } from '../../../generated/documents/VisitClaimListDocument';
import { errorMessage } from '../../../lib/graphql/graphqlErrors';
import { StatusTag } from '../../../workflow/StatusTag';
import { WORKFLOWS } from '../../../generated/contract';
import { useCurrentUser } from '../../../session/useCurrentUser';
import { ClaimFormDialog } from './ClaimFormDialog';
import './claims.css';

/** The claims list's path; a claim's page is `<path>/<id>` (open to every role of Visit Report). */
export const CLAIMS_PATH = '/visit-reports/claims';

/** Props of {@link VisitClaims}. */
export interface VisitClaimsProps {
  visitId: string;
  /** The visit is COMPLETED and the caller is its visitor: "New claim" is offered. */
  canClaim: boolean;
}

/**
 * A visit's claims on its report page (docs/visits.md "Web": every user reaches their own claims from
 * their visits): number (opening the claim), claimant, status, total, created; "No claims on this visit."
 * when none; "New claim" when `canClaim`, opening the claim form on this visit and then the new claim's page.
 */
export function VisitClaims({ visitId, canClaim }: VisitClaimsProps) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const { data, loading, error } = useQuery(VisitClaimListDocument, { variables: { visitId }, fetchPolicy: 'cache-and-network' });
  const claims = data?.claims.items ?? [];
  return (
    <section className="record-card visit-claims" aria-labelledby="visit-claims-title">
      <div className="visit-claims-heading">
        <h2 id="visit-claims-title">Claims</h2>
        <Link to={MY_CLAIMS_PATH}>All my claims</Link>
        {canClaim && <Button type="button" label="New claim" icon={<Plus size={18} aria-hidden="true" />} onClick={() => setCreating(true)} />}
      </div>
      {loading && !data ? (
        <p role="status">Loading claims…</p>
      ) : error && !data ? (
        <p role="alert">Could not load the claims. {errorMessage(error)}</p>
      ) : claims.length === 0 ? (
        <p>No claims on this visit.</p>
      ) : (
        <div className="workflow-lines" role="region" aria-label="Claims on this visit" tabIndex={0}>
          <table>
            <caption className="visually-hidden">Claims on this visit</caption>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Claimant</th>
                <th scope="col">Status</th>
                <th scope="col" className="workflow-number">
                  Total
                </th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {claims.map((claim) => (
                <tr key={claim.id}>
                  <td>
                    <Link to={`${CLAIMS_PATH}/${claim.id}`}>{claim.number}</Link>
                  </td>
                  <td>{claim.requesterName}</td>
                  <td>
                    <StatusTag workflow={WORKFLOWS.claims} status={claim.status} />
                  </td>
                  <td className="workflow-number">{formatMoney(claim.total, claim.currency)}</td>
                  <td>{formatDateTime(claim.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {creating && (
        <ClaimFormDialog
          visitId={visitId}
          onClose={() => setCreating(false)}
          onSaved={(id) => {
            setCreating(false);
            toastStore.success('Draft saved.');
            if (id) void navigate(`${CLAIMS_PATH}/${id}`);
          }}
        />
      )}
    </section>
  );
}

/**
 * {@link VisitClaims} of a visit as its report page mounts it: "New claim" once the visit is COMPLETED
 * and the caller is its visitor (docs/visits.md "Claims": a claim is on a completed visit of the claimant).
 */
export function VisitClaimsOfVisit({ visit }: { visit: { id: string; status: string; requesterId: string } }) {
  const user = useCurrentUser();
  return <VisitClaims visitId={visit.id} canClaim={visit.status === 'COMPLETED' && visit.requesterId === user?.id} />;
}
