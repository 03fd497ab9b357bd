import { Component, lazy, Suspense, type ReactNode } from 'react';
import { messages } from '@school/shared/messages';
import { wrapIndex } from '@school/shared/lightbox-settings';
import type { LightboxProps } from './lightbox-types';
import styles from './lightbox.module.css';

export type { LightboxEmbed, LightboxItem, LightboxPhoto, LightboxProps, LightboxVideo } from './lightbox-types';

/** What the button that opens a photo says: its alt text, or its place in the set when it has none. */
export function viewPhotoLabel(alt: string, index: number, count: number): string {
  return alt ? `View photo: ${alt}` : `View photo ${index + 1} of ${count}`;
}

// The library and its styles load only when a visitor first opens the viewer.
const LightboxView = lazy(() => import('./lightbox-view'));

/** If the viewer's script cannot be fetched (offline, or a newer deployment), the page stays usable: the viewer just closes. */
class ViewerBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The image viewer could not be loaded', error);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The site's one image viewer (spec section 2, "Image viewer"): slideshow,
 * full screen, zoom, thumbnails, wrap-around navigation with the arrow keys,
 * Escape to close, and a fade in place of sliding under reduced motion.
 * Nothing of it is downloaded until it opens.
 */
export function Lightbox({ slides, index, onClose, maxZoom }: LightboxProps) {
  if (index === null || slides.length === 0) return null;
  return (
    <ViewerBoundary onError={onClose}>
      <Suspense
        fallback={
          <div className={styles.pending} role="status">
            {messages.loading}
          </div>
        }
      >
        <LightboxView slides={slides} index={wrapIndex(index, slides.length)} onClose={onClose} maxZoom={maxZoom} />
      </Suspense>
    </ViewerBoundary>
  );
}
