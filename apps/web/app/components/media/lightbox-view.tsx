/**
 * The viewer itself, on yet-another-react-lightbox. `lightbox.tsx` loads this
 * module lazily, so the library and its styles reach only the visitors who
 * open a picture.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import YetAnotherLightbox, {
  activeSlideStatus,
  SLIDE_STATUS_COMPLETE,
  SLIDE_STATUS_ERROR,
  SLIDE_STATUS_LOADING,
  useEvents,
  type GenericSlide,
  type Slide,
  type SlideStatus,
} from 'yet-another-react-lightbox';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Video from 'yet-another-react-lightbox/plugins/video';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import { clampMaxZoom, lightboxSettings } from '@school/shared/lightbox-settings';
import type { LightboxItem, LightboxProps } from './lightbox-types';
import { Magnifier } from './lightbox-magnifier';
import styles from './lightbox.module.css';

/**
 * Pictures are a slide type of our own rather than the library's `image`: the
 * library caps an image's zoom by its pixel size, while the spec sets one
 * maximum zoom (8 by default) for every picture, which the Zoom plugin applies
 * to the slide types it is told `supports` zoom.
 */
interface PhotoSlide extends GenericSlide {
  type: 'photo';
  src: string;
  alt: string;
  caption?: string;
  width?: number;
  height?: number;
}

interface EmbedSlide extends GenericSlide {
  type: 'embed';
  src: string;
  title: string;
}

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    photo: PhotoSlide;
    embed: EmbedSlide;
  }
}

/** The smallest picture of a `srcSet`, for the thumbnails track. */
export function smallestCandidate(srcSet: string | undefined): string | undefined {
  const candidates = (srcSet ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => Boolean(url))
    .map(([url, descriptor]) => ({ url: url!, width: Number.parseFloat(descriptor ?? '') || Infinity }));
  candidates.sort((a, b) => a.width - b.width);
  return candidates[0]?.url;
}

function toSlide(item: LightboxItem): Slide {
  switch (item.type) {
    case 'video':
      return { ...item, type: 'video' };
    case 'embed':
      return { type: 'embed', src: item.src, title: item.title };
    default:
      return {
        type: 'photo',
        src: item.src,
        alt: item.alt,
        caption: item.caption ?? item.alt,
        width: item.width,
        height: item.height,
        thumbnail: smallestCandidate(item.srcSet) ?? item.src,
      };
  }
}

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * A picture, telling the viewer when the current one has loaded, as the
 * library's own image slide does: the slideshow waits for a picture to load
 * before it counts down to the next.
 */
function Photo({ slide, current }: { slide: PhotoSlide; current: boolean }) {
  const { publish } = useEvents();
  const [status, setStatus] = useState<SlideStatus>(SLIDE_STATUS_LOADING);
  useEffect(() => {
    if (current) publish(activeSlideStatus(status));
  }, [current, status, publish]);
  // A picture already in the cache has loaded before React attached its onLoad.
  const ref = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setStatus(SLIDE_STATUS_COMPLETE);
  }, []);
  return (
    <img
      ref={ref}
      className={styles.photo}
      // The original, not a list-sized variant: the viewer fills the screen and zooms in.
      src={slide.src}
      alt={slide.alt}
      width={slide.width}
      height={slide.height}
      decoding="async"
      draggable={false}
      onLoad={() => setStatus(SLIDE_STATUS_COMPLETE)}
      onError={() => setStatus(SLIDE_STATUS_ERROR)}
    />
  );
}

export default function LightboxView({ slides, index, onClose, maxZoom }: LightboxProps & { index: number }) {
  const viewerSlides = useMemo(() => slides.map(toSlide), [slides]);
  // Read once when the viewer opens; it is only ever rendered in the browser.
  const [reducedMotion] = useState(() => matches('(prefers-reduced-motion: reduce)'));
  const [phone] = useState(() => matches(`(max-width: ${lightboxSettings.mobileBreakpointPx - 0.02}px)`));

  return (
    <YetAnotherLightbox
      open
      close={onClose}
      index={index}
      slides={viewerSlides}
      plugins={[Fullscreen, Slideshow, Thumbnails, Video, Zoom, Magnifier]}
      className={reducedMotion ? `${styles.viewer} ${styles.fade}` : styles.viewer}
      labels={{ Lightbox: 'Image viewer', 'Photo gallery': 'Photos' }}
      // Previous and next wrap around: the last slide is followed by the first.
      carousel={{ finite: false, imageFit: 'contain' }}
      // Escape closes and the arrow keys move (library defaults); a click beside the picture closes too.
      controller={{ closeOnEscape: true, closeOnBackdropClick: true }}
      // Under reduced motion the slides do not travel; the stylesheet fades the new one in instead.
      animation={reducedMotion ? { swipe: 0, navigation: 0 } : undefined}
      slideshow={{ autoplay: false, delay: lightboxSettings.slideshowDelayMs }}
      zoom={{ supports: ['photo'], maxZoom: clampMaxZoom(maxZoom) }}
      thumbnails={{ showToggle: true, hidden: phone, width: phone ? 64 : 120, height: phone ? 48 : 80 }}
      render={{
        slide: ({ slide, offset }) => {
          if (slide.type === 'photo') return <Photo slide={slide} current={offset === 0} />;
          if (slide.type === 'embed') {
            return (
              <iframe
                className={styles.embed}
                src={slide.src}
                title={slide.title}
                loading="lazy"
                allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
              />
            );
          }
          return undefined;
        },
        // The metadata panel: a picture's caption, which screen readers already hear as its alt text.
        // Videos and frames get none: it would cover their own controls.
        slideFooter: ({ slide }) =>
          slide.type === 'photo' && slide.caption ? (
            <p className={styles.caption} aria-hidden="true">
              {slide.caption}
            </p>
          ) : null,
      }}
    />
  );
}
