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
 * The days that are not working days (FullCalendar's day numbers, 0 = Sunday). The calendar shows them
 * shaded, never hidden: a visit on a Saturday stays in sight (docs/visits.md "Web › Calendar"). None
 * when no day is a working day (nothing to set apart).
 */
export function nonWorkingDays(settings: CalendarSettings): number[] {
  const working = new Set(businessHours(settings).daysOfWeek);
  const off = [0, 1, 2, 3, 4, 5, 6].filter((day) => !working.has(day));
  return off.length === 7 ? [] : off;
}

/** The calendar's views (FullCalendar names): the toolbar's four and the month's list, where the dashboard's monthly figures lead. */
export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek', 'listMonth'] as const;

/** One of {@link CALENDAR_VIEWS}. */
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The view the calendar opens in: the list of the week on a phone (at most 600 px wide), else the week's time grid. */
export function initialView(width: number): CalendarView {
  return width <= 600 ? 'listWeek' : 'timeGridWeek';
}

/**
 * What the calendar keeps in its URL (docs/visits.md "Web › Calendar"): `view` (one of
 * {@link CALENDAR_VIEWS}), `date` (`YYYY-MM-DD`, a day of the range shown), `person` (an employee id)
 * and `late=true` (only late reports). Anything unreadable is left out (the calendar's defaults).
 */
export interface CalendarUrlState {
  view?: CalendarView;
  date?: string;
  person?: string;
  late: boolean;
}

/** Reads {@link CalendarUrlState} from the address's query. */
export function readCalendarUrl(params: URLSearchParams): CalendarUrlState {
  const view = params.get('view');
  const date = params.get('date');
  const person = params.get('person');
  return {
    ...((CALENDAR_VIEWS as readonly string[]).includes(view ?? '') ? { view: view as CalendarView } : {}),
    ...(date && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? { date } : {}),
    ...(person ? { person } : {}),
    late: params.get('late') === 'true',
  };
}

/** The query of {@link CalendarUrlState} (keys in a fixed order; `late` only when true). */
export function calendarQuery(state: CalendarUrlState): string {
  const params = new URLSearchParams();
  if (state.view) params.set('view', state.view);
  if (state.date) params.set('date', state.date);
  if (state.person) params.set('person', state.person);
  if (state.late) params.set('late', 'true');
  return params.toString();
}

/** A local day as `YYYY-MM-DD`. */
export function localDay(date: Date): string {
  return toLocalInput(date).slice(0, 10);
}

/**
 * Whether times are written on a 12-hour clock in `locale` (the browser's when undefined): en-US yes;
 * en-GB, de-DE no. The calendar follows it as the lists do (format/dates.ts).
 */
export function usesTwelveHours(locale?: string | readonly string[]): boolean {
  const { hourCycle } = new Intl.DateTimeFormat(locale as string | string[] | undefined, { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h11' || hourCycle === 'h12';
}

/** The visits of a time grid that lie outside the working hours (local time), so off-screen until scrolled to. */
export interface OffHours {
  /** Visits that start before the working hours begin. */
  before: number;
  /** Visits that start once the working hours are over. */
  after: number;
}

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * How many of `visits` a time grid opened at the working hours does not show at first (docs/visits.md
 * "Web › Calendar": a view with visits off-screen says where): those starting before
 * `settings.workingHours.start` and those starting at or after its `end` (local time).
 */
export function offHours(visits: readonly Pick<CalendarVisit, 'start'>[], settings: CalendarSettings): OffHours {
  const from = minutesOf(settings.workingHours.start);
  const to = minutesOf(settings.workingHours.end);
  let before = 0;
  let after = 0;
  for (const visit of visits) {
    const start = new Date(visit.start);
    const minutes = start.getHours() * 60 + start.getMinutes();
    if (minutes < from) before += 1;
    else if (minutes >= to) after += 1;
  }
  return { before, after };
}

/**
 * The calendar's status line (role="status"): how many visits the range holds, that they are only the
 * late ones when so filtered, and, in a time grid, where the visits outside the working hours are
 * ("2 before 08:00 and 1 after 18:00: scroll the grid").
 */
export function calendarStatus(count: number, options: { late: boolean; offHours?: OffHours; hours?: { start: string; end: string } }): string {
  const what = options.late ? (count === 1 ? 'late report' : 'late reports') : count === 1 ? 'visit' : 'visits';
  const parts: string[] = [];
  const off = options.offHours;
  if (off && options.hours) {
    if (off.before > 0) parts.push(`${off.before} before ${options.hours.start}`);
    if (off.after > 0) parts.push(`${off.after} after ${options.hours.end}`);
  }
  return `${count} ${what} shown.${parts.length > 0 ? ` ${parts.join(' and ')}: scroll the grid to see ${off && off.before + off.after === 1 ? 'it' : 'them'}.` : ''}`;
}

/**
 * The plan form's start and end when "Plan visit" is pressed (no selection): the working hours' start
 * of `day` (the day in view: today when the range holds it, else the range's first day), for one hour.
 */
export function planSpanOn(day: Date, settings: CalendarSettings | null): { start: Date; end: Date } {
  return selectedSpan(day, day, true, settings);
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
