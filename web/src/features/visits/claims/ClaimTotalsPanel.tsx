import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { formatMoney } from '../../../crud/kinds/money/money';
import { userLocales } from '../../../format/userLocale';
import { ClaimTotalsDocument } from '../../../generated/documents/ClaimTotalsDocument';
import { errorMessage } from '../../../lib/graphql/graphqlErrors';
import { monthLabel, totalsSpan } from './claimTotals';
import './claims.css';

/**
 * The per-month totals over the claims list (docs/visits.md "Claims" totals; `claimTotals`): for each
 * of the last 12 months that has claims, newest first, how many were made, their total and what of it is
 * paid, exact in their currency (cancelled claims not counted); over the claims the caller may read.
 */
export function ClaimTotalsPanel() {
  const span = useMemo(() => totalsSpan(), []);
  const { data, loading, error } = useQuery(ClaimTotalsDocument, { variables: span, fetchPolicy: 'cache-and-network' });
  // The server answers every month of the span; the panel shows those with claims.
  const months = (data?.claimTotals ?? []).filter((month) => month.count > 0);
  return (
    <details className="claim-totals" open>
      <summary>Totals per month</summary>
      {loading && !data ? (
        <p role="status">Loading totals…</p>
      ) : error && !data ? (
        <p role="alert">Could not load the totals. {errorMessage(error)}</p>
      ) : months.length === 0 ? (
        <p>No claims in the last 12 months.</p>
      ) : (
        <div className="workflow-lines" role="region" aria-label="Claims per month" tabIndex={0}>
          <table>
            <caption className="visually-hidden">Claims per month, last 12 months</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col" className="workflow-number">
                  Claims
                </th>
                <th scope="col" className="workflow-number">
                  Total
                </th>
                <th scope="col" className="workflow-number">
                  Paid
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={`${month.month}:${month.currency}`}>
                  <th scope="row">{monthLabel(month.month, userLocales())}</th>
                  <td className="workflow-number">{month.count.toLocaleString(userLocales())}</td>
                  <td className="workflow-number">{formatMoney(month.total, month.currency)}</td>
                  <td className="workflow-number">{formatMoney(month.paid, month.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
