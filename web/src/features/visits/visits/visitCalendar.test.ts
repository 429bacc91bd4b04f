import {
  CALENDAR_PAGE_SIZE,
  MAX_RANGE_PAGES,
  businessHours,
  calendarQuery,
  calendarStatus,
  initialView,
  loadAllPages,
  mayReschedule,
  nonWorkingDays,
  offHours,
  planSpanOn,
  rangeVariables,
  readCalendarUrl,
  rescheduleRefusal,
  selectedSpan,
  spanProblem,
  usesTwelveHours,
  visitEvent,
  type CalendarVisit,
} from './visitCalendar';

/**
 * The calendar's rules without FullCalendar (docs/visits.md "Web › Calendar"): the visible range as the
 * `visits` query, paging through a range of more than 100, which visits may be dragged, their colours,
 * the business hours and non-working days of GVR settings, the visits out of sight, the URL, the clock,
 * and the plan form's prefilled span.
 */

const visit = (change: Partial<CalendarVisit> = {}): CalendarVisit => ({
  id: 'v1',
  number: 'VS-2026-0001',
  status: 'PLANNED',
  requesterId: 'e1',
  requesterName: 'Ann Lee',
  customerName: 'City Hospital',
  start: '2026-11-24T09:00:00.000Z',
  end: '2026-11-24T10:00:00.000Z',
  late: false,
  version: 1,
  ...change,
});

describe('the visible range as the visits query', () => {
  it('asks for the visits overlapping [start, end) as ISO instants, 100 a page, of the chosen person', () => {
    const start = new Date('2026-11-23T00:00:00.000Z');
    const end = new Date('2026-11-30T00:00:00.000Z');
    expect(rangeVariables(start, end, 'e7', 2)).toEqual({
      period: { from: '2026-11-23T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z' },
      requesterId: 'e7',
      page: 2,
      pageSize: CALENDAR_PAGE_SIZE,
    });
    expect(CALENDAR_PAGE_SIZE).toBe(100);
  });

  it('leaves the person out when everyone of the view list is shown', () => {
    const variables = rangeVariables(new Date('2026-11-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z'), null);
    expect(variables).not.toHaveProperty('requesterId');
    expect(variables.page).toBe(1);
  });

  it('pages through while the answer says more follow, and stops at the last page', async () => {
    const asked: number[] = [];
    const visits = await loadAllPages(async (page) => {
      asked.push(page);
      return { items: [`p${page}a`, `p${page}b`], hasNextPage: page < 3 };
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(visits).toEqual(['p1a', 'p1b', 'p2a', 'p2b', 'p3a', 'p3b']);
  });

  it('never asks for more than its page limit, and fails with the first failed page', async () => {
    const asked: number[] = [];
    await loadAllPages(async (page) => {
      asked.push(page);
      return { items: [], hasNextPage: true };
    });
    expect(asked).toHaveLength(MAX_RANGE_PAGES);
    await expect(loadAllPages(async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});

describe('which visits may be dragged or resized', () => {
  it('an own planned visit only', () => {
    expect(mayReschedule(visit(), 'e1')).toBe(true);
    expect(mayReschedule(visit({ status: 'COMPLETED' }), 'e1')).toBe(false);
    expect(mayReschedule(visit({ status: 'CANCELLED' }), 'e1')).toBe(false);
    expect(mayReschedule(visit(), 'e2')).toBe(false);
    expect(mayReschedule(visit(), undefined)).toBe(false);
  });

  it('makes each event editable or not by itself, coloured by status, late ones marked', () => {
    expect(visitEvent(visit(), 'e1', false)).toMatchObject({ id: 'v1', title: 'City Hospital', editable: true, className: 'visit-event visit-event--planned' });
    expect(visitEvent(visit({ status: 'COMPLETED' }), 'e1', false)).toMatchObject({ editable: false, className: 'visit-event visit-event--completed' });
    expect(visitEvent(visit({ status: 'CANCELLED' }), 'e1', false).className).toContain('visit-event--cancelled');
    const late = visitEvent(visit({ late: true }), 'e2', true);
    expect(late).toMatchObject({ title: 'Late: City Hospital · Ann Lee', editable: false });
    expect(late.className).toContain('visit-event--late');
  });
});

describe('a drag or resize the server refuses', () => {
  const answer = (errors: object[]) => ({ updateVisit: { visit: errors.length ? null : { id: 'v1' }, errors } });

  it('is kept when the server took it', () => {
    expect(rescheduleRefusal(answer([]), 'VS-2026-0001')).toBeNull();
  });

  it('is moved back, saying why: someone changed it meanwhile, or the server’s reason', () => {
    expect(rescheduleRefusal(answer([{ code: 'CONFLICT', reason: 'STALE_VERSION', message: 'Stale.', field: ['version'] }]), 'VS-2026-0001')).toBe(
      'Visit VS-2026-0001 changed meanwhile: it was moved back.',
    );
    expect(rescheduleRefusal(answer([{ code: 'CONFLICT', reason: 'INVALID_STATE', message: 'This visit is already completed.', field: ['status'] }]), 'VS-2026-0001')).toBe(
      'Visit VS-2026-0001 was moved back: This visit is already completed.',
    );
  });
});

describe('GVR settings on the calendar', () => {
  const settings = { workingHours: { start: '08:30', end: '17:00' }, workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'] };

  it('marks the working hours of the working days, and sets the other days apart (shaded, never hidden)', () => {
    expect(businessHours(settings)).toEqual({ daysOfWeek: [1, 2, 3, 4, 5], startTime: '08:30', endTime: '17:00' });
    expect(nonWorkingDays(settings)).toEqual([0, 6]);
  });

  it('sets no day apart when none is a working day', () => {
    expect(nonWorkingDays({ ...settings, workingDays: [] })).toEqual([]);
  });

  it('counts the visits a time grid opened at the working hours leaves out of sight, and says where they are', () => {
    const at = (h: number, m = 0) => ({ start: new Date(2026, 10, 21, h, m).toISOString() });
    const off = offHours([at(7), at(8, 29), at(8, 30), at(16, 59), at(17), at(22)], settings);
    expect(off).toEqual({ before: 2, after: 2 });
    expect(calendarStatus(6, { late: false, offHours: off, hours: settings.workingHours })).toBe('6 visits shown. 2 before 08:30 and 2 after 17:00: scroll the grid to see them.');
    expect(calendarStatus(1, { late: false, offHours: { before: 0, after: 1 }, hours: settings.workingHours })).toBe('1 visit shown. 1 after 17:00: scroll the grid to see it.');
    expect(calendarStatus(5, { late: false })).toBe('5 visits shown.');
    expect(calendarStatus(1, { late: true })).toBe('1 late report shown.');
  });

  it('prefills "Plan visit" with the working hours start of the day in view, for one hour', () => {
    const span = planSpanOn(new Date(2026, 10, 21, 19, 45), settings);
    expect(span.start).toEqual(new Date(2026, 10, 21, 8, 30));
    expect(span.end).toEqual(new Date(2026, 10, 21, 9, 30));
  });

  it('prefills a time-grid selection as is, a whole-day selection from the working hours start for one hour', () => {
    const start = new Date(2026, 10, 24, 14, 0);
    const end = new Date(2026, 10, 24, 15, 30);
    expect(selectedSpan(start, end, false, settings)).toEqual({ start, end });
    const day = selectedSpan(new Date(2026, 10, 24), new Date(2026, 10, 25), true, settings);
    expect(day.start).toEqual(new Date(2026, 10, 24, 8, 30));
    expect(day.end).toEqual(new Date(2026, 10, 24, 9, 30));
  });
});

describe('the plan form', () => {
  it('wants the end after the start and at most 24 hours later', () => {
    expect(spanProblem('2026-11-24T09:00', '2026-11-24T10:00')).toBeNull();
    expect(spanProblem('2026-11-24T09:00', '2026-11-24T09:00')).toBe('End must be after the start.');
    expect(spanProblem('2026-11-24T09:00', '2026-11-25T09:01')).toBe('A visit lasts at most 24 hours.');
    expect(spanProblem('', '2026-11-24T09:00')).toBeNull();
  });

  it('keeps the view, the date, the person and the late filter in the URL, leaving out what it cannot read', () => {
    const state = readCalendarUrl(new URLSearchParams('view=dayGridMonth&date=2026-11-21&person=e1&late=true'));
    expect(state).toEqual({ view: 'dayGridMonth', date: '2026-11-21', person: 'e1', late: true });
    expect(calendarQuery(state)).toBe('view=dayGridMonth&date=2026-11-21&person=e1&late=true');
    expect(readCalendarUrl(new URLSearchParams('view=year&date=21.11.2026&late=yes'))).toEqual({ late: false });
    expect(calendarQuery({ view: 'listWeek', late: false })).toBe('view=listWeek');
  });

  it('writes times on the clock of the locale: 24 hours in en-GB and de-DE, 12 in en-US', () => {
    expect(usesTwelveHours('en-GB')).toBe(false);
    expect(usesTwelveHours('de-DE')).toBe(false);
    expect(usesTwelveHours('en-US')).toBe(true);
  });

  it('opens the list of the week on a phone and the week on a desktop', () => {
    expect(initialView(390)).toBe('listWeek');
    expect(initialView(1280)).toBe('timeGridWeek');
  });
});
