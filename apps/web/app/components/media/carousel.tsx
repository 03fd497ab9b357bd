import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  emblaBreakpoints,
  emblaDuration,
  firstInSight,
  settingAt,
  stepsOutOfSight,
  viewportSteps,
  type CarouselSettings,
} from '@school/shared/carousel-settings';
import { useCarouselAutoplay } from './carousel-autoplay';
import { useEmbla, type Embla } from './use-embla';
import { useNearViewport } from './use-near-viewport';
import { useShownSlides } from './carousel-shown-slides';
import { MotionToggle } from './motion-control';
import styles from './carousel.module.css';

/**
 * The slides-per-view and the first slide in sight of each screen width, as CSS variables that the stylesheet
 * reads: the first paint already shows what the carousel starts on.
 */
function perViewStyle(settings: CarouselSettings, slideCount: number): CSSProperties {
  const style: Record<string, string> = { '--gap': `${settings.gap}px` };
  // Every step gets its values (perView always has one from 0 px up), as the stylesheet names them all.
  for (const step of viewportSteps) {
    style[`--per-view-${step}`] = String(settingAt(settings.perView, step));
    style[`--start-${step}`] = String(firstInSight(settings, step, slideCount));
  }
  return style as CSSProperties;
}

/**
 * Until the carousel has measured what it shows, each slide says at which screen widths it starts out of sight
 * (the stylesheet hides it there, out of the tab order and the accessibility tree), and a slide out of sight at
 * every width is inert: from the first byte, before any script runs.
 */
function outOfSightAtFirst(settings: CarouselSettings, index: number, slideCount: number) {
  const steps = stepsOutOfSight(settings, index, slideCount);
  return { steps: steps.join(' ') || undefined, everywhere: steps.length === viewportSteps.length };
}

/**
 * A carousel on Embla: it wraps, moves a slide in the spec's time,
 * auto-advances with a Pause / Play button, holds still while the pointer or
 * keyboard focus is anywhere in it, answers the arrow keys and swipes, and
 * does not move by itself when the visitor prefers reduced motion. Slides out
 * of sight are inert, so the Tab key and screen readers meet only what is shown,
 * from the server's first byte (outOfSightAtFirst) until Embla has measured.
 */
export function Carousel({
  label,
  settings,
  slides,
  overlayControls = false,
}: {
  label: string;
  settings: CarouselSettings;
  slides: ReactNode[];
  /** Arrows over the slides' edges instead of below them, for the full-width banner. */
  overlayControls?: boolean;
}) {
  const carouselRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(carouselRef);
  const loops = settings.loop && slides.length > 1;
  const options = useMemo(
    () => ({
      loop: loops,
      align: 'start' as const,
      dragThreshold: settings.swipeThreshold,
      duration: emblaDuration(settings.speedMs),
      breakpoints: emblaBreakpoints(settings),
      // A slide counts as shown once half of it is: a sliver at the edge is not something to tab to.
      inViewThreshold: 0.5,
      // Only shown slides can take focus, so Tab must not scroll the carousel along to the next one.
      watchFocus: false,
    }),
    [settings, loops],
  );
  const { embla, retry } = useEmbla(viewportRef, options, near);
  const shown = useShownSlides(embla);
  const autoplay = useCarouselAutoplay(embla, slides.length > 1 ? settings.autoplayMs : undefined);
  const arrows = settings.arrows && slides.length > 1;
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  // A press on an arrow made before Embla runs (its script still on the way), done once it runs.
  const pressed = useRef<((embla: Embla) => void) | undefined>(undefined);

  useEffect(() => {
    if (!embla) return;
    // The slide to start on at this screen width (a jump, before anything moves), then the visitor's press.
    const start = settingAt(settings.startAt, window.innerWidth);
    if (start) embla.scrollTo(start, true);
    pressed.current?.(embla);
    pressed.current = undefined;
  }, [embla, settings.startAt]);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const press = useCallback(
    (action: (embla: Embla) => void) => {
      if (embla) return action(embla);
      pressed.current = action;
      retry();
    },
    [embla, retry],
  );
  const previous = useCallback(() => press((running) => running.scrollPrev()), [press]);
  const next = useCallback(() => press((running) => running.scrollNext()), [press]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  return (
    // Arrow keys pressed on the carousel's own buttons and links bubble up to here.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={carouselRef}
      className={styles.carousel}
      data-overlay={overlayControls || undefined}
      aria-roledescription="carousel"
      aria-label={label}
      style={perViewStyle(settings, slides.length)}
      onKeyDown={onKeyDown}
      {...autoplay.hold}
    >
      {/* Focusable from script only: where focus goes when its slide leaves the view (carousel-shown-slides.ts). */}
      {/* Embla is loaded and started on the viewport only once the carousel is near the screen (use-embla.ts). */}
      <div className={styles.viewport} ref={viewportRef} tabIndex={-1}>
        <div className={styles.track}>
          {slides.map((slide, index) => {
            const atFirst = outOfSightAtFirst(settings, index, slides.length);
            return (
              <div
                key={index}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                data-out-of-sight={shown ? undefined : atFirst.steps}
                inert={(shown ? !shown.has(index) : atFirst.everywhere) || undefined}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {(autoplay.autoplays || arrows) && (
        <div className={styles.controls}>
          {autoplay.autoplays && (
            <MotionToggle
              {...autoplay.release}
              label={label}
              paused={autoplay.paused}
              onToggle={autoplay.setPaused}
              look={overlayControls ? 'overlay' : 'outline'}
              className={styles.toggle}
            />
          )}
          {arrows && (
            <div className={styles.arrows}>
              <button type="button" className={styles.arrow} onClick={previous} aria-label={`Previous slide: ${label}`}>
                <span aria-hidden="true">‹</span>
              </button>
              <button type="button" className={styles.arrow} onClick={next} aria-label={`Next slide: ${label}`}>
                <span aria-hidden="true">›</span>
              </button>
            </div>
          )}
        </div>
      )}
      {settings.dots && slides.length > 1 && (
        // The row is there from the first paint; its dots come once Embla has counted the stops.
        <div className={styles.dots}>
          {Array.from({ length: snapCount > 1 ? snapCount : 0 }, (_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === selected || undefined}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
