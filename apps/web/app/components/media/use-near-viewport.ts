import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `ref`'s element has come within half a screen of the viewport, and from then on. A carousel starts
 * its library only then: setting one up measures the page, and the home page's carousels would otherwise all do it
 * at once, on a slow phone's main thread, for slides nobody has scrolled to yet. Where the browser has no
 * IntersectionObserver (the server, a test's DOM), it is true from the start.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);

  return near;
}
