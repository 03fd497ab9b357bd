/**
 * The carousels' numbers from spec section 9, in one place. `perView` gives
 * the slides shown from each minimum screen width up; the carousel component
 * turns it into CSS, so the first paint already has the right layout.
 */
export const viewportSteps = [0, 481, 767, 768, 992, 993, 1025, 1200] as const;
export type ViewportStep = (typeof viewportSteps)[number];

export interface CarouselSettings {
  /** Milliseconds between slides; none means the carousel waits for the visitor. */
  autoplayMs?: number;
  /** Milliseconds a slide takes to move into its place (Embla's `duration` comes from `emblaDuration`). */
  speedMs: number;
  /** Pixels a finger or mouse must move before a drag counts as a swipe. */
  swipeThreshold: number;
  loop: boolean;
  perView: Partial<Record<ViewportStep, number>> & { 0: number };
  /** Slides moved per step, from each minimum screen width up; one where none is given. */
  scrollBy?: Partial<Record<ViewportStep, number>>;
  /** The slide shown first, from each minimum screen width up; the first where none is given. */
  startAt?: Partial<Record<ViewportStep, number>>;
  /** Gap between slides in pixels. */
  gap: number;
  dots: boolean;
  arrows: boolean;
}

/**
 * The generic slider's speed (spec section 9). The home gallery and the
 * achievements name the same 500 ms; the banner and the sports carousels name
 * none, so they take this default too.
 */
const speedMs = 500;

export const carouselSettings = {
  /** Header banner on the home page: 5000 ms, arrows, wrap, pause on hover. */
  banner: {
    autoplayMs: 5000,
    speedMs,
    swipeThreshold: 40,
    loop: true,
    perView: { 0: 1 },
    gap: 0,
    dots: true,
    arrows: true,
  },
  /**
   * Home 'Special Moments': 4 wide; 3 at 1024 px or below, moving 3 at a time; 2 at 992 or below; 1 at 767
   * or below, starting at the second album; no arrows.
   */
  homeGallery: {
    autoplayMs: 2000,
    speedMs,
    swipeThreshold: 5,
    loop: true,
    perView: { 0: 1, 768: 2, 993: 3, 1025: 4 },
    scrollBy: { 993: 3, 1025: 1 },
    startAt: { 0: 1, 768: 0 },
    gap: 16,
    dots: false,
    arrows: false,
  },
  /** Home achievements: up to 3, 2 below 992 px, 1 below 767 px (so 2 at exactly 767). */
  achievements: {
    autoplayMs: 2000,
    speedMs,
    swipeThreshold: 5,
    loop: true,
    perView: { 0: 1, 767: 2, 992: 3 },
    gap: 16,
    dots: false,
    arrows: true,
  },
  /** Sports and awards: 1 below 768, 2 at 768-1199, 3 at 1200 and up; margin 10. */
  sports: {
    autoplayMs: 3000,
    speedMs,
    swipeThreshold: 5,
    loop: true,
    perView: { 0: 1, 768: 2, 1200: 3 },
    gap: 10,
    dots: false,
    arrows: true,
  },
  /** Media awards: 1 below 992, 2 above, with dots. */
  mediaAwards: {
    autoplayMs: 3000,
    speedMs,
    swipeThreshold: 5,
    loop: true,
    perView: { 0: 1, 992: 2 },
    gap: 10,
    dots: true,
    arrows: true,
  },
  /** Guest visits: 1 on small screens, 2 from 992 px, margin 10, dots. */
  guestVisits: {
    autoplayMs: 3000,
    speedMs,
    swipeThreshold: 5,
    loop: true,
    perView: { 0: 1, 992: 2 },
    gap: 10,
    dots: true,
    arrows: true,
  },
  /** Campus logos and other small carousels: the generic slider defaults. */
  generic: {
    autoplayMs: 3000,
    speedMs,
    swipeThreshold: 5,
    loop: true,
    perView: { 0: 1 },
    gap: 10,
    dots: false,
    arrows: true,
  },
} satisfies Record<string, CarouselSettings>;

/**
 * How many of the newest albums the home page's 'Special Moments' slider
 * carries. The spec names no number, only that it shows 4 at a time on wide
 * screens (section 9); two screenfuls keep it moving without sending every
 * album to the home page, and View All leads to the rest on /gallery.
 */
export const homeGalleryAlbums = 8;

export type CarouselName = keyof typeof carouselSettings;

/** A per-width setting at one screen width: the value of the widest step at or below it. */
export function settingAt(
  setting: Partial<Record<ViewportStep, number>> | undefined,
  width: number,
): number | undefined {
  let value: number | undefined;
  for (const step of viewportSteps) if (step <= width && setting?.[step] !== undefined) value = setting[step];
  return value;
}

/**
 * The slide a carousel starts on from a screen-width step up (its `startAt` there, or the first), kept far
 * enough from the end that a screenful of slides follows it: it is drawn there before the carousel's script runs.
 */
export function firstInSight(settings: CarouselSettings, step: number, slideCount: number): number {
  const perView = settingAt(settings.perView, step) ?? 1;
  return Math.max(0, Math.min(settingAt(settings.startAt, step) ?? 0, slideCount - perView));
}

/**
 * The screen-width steps at which a slide is out of sight when the carousel starts. The server marks them, so
 * that nothing out of sight takes focus or is read out before the carousel's script has measured what is shown.
 */
export function stepsOutOfSight(settings: CarouselSettings, index: number, slideCount: number): ViewportStep[] {
  return viewportSteps.filter((step) => {
    const first = firstInSight(settings, step, slideCount);
    return index < first || index >= first + (settingAt(settings.perView, step) ?? 1);
  });
}

/**
 * A carousel's `scrollBy` as Embla's `breakpoints`. Embla applies every query that matches, in order, so
 * each wider step overrides the narrower ones. (`startAt` is not one of them: Embla would apply a start
 * index again on every resize, sending the visitor back to it.)
 */
export function emblaBreakpoints(settings: CarouselSettings): Record<string, { slidesToScroll: number }> {
  const breakpoints: Record<string, { slidesToScroll: number }> = {};
  for (const step of viewportSteps) {
    const slidesToScroll = settings.scrollBy?.[step];
    if (slidesToScroll !== undefined) breakpoints[`(min-width: ${step}px)`] = { slidesToScroll };
  }
  return breakpoints;
}

export function isCarouselName(name: string): name is CarouselName {
  return Object.hasOwn(carouselSettings, name);
}

/** Embla's spring constant (its engine's `friction`) and its fixed step: it advances 60 steps a second. */
const emblaFriction = 0.68;
const emblaStepMs = 1000 / 60;

/** Milliseconds a slide takes to come within 1% of its place under Embla's `duration`. */
export function emblaArrivalMs(duration: number): number {
  let position = 0;
  let velocity = 0;
  let steps = 0;
  while (position < 0.99) {
    velocity = (velocity + (1 - position) / duration) * emblaFriction;
    position += velocity;
    steps += 1;
  }
  return steps * emblaStepMs;
}

/**
 * Embla's `duration` for a slide speed in milliseconds. Embla's `duration` is
 * not a time: at each of its fixed steps (1000/60 ms) the slide is pulled
 * toward its place like a damped spring, `velocity = (velocity + distance left
 * / duration) * 0.68` (embla-carousel 8, ScrollBody), so a slide slows down as
 * it nears its place and never strictly stops. We take "in place" to mean 99%
 * of the way and pick the largest duration that gets there in time: 500 ms
 * gives 20, which arrives in 483 ms (Embla's default, 25, takes 700 ms).
 */
export function emblaDuration(speedMs: number): number {
  let duration = 1;
  while (emblaArrivalMs(duration + 1) <= speedMs) duration += 1;
  return duration;
}
