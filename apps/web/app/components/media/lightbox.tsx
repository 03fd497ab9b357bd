import { Component, lazy, Suspense, type ReactNode } from 'react';
import { messages } from '@school/shared/messages';
import { wrapIndex } from '@school/shared/lightbox-settings';
import styles from './lightbox.module.css';

/** A picture in the viewer: an uploaded photo (`srcSet` as in an `<img>`) or a content image. */
export interface LightboxPhoto {
  type?: 'image';
  src: string;
  srcSet?: string;
  alt: string;
  width?: number;
  height?: number;
  /** Text under the picture (the metadata panel); the alt text when none is given. */
  caption?: string;
}

/** A video file, played by the browser's own player (the original's `htmlVideo`). */
export interface LightboxVideo {
  type: 'video';
  sources: { src: string; type: string }[];
  poster?: string;
  width?: number;
  height?: number;
}

/** A page shown in a frame: a YouTube or other embed address (the original's `yt`, `customVideoEmbed`, `customEmbed`). */
export interface LightboxEmbed {
  type: 'embed';
  title: string;
  src: string;
}

export type LightboxItem = LightboxPhoto | LightboxVideo | LightboxEmbed;

export interface LightboxProps {
  /** Keep the same array while the viewer is open: a new array sends the viewer back to `index`. */
  slides: readonly LightboxItem[];
  /** The slide to open at (wraps around), or null while the viewer is closed. */
  index: number | null;
  onClose: () => void;
  /** Maximum zoom, clamped to 1..24; 8 when not given (spec section 5). */
  maxZoom?: number;
}

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
