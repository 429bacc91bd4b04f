import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
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
  hiddenDays,
  initialView,
  loadAllPages,
  mayReschedule,
  rangeVariables,
  rescheduleRefusal,
  selectedSpan,
  visitEvent,
  type CalendarVisit,
} from './visitCalendar';
import './visits.css';

/** The path of a visit's page (docs/visits.md "Web › Visit report"). */
export const visitPath = (id: string) => `/visit-reports/visits/${id}`;

/** The person filter's value for everyone of the caller's GVR view list. */
const EVERYONE = 'everyone';

/** The visible range FullCalendar reports (`datesSet`). */
interface Range {
  start: Date;
  end: Date;
}

/**
 * The visits of `range` (of `requesterId`, or everyone the caller sees), every page of them; again on
 * `reload()`. Nothing is asked before the calendar reports its range.
 */
function useRangeVisits(range: Range | null, requesterId: string | null) {
  const client = useApolloClient();
  const [state, setState] = useState<{ visits: VisitFieldsFragment[]; loading: boolean; error: string | null }>({ visits: [], loading: false, error: null });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!range) return undefined;
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    loadAllPages(async (page) => {
      const { data } = await client.query({ query: VisitsDocument, variables: rangeVariables(range.start, range.end, requesterId, page), fetchPolicy: 'network-only' });
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
  }, [client, range, requesterId, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, reload };
}

/**
 * Visit Report › Calendar (`/visit-reports/calendar`, every role; docs/visits.md "Web › Calendar"): the
 * caller's visits, and those of the people of their GVR view list, in FullCalendar's month, week, day
 * and list views (the list of the week on a phone). Loads only the visible range, page after page. A
 * person filter when the view list holds more than the caller. Selecting an empty slot plans a visit;
 * an own planned visit is dragged or resized to reschedule it (refused ones move back, with a toast);
 * clicking a visit opens its report. Business hours and working days from GVR settings. A legend names
 * the colours.
 */
export function VisitCalendarPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [range, setRange] = useState<Range | null>(null);
  const [person, setPerson] = useState<string>(EVERYONE);
  const [planning, setPlanning] = useState<Range | null>(null);
  const [view] = useState(() => initialView(typeof window === 'undefined' ? 1024 : window.innerWidth));
  const settingsQuery = useQuery(VisitCalendarSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const settings = settingsQuery.data?.gvrSettings ?? null;
  const peopleQuery = useQuery(VisitCalendarPeopleDocument, { variables: { employeeId: user?.id ?? '' }, skip: !user });
  const people = useMemo(() => peopleQuery.data?.gvrViewList ?? [], [peopleQuery.data]);
  const { visits, loading, error, reload } = useRangeVisits(range, person === EVERYONE ? null : person);
  const showVisitor = people.length > 1 && person === EVERYONE;
  const events = useMemo(() => visits.map((visit) => visitEvent(visit, user?.id, showVisitor)), [visits, user?.id, showVisitor]);
  const personOptions = useMemo(
    () => [
      { value: EVERYONE, label: 'Everyone' },
      ...people.map((employee) => ({ value: employee.id, label: employee.id === user?.id ? `${employee.employeeName} (me)` : employee.employeeName })),
    ],
    [people, user?.id],
  );

  const onDatesSet = useCallback((info: DatesSetInfo) => {
    setRange((current) =>
      current && current.start.getTime() === info.start.getTime() && current.end.getTime() === info.end.getTime() ? current : { start: info.start, end: info.end },
    );
  }, []);

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
        {people.length > 1 && (
          <div className="visit-calendar-person">
            <ChoicePicker
              label="Person"
              name="person"
              options={personOptions}
              value={person}
              onChange={(value) => setPerson(typeof value === 'string' && value ? value : EVERYONE)}
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
      <p className="visit-calendar-status" role="status" aria-live="polite">
        {loading ? 'Loading visits…' : range ? `${visits.length} ${visits.length === 1 ? 'visit' : 'visits'} shown.` : ''}
      </p>
      <div className="visit-calendar">
        <FullCalendar
          plugins={[classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={view}
          headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }}
          buttons={{
            today: { text: 'Today', hint: 'Today' },
            dayGridMonth: { text: 'Month' },
            timeGridWeek: { text: 'Week' },
            timeGridDay: { text: 'Day' },
            listWeek: { text: 'List' },
          }}
          height="auto"
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
          hiddenDays={settings ? hiddenDays(settings) : []}
          scrollTime={settings?.workingHours.start ?? '08:00'}
          nowIndicator
          dayMaxEvents
          eventDisplay="block"
        />
      </div>
      {planning && (
        <PlanVisitDialog
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
