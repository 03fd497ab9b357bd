import type { default as EmblaCarousel, EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useState, type RefObject } from 'react';

export type Embla = EmblaCarouselType;

// Embla's script is a chunk of its own, asked for by the first carousel that comes near the screen. A page's
// first scripts then hold none of it, and most pages (and the home page's lower carousels) never wait for it.
let library: Promise<typeof EmblaCarousel> | undefined;

function loadEmbla() {
  library ??= import('embla-carousel').then(
    (module) => module.default,
    (error: unknown) => {
      // A dropped connection: the next call asks again. (Some browsers keep a failed module's answer for the page's
      // life, and after a deployment the old chunk is gone; then the carousel stays as the server drew it.)
      library = undefined;
      throw error;
    },
  );
  return library;
}

/**
 * Embla on `viewport` once `start` is true (the carousel is near the screen), loading its script first. `embla` is
 * undefined until then, and the carousel is shown as the server drew it: its first slides, still. If the script
 * cannot be loaded, the carousel stays so, and `retry` (a press on its arrows) asks for it again.
 * `options` must keep its identity between renders: a new object starts Embla again.
 */
export function useEmbla(
  viewport: RefObject<HTMLElement | null>,
  options: EmblaOptionsType,
  start: boolean,
): { embla: Embla | undefined; retry: () => void } {
  const [embla, setEmbla] = useState<Embla>();
  const [attempt, setAttempt] = useState({ count: 0, failed: false });

  useEffect(() => {
    const node = viewport.current;
    if (!start || !node) return;
    let running: Embla | undefined;
    let stopped = false;
    loadEmbla()
      .then((create) => {
        if (stopped) return;
        running = create(node, options);
        setEmbla(running);
      })
      .catch((error: unknown) => {
        if (stopped) return;
        console.error('The carousel stays still: its script did not load or start.', error);
        setAttempt((last) => ({ ...last, failed: true }));
      });
    return () => {
      stopped = true;
      running?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, options, start, attempt.count]);

  const retry = useCallback(
    () => setAttempt((last) => (last.failed ? { count: last.count + 1, failed: false } : last)),
    [],
  );
  return { embla, retry };
}
