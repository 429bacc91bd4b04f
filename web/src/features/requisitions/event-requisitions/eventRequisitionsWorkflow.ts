import { dateRangeRule, formatDateRange, requiredRange } from '../../../crud/kinds/dateRange/dateRange';
import { createElement, Fragment } from 'react';
import { formatMoney, moneyAmount } from '../../../crud/kinds/money/money';
import { MoneyText } from '../../../crud/kinds/money/MoneyText';
import { eventRequisitionsDocuments } from '../../../generated/crud/eventRequisitionsDocuments';
import { maxLength, required, wholeNumber } from '../../../forms/validation';
import { defineWorkflow } from '../../../workflow/workflowDescription';
import { GVR_CURRENCY } from '../../../currency/gvrCurrency';

/** The budget per attendee, to the cent, as a `Decimal` string ('' without attendees). */
function perAttendee(budget: string, attendees: number): string {
  return attendees > 0 ? (Number(budget) / attendees).toFixed(2) : '';
}

/**
 * Event requisitions (spec §2 Requisitions › Events requisition `/requisitions/events-requisition`,
 * every role; DESIGN §5, docs/requisitions.md): the list's summary "<event> · <budget>"; the form:
 * event portfolio (picked), event name (1–150), venue (1–200), the days (required range), attendees
 * (1–100,000) and the budget (money, 0 or more, in the GVR settings' currency as products' prices);
 * the page: those fields and the totals budget and budget per attendee.
 */
export const eventRequisitionsWorkflow = defineWorkflow(eventRequisitionsDocuments, 'eventRequisitions', {
  // The budget as on the record (one money format everywhere: locale, 2 decimals, the currency).
  summary: {
    header: 'Event',
    cell: (record) => `${record.eventName} · ${formatMoney(record.budget)}`,
    render: (record) => createElement(Fragment, null, `${record.eventName} · `, createElement(MoneyText, { amount: record.budget, currency: GVR_CURRENCY })),
  },
  currency: GVR_CURRENCY,
  form: {
    wide: true,
    fields: [
      { name: 'portfolioId', label: 'Event portfolio', kind: 'reference', source: 'portfolios', rules: [required] },
      { name: 'eventName', label: 'Event name', kind: 'text', rules: [required, maxLength(150)] },
      { name: 'venue', label: 'Venue', kind: 'text', rules: [required, maxLength(200)] },
      { name: 'dates', label: 'Dates', kind: 'dateRange', hint: 'The days of the event, both included.', rules: [requiredRange, dateRangeRule] },
      { name: 'attendees', label: 'Attendees', kind: 'integer', rules: [required, wholeNumber(1, 100_000)] },
      { name: 'budget', label: 'Budget', kind: 'money', currency: GVR_CURRENCY, rules: [required, moneyAmount({ min: '0', max: '9999999999.99' })] },
    ],
  },
  detail: {
    rows: (record) => [
      ['Event portfolio', record.portfolio?.name],
      ['Event name', record.eventName],
      ['Venue', record.venue],
      ['Dates', formatDateRange(record.dates)],
      ['Attendees', String(record.attendees)],
    ],
    totals: (record, money) => [
      ['Budget', money(record.budget)],
      ['Budget per attendee', money(perAttendee(record.budget, record.attendees))],
    ],
  },
});
