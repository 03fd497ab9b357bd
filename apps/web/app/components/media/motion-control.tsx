import { useSyncExternalStore, type ComponentProps } from 'react';
import styles from './motion-control.module.css';

/**
 * The Pause / Play button of everything on the site that moves by itself
 * (WCAG 2.2.2): the header ticker, the news marquee and the auto-playing
 * carousels. It shows what pressing it does; its name adds what it moves, so
 * a page with several reads "Pause Highlights", "Play Special Moments".
 * Under prefers-reduced-motion nothing moves, so the button is not shown.
 */
export function MotionToggle({
  label,
  paused,
  onToggle,
  look = 'outline',
  className,
  ...events
}: {
  /** What moves, as its region is named. */
  label: string;
  paused: boolean;
  onToggle: (paused: boolean) => void;
  /** `outline` on a light page, `bar` inside the header ticker, `overlay` over a picture. */
  look?: 'outline' | 'bar' | 'overlay';
  /** Placement, from the component that holds the button. */
  className?: string;
} & Pick<ComponentProps<'button'>, 'onPointerOver' | 'onFocus'>) {
  return (
    <button
      {...events}
      type="button"
      className={`${styles.toggle} ${styles[look]} ${className ?? ''}`}
      onClick={() => onToggle(!paused)}
    >
      {paused ? 'Play' : 'Pause'}
      <span className="visually-hidden"> {label}</span>
    </button>
  );
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the visitor prefers reduced motion, following a change of the
 * setting, for motion driven by a script (the CSS animations have their own
 * media query). The server cannot know, so the first render says no; a
 * carousel's autoplay only starts after that, so it never starts wrongly.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}
