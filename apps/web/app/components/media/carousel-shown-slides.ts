import { useEffect, useState } from 'react';
import type { Embla } from './use-embla';

/**
 * The slides a carousel shows, by index, or null until it has measured them
 * (the server's HTML and the first paint keep every slide reachable). The
 * others are made inert by the carousel: out of the tab order and hidden from
 * screen readers, so a keyboard user is not sent through 40 hidden album links.
 *
 * If the slide holding keyboard focus moves out of sight (an arrow key pressed
 * on one of its links), focus moves to the first slide in sight first;
 * otherwise making it inert would drop focus to the page's body.
 */
export function useShownSlides(embla: Embla | undefined): ReadonlySet<number> | null {
  const [shown, setShown] = useState<ReadonlySet<number> | null>(null);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      const inView = new Set(embla.slidesInView());
      if (inView.size === 0) return;
      const slides = embla.slideNodes();
      const focused = document.activeElement;
      const leaving = slides.findIndex((slide, index) => !inView.has(index) && slide.contains(focused));
      if (leaving !== -1) {
        const first = slides[Math.min(...inView)];
        const target = first?.querySelector<HTMLElement>('a[href], button, [tabindex]:not([tabindex="-1"])');
        (target ?? embla.rootNode()).focus();
      }
      setShown(inView);
    };
    update();
    embla.on('slidesInView', update).on('reInit', update);
    return () => {
      embla.off('slidesInView', update).off('reInit', update);
    };
  }, [embla]);

  return shown;
}
