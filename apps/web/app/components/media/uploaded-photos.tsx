import { useMemo, useState } from 'react';
import type { PhotoView } from '../../blocks/live/uploaded-photo';
import { Lightbox, viewPhotoLabel } from './lightbox';
import { photoSource, viewerPhoto } from './photo-source';
import styles from './uploaded-photos.module.css';

/** The widths a photo is shown at in the grid, for its srcset. */
const photoSizes = '(min-width: 992px) 300px, (min-width: 481px) 50vw, 100vw';

/** The first row or so loads at once; the rest as the visitor scrolls to them. */
const eagerPhotos = 4;

/** Uploaded photos in a grid of one shape, each opening the photo viewer at itself: an album's, a news item's, an event's. */
export function UploadedPhotos({ photos }: { photos: PhotoView[] }) {
  const [open, setOpen] = useState<number | null>(null);
  // One array while the viewer is open (lightbox.tsx).
  const slides = useMemo(() => photos.map(viewerPhoto), [photos]);
  if (photos.length === 0) return null;
  return (
    <>
      <ul className={styles.grid}>
        {photos.map((photo, index) => (
          <li key={`${index}-${photo.src}`}>
            <button
              type="button"
              className={styles.open}
              aria-label={viewPhotoLabel(photo.alt, index, photos.length)}
              onClick={() => setOpen(index)}
            >
              <img
                {...photoSource(photo, photoSizes)}
                alt={photo.alt}
                loading={index < eagerPhotos ? 'eager' : 'lazy'}
                decoding="async"
                className={styles.photo}
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox slides={slides} index={open} onClose={() => setOpen(null)} />
    </>
  );
}
