import { useState } from 'react';
import { Link } from 'react-router';
import { schoolTabs } from '@school/shared/content-categories';
import { dateParts } from '@school/shared/date-format';
import { filterByDateAndTitle, yearsNewestFirst, type ListFilters } from '@school/shared/list-filters';
import { messages, placeholderCounts } from '@school/shared/messages';
import { albumHref } from '../../site/navigation';
import { FilterBar } from '../../components/media/filter-bar';
import { ResultStatus } from '../../components/media/result-status';
import { photoSource } from '../../components/media/photo-source';
import type { SchoolTab } from '../../blocks/live/shared-views';
import type { PhotoView } from '../../blocks/live/uploaded-photo';
import { useTabs } from '../../components/tabs/use-tabs';
import styles from './album-grid.module.css';

export interface AlbumCardView {
  id: string;
  title: string;
  school: SchoolTab;
  date: string;
  photoCount: number;
  cover?: PhotoView;
}

const dateOf = (album: AlbumCardView) => album.date;

/** The widths a card is shown at, for the cover's srcset. */
const coverSizes = '(min-width: 992px) 300px, (min-width: 481px) 50vw, 100vw';

/** Radix builds element ids from the tab values, so they are positions: a label's spaces would split an id. */

export function photoCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'Photo' : 'Photos'}`;
}

/** Covers a wide screen shows before any scrolling: fetched at once, the first ahead of everything else. */
const coversInFirstRow = 4;

function AlbumCard({ album, position }: { album: AlbumCardView; position: number }) {
  const parts = dateParts(album.date);
  return (
    <Link to={albumHref(album.id)} className={styles.card}>
      <span className={styles.frame}>
        {album.cover ? (
          // The card's title names the album; the cover needs no words of its own.
          <img
            {...photoSource(album.cover, coverSizes)}
            alt=""
            loading={position < coversInFirstRow ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : undefined}
            decoding="async"
            className={styles.cover}
          />
        ) : (
          <span className={styles.noCover} />
        )}
      </span>
      <span className={styles.body}>
        <h2 className={styles.title}>{album.title}</h2>
        <span className={styles.count}>{photoCountLabel(album.photoCount)}</span>
      </span>
      {/* Last in reading order (after the title), drawn over the cover's corner. */}
      {parts && (
        <time className={styles.badge} dateTime={album.date.slice(0, 10)}>
          <span className={styles.day}>{parts.day}</span> <span>{parts.shortMonth}</span> <span>{parts.year}</span>
        </time>
      )}
    </Link>
  );
}

function AlbumCards({ albums }: { albums: AlbumCardView[] }) {
  return (
    <>
      {albums.length === 0 ? (
        // Spec section 4: four placeholder cards stand where the albums would be.
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: placeholderCounts.galleryCards }, (_, index) => (
            <li key={index} className={styles.placeholder} data-testid="album-placeholder">
              <span className={styles.frame}>
                <span className={styles.noCover} />
              </span>
              <span className={styles.body}>
                <span className={styles.placeholderLine} />
                <span className={styles.placeholderLineShort} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.grid}>
          {albums.map((album, position) => (
            <li key={album.id}>
              <AlbumCard album={album} position={position} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The /gallery albums (spec sections 2, 4 and 9): a tab for each school
 * (Junior first), then year, month and title filters; each card links to its
 * album at /sub-gallery?id=...
 */
export function AlbumGrid({ albums, defaultYear }: { albums: AlbumCardView[]; defaultYear: number }) {
  const { selected, listProps, tabProps, panelProps } = useTabs(schoolTabs.length);
  const [filters, setFilters] = useState<ListFilters>({ year: defaultYear, query: '' });
  const school: SchoolTab = schoolTabs[selected] ?? schoolTabs[0];
  const shown = filterByDateAndTitle(
    albums.filter((album) => album.school === school),
    dateOf,
    filters,
  );
  return (
    <div className={styles.gallery}>
      <div {...listProps} className={styles.tabs} aria-label="School">
        {schoolTabs.map((label, index) => (
          <button key={label} {...tabProps(index)} className={styles.tab}>
            {label}
          </button>
        ))}
      </div>
      <FilterBar
        label="Filter albums"
        years={yearsNewestFirst(albums.map(dateOf), defaultYear)}
        filters={filters}
        onChange={setFilters}
        month
        searchPlaceholder="Type part of an album title"
      />
      {/* Outside the tab panels, so the count is announced when the tab changes too. */}
      <ResultStatus count={shown.length} noun={['album', 'albums']} emptyMessage={messages.noDataForFilters} />
      {schoolTabs.map((label, index) => (
        <div key={label} {...panelProps(index)} className={styles.panel}>
          {index === selected && <AlbumCards albums={shown} />}
        </div>
      ))}
    </div>
  );
}
