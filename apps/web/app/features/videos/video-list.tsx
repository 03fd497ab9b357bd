import { useState } from 'react';
import { formatDate } from '@school/shared/date-format';
import { filterByDateAndTitle, yearsNewestFirst, type ListFilters } from '@school/shared/list-filters';
import { messages } from '@school/shared/messages';
import { FilterBar } from '../../components/media/filter-bar';
import { ResultStatus } from '../../components/media/result-status';
import { VideoEmbed } from '../../components/media/video-embed';
import type { VideoView } from '../../blocks/live/shared-views';
import styles from './video-list.module.css';

const dateOf = (video: VideoView) => video.date;

/**
 * The /video-gallery list (spec sections 2, 4 and 9): every video, newest
 * first, filtered by year (all years at first), month and a title search.
 * Each player loads only when scrolled near (see VideoEmbed).
 */
export function VideoList({ items }: { items: VideoView[] }) {
  const [filters, setFilters] = useState<ListFilters>({ query: '' });
  const shown = filterByDateAndTitle(items, dateOf, filters);
  const empty = shown.length === 0;
  return (
    <div className={styles.videos}>
      <FilterBar
        label="Filter videos"
        years={yearsNewestFirst(items.map(dateOf))}
        filters={filters}
        onChange={setFilters}
        allYears
        month
        searchPlaceholder="Type part of a title"
      />
      <ResultStatus count={shown.length} noun={['video', 'videos']} emptyMessage={messages.noVideos} />
      {!empty && (
        <ul className={styles.list}>
          {shown.map((video) => (
            <li key={video.id}>
              <article className={styles.item}>
                <VideoEmbed title={video.title} embedUrl={video.embedUrl} />
                <div className={styles.caption}>
                  <h2 className={styles.title}>{video.title}</h2>
                  <p className={styles.date}>
                    <time dateTime={video.date.slice(0, 10)}>{formatDate(video.date)}</time>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
