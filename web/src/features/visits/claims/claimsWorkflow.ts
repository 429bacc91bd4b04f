import { formatMoney } from '../../../crud/kinds/money/money';
import { claimsDocuments } from '../../../generated/crud/claimsDocuments';
import { defineWorkflow } from '../../../workflow/workflowDescription';
import { ClaimFormDialog } from './ClaimFormDialog';
import { ClaimLinesView } from './ClaimLinesView';
import { ClaimTotalsPanel } from './ClaimTotalsPanel';

/**
 * Claims (spec §2 Visit Report › Claims `/visit-reports/claims`, Finance and Gvr; docs/visits.md
 * "Claims", "Web"): the workflow list with the tabs "To review" and "All" (no "My claims": claimants
 * reach theirs from their visits) and the per-month totals over it; the list's columns Visit (number
 * and customer) and Total (in the claim's currency); the page: visit, customer, the lines with their
 * receipts and the total; the form: the visit and the lines editor with the mileage preview.
 */
export const claimsWorkflow = defineWorkflow(claimsDocuments, 'claims', {
  period: { header: 'Visit', cell: (claim) => `${claim.visitNumber} · ${claim.customerName}` },
  summary: { header: 'Total', cell: (claim) => formatMoney(claim.total, claim.currency) },
  // The generic form is not used (views.Form); these fields only name the form's fields for messages.
  form: { fields: [] },
  detail: {
    rows: (claim) => [
      ['Visit', claim.visitNumber],
      ['Customer', claim.customerName],
      ['Currency', claim.currency],
    ],
    totals: (claim) => [['Total', formatMoney(claim.total, claim.currency)]],
  },
  views: { Lines: ClaimLinesView, Form: ClaimFormDialog, ListHeader: ClaimTotalsPanel },
  tabs: { mine: false, approveLabel: 'To review' },
});
