import { useState } from 'react';
import { formatDate } from '@school/shared/date-format';
import { filterByDateAndTitle, yearsNewestFirst, type ListFilters } from '@school/shared/list-filters';
import { AttachmentLink } from '../../components/media/attachment-link';
import { FilterBar } from '../../components/media/filter-bar';
import { ResultStatus } from '../../components/media/result-status';
import { photoSource } from '../../components/media/photo-source';
import { RichText } from '../../live/rich-text';
import type { PhotoView } from '../../live/uploaded-photo';
import styles from './event-list.module.css';

export interface EventView {
  id: string;
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
        <h2 className={styles.title}>{event.title}</h2>
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
        {event.descriptionHtml && <RichText html={event.descriptionHtml} />}
        {event.attachmentHref && <AttachmentLink href={event.attachmentHref} title={event.title} />}
      </div>
    </article>
  );
}

/**
 * The /upcoming-events list (spec sections 2, 4 and 9): filtered by year and
 * month, opening on the current year and month. When nothing matches the
 * list shows nothing at all, as the spec says; only the filters stay.
 */
export function EventList({
  items,
  defaultYear,
  defaultMonth,
}: {
  items: EventView[];
  defaultYear: number;
  defaultMonth: number;
}) {
  const [filters, setFilters] = useState<ListFilters>({ year: defaultYear, month: defaultMonth });
  const shown = filterByDateAndTitle(items, dateOf, filters);
  return (
    <div className={styles.events}>
      <FilterBar
        label="Filter events"
        years={yearsNewestFirst(items.map(dateOf), defaultYear)}
        filters={filters}
        onChange={setFilters}
        month
      />
      {/* The spec shows nothing at all when no event matches. */}
      <ResultStatus count={shown.length} noun={['event', 'events']} />
      {shown.length > 0 && (
        <ul className={styles.list}>
          {shown.map((event) => (
            <li key={event.id}>
              <EventItem event={event} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
