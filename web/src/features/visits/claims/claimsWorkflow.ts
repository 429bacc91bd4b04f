import { formatMoney } from '../../../crud/kinds/money/money';
import { claimsDocuments } from '../../../generated/crud/claimsDocuments';
import type { ObjectItemDescription } from '../../../crud/kinds/objectList/objectList';
import { required } from '../../../forms/validation';
import type { ClaimFieldsFragment } from '../../../generated/graphql';
import { defineWorkflow } from '../../../workflow/workflowDescription';
import { LINE_TYPES, lineToDraft, linesToInput, type ClaimLineDraft } from './claimLines';
import { ClaimFormDialog } from './ClaimFormDialog';
import { ClaimLinesView } from './ClaimLinesView';
import { ClaimTotalsPanel } from './ClaimTotalsPanel';

/** A claim's line as the description converts it (the dialog edits it with ClaimLinesEditor). */
const claimLine: ObjectItemDescription = {
  singular: 'line',
  plural: 'lines',
  fields: [
    { name: 'type', label: 'Type', kind: 'select', options: LINE_TYPES, rules: [required] },
    { name: 'description', label: 'Description', kind: 'text', rules: [] },
    { name: 'km', label: 'Kilometres', kind: 'text', rules: [] },
    { name: 'amount', label: 'Amount', kind: 'money', rules: [] },
  ],
  toValues: (line) => {
    // A chosen receipt lives only in the claim form (ClaimFormDialog uploads it after saving).
    const { receipt: _pending, ...values } = lineToDraft(line as unknown as ClaimFieldsFragment['lines'][number]);
    return values;
  },
  toInput: (row) => linesToInput([row as unknown as ClaimLineDraft])[0],
};

/**
 * Claims (spec §2 Visit Report › Claims `/visit-reports/claims`, Finance and Gvr; docs/visits.md
 * "Claims", "Web"): the workflow list with the tabs "To review" and "All" (no "My claims": claimants
 * reach theirs from their visits) and the per-month totals over it; the list's columns Visit (number
 * and customer) and Total (in the claim's currency); the page: visit, customer, the lines with their
 * receipts and the total; the form: the visit and the lines editor with the mileage preview.
 */
export const claimsWorkflow = defineWorkflow(claimsDocuments, 'claims', {
  when: { header: 'Visit', cell: (claim) => `${claim.visitNumber} · ${claim.customerName}` },
  summary: { header: 'Total', cell: (claim) => formatMoney(claim.total, claim.currency) },
  // The form shown is ClaimFormDialog (views.Form); these fields give the description its conversions
  // (record → values → GraphQL input), the same ones the dialog sends (claimLines.ts).
  form: {
    fields: [
      { name: 'visitId', label: 'Visit', kind: 'reference', source: 'visits', rules: [required] },
      { name: 'lines', label: 'Lines', kind: 'objects', item: claimLine, rules: [required] },
    ],
  },
  detail: {
    rows: (claim) => [
      ['Visit', claim.visitNumber],
      ['Customer', claim.customerName],
      ['Currency', claim.currency],
    ],
    // The lines' table ends with the total (ClaimLinesView).
    totals: () => [],
  },
  views: { Lines: ClaimLinesView, Form: ClaimFormDialog, ListHeader: ClaimTotalsPanel },
  tabs: { mine: false, approveLabel: 'To review' },
});
