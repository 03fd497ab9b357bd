import { eventCalendarHref } from '@school/shared/asset-paths';
import { formatDate } from '@school/shared/date-format';
import styles from './event-facts.module.css';

/** When and where an event is: its date, and its time and venue where staff gave them. */
export function EventFacts({ event }: { event: { date: string; time: string; venue: string } }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Date</dt>
        <dd>
          <time dateTime={event.date.slice(0, 10)}>{formatDate(event.date)}</time>
        </dd>
      </div>
      {event.time && (
        <div>
          <dt>Time</dt>
          <dd>{event.time}</dd>
        </div>
      )}
      {event.venue && (
        <div>
          <dt>Venue</dt>
          <dd>{event.venue}</dd>
        </div>
      )}
    </dl>
  );
}

/** The link that opens an event as a calendar file, for a phone's calendar app to add. */
export function AddToCalendar({ event }: { event: { id: string; title: string } }) {
  return (
    <a
      className={styles.addToCalendar}
      href={eventCalendarHref(event.id)}
      aria-label={`Add to calendar: ${event.title}`}
    >
      Add to calendar
    </a>
  );
}
