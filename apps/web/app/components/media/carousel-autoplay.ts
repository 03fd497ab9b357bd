import { useEffect, useState, type FocusEvent, type SyntheticEvent } from 'react';
import { usePrefersReducedMotion } from './motion-control';
import type { Embla } from './use-embla';

/**
 * A carousel's autoplay (spec section 4, WCAG 2.2.2). It moves to the next
 * slide `delayMs` after the last move, by hand or by itself, and only while
 * nothing holds it still:
 * - the visitor has not pressed Pause;
 * - the pointer is not over the carousel and keyboard focus is not in it,
 *   arrows and dots included; the Pause / Play button alone does not hold it,
 *   so that pressing Play starts it at once;
 * - the visitor does not prefer reduced motion.
 * No delay, no autoplay. Spread `hold` on the carousel's outer element and
 * `release` on its Pause / Play button.
 */
export function useCarouselAutoplay(embla: Embla | undefined, delayMs: number | undefined) {
  const [paused, setPaused] = useState(false);
  const [pointerIn, setPointerIn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const running = Boolean(delayMs) && !paused && !pointerIn && !focusIn && !reducedMotion;

  useEffect(() => {
    if (!embla || !running) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => embla.scrollNext(), delayMs);
    };
    restart();
    embla.on('select', restart);
    return () => {
      clearTimeout(timer);
      embla.off('select', restart);
    };
  }, [embla, running, delayMs]);

  const hold = {
    onPointerOver: () => setPointerIn(true),
    onPointerLeave: () => setPointerIn(false),
    onFocus: () => setFocusIn(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusIn(false);
    },
  };
  // The button's own events stop here, before they reach `hold`.
  const letGo = (setter: (held: boolean) => void) => (event: SyntheticEvent) => {
    event.stopPropagation();
    setter(false);
  };
  const release = { onPointerOver: letGo(setPointerIn), onFocus: letGo(setFocusIn) };
  return { autoplays: Boolean(delayMs), paused, setPaused, hold, release };
}
