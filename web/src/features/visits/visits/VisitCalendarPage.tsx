import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { CalendarPlus } from 'lucide-react';
import FullCalendar from '@fullcalendar/react';
import classicTheme from '@fullcalendar/react/themes/classic';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import listPlugin from '@fullcalendar/react/list';
import interactionPlugin from '@fullcalendar/react/interaction';
import type { DateSelectInfo, DatesSetInfo, EventChangeInfo, EventClickInfo } from '@fullcalendar/react';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { toastStore } from '../../../alerts/toastStore';
import { ChoicePicker } from '../../../crud/ChoicePicker';
import { FormAlert } from '../../../forms/FormAlert';
import { describeMutationError } from '../../../forms/mutationErrors';
import { UpdateVisitDocument } from '../../../generated/documents/UpdateVisitDocument';
import { VisitCalendarPeopleDocument } from '../../../generated/documents/VisitCalendarPeopleDocument';
import { VisitCalendarSettingsDocument } from '../../../generated/documents/VisitCalendarSettingsDocument';
import { VisitsDocument } from '../../../generated/documents/VisitsDocument';
import type { VisitFieldsFragment } from '../../../generated/graphql';
import { useCurrentUser } from '../../../session/useCurrentUser';
import { statusLabel } from '../../../workflow/workflowRules';
import { PlanVisitDialog } from './PlanVisitDialog';
import {
  businessHours,
  calendarQuery,
  calendarStatus,
  initialView,
  loadAllPages,
  localDay,
  mayReschedule,
  nonWorkingDays,
  offHours,
  planSpanOn,
  rangeVariables,
  readCalendarUrl,
  rescheduleRefusal,
  selectedSpan,
  usesTwelveHours,
  visitEvent,
  type CalendarView,
  type CalendarVisit,
} from './visitCalendar';
import './visits.css';

/** The path of a visit's page (docs/visits.md "Web › Visit report"). */
export const visitPath = (id: string) => `/visit-reports/visits/${id}`;

/** The person filter's value for everyone of the caller's GVR view list. */
const EVERYONE = 'everyone';

/** The visible range FullCalendar reports (`datesSet`), with the view showing it. */
interface Range {
  start: Date;
  end: Date;
  view?: string;
}

/** Times on the user's clock (24 h in en-GB or de-DE, 12 h in en-US), as the lists write them (format/dates.ts). */
const TWELVE_HOURS = usesTwelveHours();
const TIME_FORMAT = TWELVE_HOURS ? ({ hour: 'numeric', minute: '2-digit', hour12: true } as const) : ({ hour: '2-digit', minute: '2-digit', hour12: false } as const);

/**
 * The visits of `range` (of `requesterId`, or everyone the caller sees), every page of them; again on
 * `reload()`. Nothing is asked before the calendar reports its range.
 */
function useRangeVisits(range: Range | null, requesterId: string | null, late: boolean) {
  const client = useApolloClient();
  const [state, setState] = useState<{ visits: VisitFieldsFragment[]; loading: boolean; error: string | null }>({ visits: [], loading: false, error: null });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!range) return undefined;
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    loadAllPages(async (page) => {
      const { data } = await client.query({
        query: VisitsDocument,
        variables: { ...rangeVariables(range.start, range.end, requesterId, page), ...(late ? { late: true } : {}) },
        fetchPolicy: 'network-only',
      });
      return { items: data?.visits.items ?? [], hasNextPage: data?.visits.hasNextPage ?? false };
    }).then(
      (visits) => {
        if (current) setState({ visits, loading: false, error: null });
      },
      () => {
        if (current) setState((previous) => ({ ...previous, loading: false, error: 'Could not load the visits.' }));
      },
    );
    return () => {
      current = false;
    };
  }, [client, range, requesterId, late, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, reload };
}

/**
 * Visit Report › Calendar (`/visit-reports/calendar`, every role; docs/visits.md "Web › Calendar"): the
 * caller's visits, and those of the people of their GVR view list, in FullCalendar's month, week, day
 * and list views (the list of the week on a phone). Loads only the visible range, page after page. A
 * person filter when the view list holds more than the caller. "Plan visit" (a button: keyboard and
 * touch) or selecting an empty slot plans a visit;
 * an own planned visit is dragged or resized to reschedule it (refused ones move back, with a toast);
 * clicking a visit opens its report. Business hours and working days from GVR settings: the other days
 * are shaded, never hidden. The view, the date, the person and `late=true` (only late reports, where the
 * dashboard's figures lead) live in the URL. A legend names the colours.
 */
export function VisitCalendarPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [url] = useState(() => readCalendarUrl(searchParams));
  const late = readCalendarUrl(searchParams).late;
  const [range, setRange] = useState<Range | null>(null);
  const [person, setPerson] = useState<string>(url.person ?? EVERYONE);
  const [planning, setPlanning] = useState<Range | null>(null);
  const [view] = useState<CalendarView>(() => url.view ?? initialView(typeof window === 'undefined' ? 1024 : window.innerWidth));
  const [gridHeight] = useState(() => Math.max(480, (typeof window === 'undefined' ? 900 : window.innerHeight) - 160));
  const settingsQuery = useQuery(VisitCalendarSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const settings = settingsQuery.data?.gvrSettings ?? null;
  const peopleQuery = useQuery(VisitCalendarPeopleDocument, { variables: { employeeId: user?.id ?? '' }, skip: !user });
  const people = useMemo(() => peopleQuery.data?.gvrViewList ?? [], [peopleQuery.data]);
  const { visits, loading, error, reload } = useRangeVisits(range, person === EVERYONE ? null : person, late);
  const showVisitor = people.length > 1 && person === EVERYONE;
  const events = useMemo(() => visits.map((visit) => visitEvent(visit, user?.id, showVisitor)), [visits, user?.id, showVisitor]);
  const offDays = useMemo(() => new Set(settings ? nonWorkingDays(settings) : []), [settings]);
  const personOptions = useMemo(
    () => [
      { value: EVERYONE, label: 'Everyone' },
      ...people.map((employee) => ({ value: employee.id, label: employee.id === user?.id ? `${employee.employeeName} (me)` : employee.employeeName })),
    ],
    [people, user?.id],
  );
  const timeGrid = range?.view?.startsWith('timeGrid') ?? false;
  const status = range ? calendarStatus(visits.length, { late, ...(timeGrid && settings ? { offHours: offHours(visits, settings), hours: settings.workingHours } : {}) }) : '';

  /** Keeps the view, the shown date, the person and the late filter in the URL (replacing the entry: Back leaves the calendar). */
  const keepInUrl = useCallback(
    (next: { view?: string; date?: string; person?: string }) => {
      setSearchParams(
        (current) => {
          const state = readCalendarUrl(current);
          return calendarQuery({
            ...state,
            ...next,
            view: (next.view ?? state.view) as CalendarView | undefined,
            person: next.person === EVERYONE ? undefined : (next.person ?? state.person),
          });
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const onDatesSet = useCallback(
    (info: DatesSetInfo) => {
      setRange((current) =>
        current && current.start.getTime() === info.start.getTime() && current.end.getTime() === info.end.getTime() && current.view === info.view.type
          ? current
          : { start: info.start, end: info.end, view: info.view.type },
      );
      keepInUrl({ view: info.view.type, date: localDay(info.view.currentStart) });
    },
    [keepInUrl],
  );

  /** "Plan visit" without a selection: the working hours' start of today when shown, else of the first day shown. */
  const planFromButton = () => {
    const now = new Date();
    const day = range && now >= range.start && now < range.end ? now : (range?.start ?? now);
    setPlanning(planSpanOn(day, settings));
  };

  const onSelect = (info: DateSelectInfo) => {
    info.view.calendar.unselect();
    setPlanning(selectedSpan(info.start, info.end, info.allDay, settings));
  };

  /** A drag or a resize: `updateVisit` of start and end with the visit's version; refused → moved back and said. */
  const onChange = async (info: EventChangeInfo) => {
    const visit = info.event.extendedProps.visit as CalendarVisit;
    if (!mayReschedule(visit, user?.id) || !info.event.start || !info.event.end) {
      info.revert();
      return;
    }
    try {
      const { data } = await client.mutate({
        mutation: UpdateVisitDocument,
        variables: { id: visit.id, version: visit.version, input: { start: info.event.start.toISOString(), end: info.event.end.toISOString() } },
      });
      const refusal = rescheduleRefusal(data, visit.number);
      if (refusal) {
        info.revert();
        toastStore.warn(refusal);
      } else {
        toastStore.success(`Visit ${visit.number} rescheduled.`);
      }
    } catch (caught) {
      info.revert();
      toastStore.warn(`Visit ${visit.number} was moved back: ${describeMutationError(caught, []).message ?? 'it could not be saved.'}`);
    }
    reload();
  };

  const onEventClick = (info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    void navigate(visitPath(info.event.id));
  };

  return (
    <section className="crud-page visit-calendar-page">
      <div className="visit-calendar-head">
        <h1>Calendar</h1>
        <Button type="button" className="visit-plan-button" label="Plan visit" icon={<CalendarPlus aria-hidden="true" size={18} />} onClick={planFromButton} />
        {people.length > 1 && (
          <div className="visit-calendar-person">
            <ChoicePicker
              label="Person"
              name="person"
              options={personOptions}
              value={person}
              onChange={(value) => {
                const chosen = typeof value === 'string' && value ? value : EVERYONE;
                setPerson(chosen);
                keepInUrl({ person: chosen });
              }}
              error={null}
            />
          </div>
        )}
      </div>
      <ul className="visit-legend" aria-label="Legend">
        <li>
          <span className="visit-legend-swatch visit-event--planned" aria-hidden="true" /> Planned
        </li>
        <li>
          <span className="visit-legend-swatch visit-event--completed" aria-hidden="true" /> Completed
        </li>
        <li>
          <span className="visit-legend-swatch visit-event--cancelled" aria-hidden="true" /> <s>Cancelled</s>
        </li>
        <li>
          <span className="visit-legend-swatch visit-event--planned visit-event--late" aria-hidden="true" /> Late report (marked “Late:”)
        </li>
      </ul>
      <FormAlert
        message={error}
        action={
          error ? (
            <button type="button" className="p-button p-button-sm p-button-outlined" onClick={reload}>
              Retry
            </button>
          ) : undefined
        }
      />
      {late && (
        <p className="visit-calendar-filter">
          Only late reports are shown. <Link to={`?${calendarQuery({ ...readCalendarUrl(searchParams), late: false })}`}>Show every visit</Link>
        </p>
      )}
      <p className="visit-calendar-status" role="status" aria-live="polite">
        {loading ? 'Loading visits…' : status}
      </p>
      <div className="visit-calendar">
        <FullCalendar
          plugins={[classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={view}
          {...(url.date ? { initialDate: url.date } : {})}
          headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }}
          buttons={{
            today: { text: 'Today', hint: 'Today' },
            dayGridMonth: { text: 'Month' },
            timeGridWeek: { text: 'Week' },
            timeGridDay: { text: 'Day' },
            listWeek: { text: 'List' },
          }}
          // A time grid of a set height scrolls inside, so that it opens at the working hours (scrollTime).
          height={(range?.view ?? view).startsWith('timeGrid') ? gridHeight : 'auto'}
          events={events}
          datesSet={onDatesSet}
          selectable
          selectMirror
          select={onSelect}
          editable={false}
          eventDrop={(info) => void onChange(info)}
          eventResize={(info) => void onChange(info)}
          eventClick={onEventClick}
          eventDidMount={(info) => {
            // The visit's id on its element (tests find a visit by it) and its number and status as a tooltip.
            const visit = info.event.extendedProps.visit as CalendarVisit | undefined;
            if (!visit || info.isMirror) return;
            info.el.dataset.visitId = visit.id;
            info.el.title = `${visit.number} · ${statusLabel(visit.status)}${visit.late ? ' · late' : ''}`;
          }}
          businessHours={settings ? businessHours(settings) : false}
          dayCellClass={(day) => [offDays.has(day.dow) ? 'visit-day--off' : '', day.isOther ? 'visit-day--other' : ''].join(' ').trim() || undefined}
          dayHeaderClass={(day) => (offDays.has(day.dow) ? 'visit-day--off' : undefined)}
          scrollTime={settings?.workingHours.start ?? '08:00'}
          eventTimeFormat={TIME_FORMAT}
          slotHeaderFormat={TIME_FORMAT}
          nowIndicator
          // One person's month shows every visit (cells grow); everyone's, four a day and "+N more" (a link to the day's visits).
          dayMaxEvents={showVisitor ? 4 : false}
          eventDisplay="block"
        />
      </div>
      {planning && (
        <PlanVisitDialog
          key={planning.start.getTime()}
          start={planning.start}
          end={planning.end}
          onClose={() => setPlanning(null)}
          onPlanned={() => {
            setPlanning(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
