import { useId, useState } from 'react';
import { Link } from 'react-router';
import { eventsCalendarHref } from '@school/shared/asset-paths';
import { dateParts } from '@school/shared/date-format';
import {
  comingUpCount,
  filterByDateAndTitle,
  soonestFrom,
  yearsNewestFirst,
  type ListFilters,
} from '@school/shared/list-filters';
import { messages } from '@school/shared/messages';
import { AddToCalendar, EventFacts } from './event-facts';
import { AttachmentLink } from '../../components/media/attachment-link';
import { FilterBar } from '../../components/media/filter-bar';
import { ResultStatus } from '../../components/media/result-status';
import { photoSource } from '../../components/media/photo-source';
import { RichText } from '../../blocks/live/rich-text';
import type { PhotoView } from '../../blocks/live/uploaded-photo';
import styles from './event-list.module.css';

export interface EventView {
  id: string;
  /** Its own page's address. */
  href: string;
  title: string;
  date: string;
  time: string;
  venue: string;
  /** Stored formatted text that rich-text.server.ts made safe. */
  descriptionHtml: string;
  thumbnail: PhotoView;
  attachmentHref?: string;
}

const dateOf = (event: EventView) => event.date;

function EventItem({ event }: { event: EventView }) {
  const { thumbnail } = event;
  return (
    <article className={styles.item}>
      <img
        className={styles.thumbnail}
        {...photoSource(thumbnail, '(min-width: 768px) 280px, 100vw')}
        alt={thumbnail.alt}
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={event.href}>{event.title}</Link>
        </h2>
        <EventFacts event={event} />
        {event.descriptionHtml && <RichText html={event.descriptionHtml} />}
        {event.attachmentHref && <AttachmentLink href={event.attachmentHref} title={event.title} />}
        <AddToCalendar event={event} />
      </div>
    </article>
  );
}

/** One line of Coming up: the day, the title, and when and where. */
function ComingUpItem({ event }: { event: EventView }) {
  const parts = dateParts(event.date);
  const when = [event.time, event.venue].filter(Boolean).join(' · ');
  return (
    <li className={styles.next}>
      <time className={styles.badge} dateTime={event.date.slice(0, 10)}>
        <span className={styles.badgeDay}>{parts?.day}</span> <span>{parts?.shortMonth}</span>{' '}
        <span className="visually-hidden">{parts?.year}</span>
      </time>
      <span className={styles.nextText}>
        <Link to={event.href} className={styles.nextTitle}>
          {event.title}
        </Link>
        {when && <span className={styles.nextWhen}>{when}</span>}
      </span>
    </li>
  );
}

/** The next events from today on, whatever their month, so the page never opens on only what is over. */
function ComingUp({ events }: { events: EventView[] }) {
  const headingId = useId();
  if (events.length === 0) return null;
  return (
    <section className={styles.comingUp} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.comingUpHeading}>
        Coming up
      </h2>
      <ol className={styles.nextList}>
        {events.map((event) => (
          <ComingUpItem key={event.id} event={event} />
        ))}
      </ol>
    </section>
  );
}

/**
 * The /upcoming-events list (spec sections 2, 4 and 9): filtered by year and
 * month, opening on the current year and month, under a Coming up list of the
 * next events from `today` on. A year or month with no events says so.
 */
export function EventList({
  items,
  defaultYear,
  defaultMonth,
  today,
}: {
  items: EventView[];
  defaultYear: number;
  defaultMonth: number;
  /** The school's day, `YYYY-MM-DD`. */
  today: string;
}) {
  const [filters, setFilters] = useState<ListFilters>({ year: defaultYear, month: defaultMonth });
  const shown = filterByDateAndTitle(items, dateOf, filters);
  return (
    <div className={styles.events}>
      <ComingUp events={soonestFrom(items, dateOf, today, comingUpCount)} />
      <FilterBar
        label="Filter events"
        years={yearsNewestFirst(items.map(dateOf), defaultYear)}
        filters={filters}
        onChange={setFilters}
        month
      />
      <ResultStatus count={shown.length} noun={['event', 'events']} emptyMessage={messages.noDataForFilters} />
      {shown.length > 0 && (
        <ul className={styles.list}>
          {shown.map((event) => (
            <li key={event.id}>
              <EventItem event={event} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.subscribe}>
        <a href={eventsCalendarHref}>Subscribe to the school’s calendar (iCal)</a>: every event, kept up to date in your
        calendar app.
      </p>
    </div>
  );
}
