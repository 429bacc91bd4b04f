/**
 * What the visit calendar derives from visits and GVR settings, without FullCalendar (docs/visits.md
 * "Web › Calendar"; DESIGN §5 "Visit reports"): the query of a visible range, a visit as a calendar
 * event (its colour and whether it may be dragged), the business hours and the hidden days.
 */
import { VISIT_WORKFLOW } from '../../../generated/contract/workflows';
import { payloadErrorsOf } from '../../../forms/mutationErrors';
import type { VisitsQueryVariables } from '../../../generated/graphql';

/** The most visits one request asks for (the API's page size limit, DESIGN §2); the calendar pages through when a range holds more. */
export const CALENDAR_PAGE_SIZE = 100;

/**
 * The `visits` query variables of one page of the visible range `[start, end)` (FullCalendar's
 * `datesSet`: the first shown instant and the instant after the last): the visits overlapping it
 * (`period`, ISO instants), of `requesterId` when a person is chosen (null: everyone in the caller's
 * GVR view list), {@link CALENDAR_PAGE_SIZE} a page.
 */
export function rangeVariables(start: Date, end: Date, requesterId: string | null, page = 1): VisitsQueryVariables {
  return {
    period: { from: start.toISOString(), to: end.toISOString() },
    ...(requesterId ? { requesterId } : {}),
    page,
    pageSize: CALENDAR_PAGE_SIZE,
  };
}

/** What the calendar needs of a visit (the generated `VisitFields` has more). */
export interface CalendarVisit {
  id: string;
  number: string;
  status: string;
  requesterId: string;
  requesterName: string;
  customerName: string;
  start: string;
  end: string;
  late: boolean;
  version: number;
}

/**
 * Whether the caller may drag or resize a visit (docs/visits.md "Visits": editable only by the visitor
 * while PLANNED; moving it is an update of `start`/`end`): completed and cancelled visits and other
 * people's are fixed.
 */
export function mayReschedule(visit: Pick<CalendarVisit, 'status' | 'requesterId'>, userId: string | undefined): boolean {
  return userId !== undefined && visit.requesterId === userId && (VISIT_WORKFLOW.editableIn as readonly string[]).includes(visit.status);
}

/** The colour keys of the legend (docs/visits.md: planned blue, completed green, cancelled grey struck through, late a red mark). */
export type VisitTone = 'planned' | 'completed' | 'cancelled';

/** The colour of each tone (white text on each passes WCAG AA): blue, green, grey. */
export const TONE_COLOURS: Readonly<Record<VisitTone, string>> = { planned: '#1d4ed8', completed: '#15803d', cancelled: '#6b7280' };

/** A visit's tone: its status. */
export function visitTone(status: string): VisitTone {
  return status === 'COMPLETED' ? 'completed' : status === 'CANCELLED' ? 'cancelled' : 'planned';
}

/** A calendar event (FullCalendar's `EventInput` subset the calendar sets). */
export interface VisitEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  editable: boolean;
  color: string;
  contrastColor: string;
  className: string;
  extendedProps: { visit: CalendarVisit };
}

/**
 * A visit as a calendar event: "<customer> · <visitor>" (the visitor only when the calendar shows
 * several people's), a late one prefixed "Late:"; classes `visit-event--<tone>` and
 * `visit-event--late`; editable per {@link mayReschedule}.
 */
export function visitEvent(visit: CalendarVisit, userId: string | undefined, showVisitor: boolean): VisitEvent {
  const name = showVisitor ? `${visit.customerName} · ${visit.requesterName}` : visit.customerName;
  return {
    id: visit.id,
    title: visit.late ? `Late: ${name}` : name,
    start: visit.start,
    end: visit.end,
    editable: mayReschedule(visit, userId),
    color: TONE_COLOURS[visitTone(visit.status)],
    contrastColor: '#ffffff',
    className: ['visit-event', `visit-event--${visitTone(visit.status)}`, ...(visit.late ? ['visit-event--late'] : [])].join(' '),
    extendedProps: { visit },
  };
}

/** The GVR settings the calendar reads (schema.graphql `GvrSettings`). */
export interface CalendarSettings {
  workingHours: { start: string; end: string };
  workingDays: readonly string[];
}

/** FullCalendar's day numbers (0 = Sunday) of the GraphQL `Weekday` values. */
const DAY_NUMBERS: Readonly<Record<string, number>> = { SUN: 0, MON: 1, TUE: 2, WED: 3, THU: 4, FRI: 5, SAT: 6 };

/** The business hours FullCalendar shades: the working hours on the working days. */
export function businessHours(settings: CalendarSettings): { daysOfWeek: number[]; startTime: string; endTime: string } {
  return {
    daysOfWeek: settings.workingDays.flatMap((day) => (day in DAY_NUMBERS ? [DAY_NUMBERS[day] as number] : [])),
    startTime: settings.workingHours.start,
    endTime: settings.workingHours.end,
  };
}

/**
 * The days the calendar hides: those that are not working days. None when that would hide every day
 * (no working days set), which FullCalendar refuses.
 */
export function hiddenDays(settings: CalendarSettings): number[] {
  const working = new Set(businessHours(settings).daysOfWeek);
  const hidden = [0, 1, 2, 3, 4, 5, 6].filter((day) => !working.has(day));
  return hidden.length === 7 ? [] : hidden;
}

/** The view the calendar opens in: the list of the week on a phone (at most 600 px wide), else the week's time grid. */
export function initialView(width: number): 'listWeek' | 'timeGridWeek' {
  return width <= 600 ? 'listWeek' : 'timeGridWeek';
}

/** One page of the `visits` answer as the calendar reads it. */
export interface VisitPage<V> {
  items: readonly V[];
  hasNextPage: boolean;
}

/** The most pages one range loads (100 visits each): beyond that the calendar shows what it has. */
export const MAX_RANGE_PAGES = 20;

/**
 * Every visit of a range, page after page while `hasNextPage` (docs/visits.md: "the calendar pages
 * through when a range holds more"), at most {@link MAX_RANGE_PAGES} pages. Rejects with the first
 * failed page's error.
 */
export async function loadAllPages<V>(fetchPage: (page: number) => Promise<VisitPage<V>>): Promise<V[]> {
  const visits: V[] = [];
  for (let page = 1; page <= MAX_RANGE_PAGES; page += 1) {
    const answer = await fetchPage(page);
    visits.push(...answer.items);
    if (!answer.hasNextPage) break;
  }
  return visits;
}

/**
 * The plan form's prefilled start and end of a selection on the calendar: the selected span as is in
 * a time grid; a selection of whole days (month view) becomes the first day's working hours start,
 * for one hour.
 */
export function selectedSpan(start: Date, end: Date, allDay: boolean, settings: CalendarSettings | null): { start: Date; end: Date } {
  if (!allDay) return { start, end };
  const [hours = 9, minutes = 0] = (settings?.workingHours.start ?? '09:00').split(':').map(Number);
  const from = new Date(start);
  from.setHours(hours, minutes, 0, 0);
  return { start: from, end: new Date(from.getTime() + 60 * 60 * 1000) };
}

/** A `datetime-local` input's value (`YYYY-MM-DDTHH:MM`, local time) of an instant. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant (ISO 8601) of a `datetime-local` value (local time); null when blank or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The plan form's rule on start and end (docs/visits.md "Visits": `end` after `start`, at most 24 h
 * later); null when they fit.
 */
export function spanProblem(start: string, end: string): string | null {
  const from = fromLocalInput(start);
  const to = fromLocalInput(end);
  if (!from || !to) return null;
  const length = new Date(to).getTime() - new Date(from).getTime();
  if (length <= 0) return 'End must be after the start.';
  if (length > 24 * 60 * 60 * 1000) return 'A visit lasts at most 24 hours.';
  return null;
}

/**
 * What the calendar says when it moves a visit back after a drag or resize (docs/visits.md "Web ›
 * Calendar": refused and reverted, with a toast), from the `updateVisit` answer; null when the server
 * took the new time. A stale version: "changed meanwhile"; any other refusal (a completed visit's 409
 * INVALID_STATE, an end more than 24 h after the start) with the server's message.
 */
export function rescheduleRefusal(data: unknown, number: string): string | null {
  const errors = payloadErrorsOf(data);
  if (errors.length === 0) return null;
  if (errors.some((error) => error.code === 'CONFLICT' && error.reason === 'STALE_VERSION')) return `Visit ${number} changed meanwhile: it was moved back.`;
  return `Visit ${number} was moved back: ${errors.map((error) => error.message).join(' ')}`;
}
