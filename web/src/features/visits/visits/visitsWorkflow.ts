import { visitsDocuments } from '../../../generated/crud/visitsDocuments';
import { formatDateTime } from '../../../format/dates';
import { userLocales } from '../../../format/userLocale';
import { maxLength, required } from '../../../forms/validation';
import { defineWorkflow } from '../../../workflow/workflowDescription';

/** "24 Nov 2026, 09:00 – 10:00" (the end's time alone on the same day) or both ends in full: a visit's time, in the user's locale. */
export function formatVisitTime(start: string, end: string): string {
  const sameDay = new Date(start).toDateString() === new Date(end).toDateString();
  const endTime = sameDay ? new Intl.DateTimeFormat(userLocales(), { hour: 'numeric', minute: '2-digit' }).format(new Date(end)) : formatDateTime(end);
  return `${formatDateTime(start)} – ${endTime}`;
}

/**
 * Visits (spec §2 Visit Report › Calendar, DESIGN §5 "Visit reports", docs/visits.md): the workflow
 * description the visit's page runs on (`/visit-reports/visits/:id`; the calendar replaces the
 * workflow list). The page's details: customer, time, category, contacts met, the notes of each
 * section, products discussed, outcome, next action, completed when and whether late. The report is
 * edited in place (VisitReportForm), so the generic form here holds only what the plan dialog has.
 */
export const visitsWorkflow = defineWorkflow(visitsDocuments, 'visits', {
  summary: { header: 'Customer', cell: (record) => record.customerName },
  when: { header: 'When', cell: (record) => formatVisitTime(record.start, record.end), sortField: 'START' },
  form: {
    fields: [
      { name: 'customerId', label: 'Customer', kind: 'reference', source: 'customers', rules: [required] },
      { name: 'categoryId', label: 'Category', kind: 'reference', source: 'gvrCategories', rules: [required] },
      { name: 'outcome', label: 'Outcome', kind: 'textarea', rules: [maxLength(2000)] },
      { name: 'nextAction', label: 'Next action', kind: 'textarea', rules: [maxLength(1000)] },
    ],
  },
  detail: {
    rows: (record) => [
      ['Customer', record.customerName],
      ['When', formatVisitTime(record.start, record.end)],
      ['Category', record.category?.name ?? ''],
      ['Contacts met', record.contactNames.join(', ')],
      ...record.notes.map((note): [string, string] => [note.section?.name ?? 'Notes', note.text]),
      ['Products', record.products.map((product) => `${product.name} (${product.code})`).join(', ')],
      ['Outcome', record.outcome ?? ''],
      ['Next action', record.nextAction ?? ''],
      ['Completed', record.completedAt ? formatDateTime(record.completedAt) : ''],
      ['Late', record.late ? 'Yes' : 'No'],
    ],
    totals: () => [],
    requesterLabel: 'Visitor',
  },
});
