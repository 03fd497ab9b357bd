/**
 * The image viewer's numbers from spec sections 5 and 9, in one place.
 *
 * Only the numbers the lightbox library (yet-another-react-lightbox) can take
 * are here. The original viewer's "slide duration 25", its swipe/drag
 * thresholds (50 px touch, 6 px mouse) and its default video box (900 by 200)
 * have no matching setting in the library: it uses its own swipe threshold and
 * sizes a video to its own shape.
 */
export const lightboxSettings = {
  /** Milliseconds between slides while the slideshow plays. */
  slideshowDelayMs: 1700,
  /** The zoom limits: the maximum zoom is clamped between `min` and `max`, `default` when none is given. */
  maxZoom: { min: 1, max: 24, default: 8 },
  /** Below this width (px) the viewer is on a phone: the thumbnails start hidden there. */
  mobileBreakpointPx: 768,
  /** The magnifier: how much its loupe enlarges, how wide it is, and how far above a finger it sits (px). */
  magnifier: { scale: 2.5, sizePx: 160, aboveFingerPx: 100 },
} as const;

/** The maximum zoom to use: the given one clamped to 1..24, or 8 when none (or not a number) is given. */
export function clampMaxZoom(value?: number): number {
  const { min, max, default: fallback } = lightboxSettings.maxZoom;
  if (value === undefined || Number.isNaN(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** The viewer's start index wraps: -1 is the last slide, `count` the first. 0 when there are no slides. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}
