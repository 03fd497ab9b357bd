import { Link } from 'react-router';
import { formatDate } from '@school/shared/date-format';
import { messages } from '@school/shared/messages';
import { UploadedPhotos } from '../../components/media/uploaded-photos';
import type { PhotoView } from '../../blocks/live/uploaded-photo';
import { pageById } from '../../site/navigation';
import styles from './album-photos.module.css';

export interface AlbumView {
  title: string;
  description: string;
  date: string;
  photos: PhotoView[];
}

function AlbumDate({ label, date }: { label: string; date: string }) {
  const formatted = formatDate(date);
  return (
    <li>
      <span className={styles.label}>{label}:</span>{' '}
      {formatted ? <time dateTime={date.slice(0, 10)}>{formatted}</time> : messages.notAvailable}
    </li>
  );
}

/**
 * One album at /sub-gallery?id=... (spec sections 2, 4 and 8): 'Loading...'
 * until it arrives (and for good without an id), then its dates, photo count,
 * a way back to the gallery, its title and description, and its photos, each
 * opening the image viewer. A failed load arrives as an empty album.
 */
export function AlbumPhotos({ album }: { album?: AlbumView }) {
  if (!album) {
    return (
      <p role="status" className={styles.loading}>
        {messages.loading}
      </p>
    );
  }
  const { photos } = album;
  return (
    <div className={styles.album}>
      <div className={styles.bar}>
        {/* Event Date and Last Date both come from the album's one date (spec section 2). */}
        <ul className={styles.facts}>
          <AlbumDate label="Event Date" date={album.date} />
          <AlbumDate label="Last Date" date={album.date} />
          <li>
            <span className={styles.label}>Total Photos:</span> {photos.length}
          </li>
        </ul>
        <Link to={pageById('gallery').path} className={styles.back}>
          <span aria-hidden="true">←</span> Back to Gallery
        </Link>
      </div>
      {album.title && <h2 className={styles.title}>{album.title}</h2>}
      {album.description && <p className={styles.description}>{album.description}</p>}
      <UploadedPhotos photos={photos} />
    </div>
  );
}
