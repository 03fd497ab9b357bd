import { useState, type CSSProperties, type ReactNode } from 'react';
import { MotionToggle } from './motion-control';
import styles from './vertical-marquee.module.css';

/** Seconds each item takes to pass, so a long list does not race by. */
const secondsPerItem = 3;

/**
 * A vertically scrolling list (the home page's news). The items move up in a
 * CSS animation that pauses while the pointer or keyboard focus is on them,
 * and on the Pause button (WCAG 2.2.2); under prefers-reduced-motion the list
 * stands still at its full length. The second, inert copy exists only to make
 * the loop seamless.
 */
export function VerticalMarquee({ label, items }: { label: string; items: ReactNode[] }) {
  const [paused, setPaused] = useState(false);
  const list = (copy: 'first' | 'second') => (
    // The copy is inert: hidden from assistive technology and out of the tab order, links included.
    <ul className={styles.list} inert={copy === 'second' || undefined}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  );
  const style = { '--marquee-duration': `${Math.max(items.length, 4) * secondsPerItem}s` } as CSSProperties;
  return (
    <section className={styles.marquee} aria-label={label} data-paused={paused || undefined} style={style}>
      <div className={styles.viewport}>
        <div className={styles.track}>
          {list('first')}
          {list('second')}
        </div>
      </div>
      <MotionToggle label={label} paused={paused} onToggle={setPaused} className={styles.toggle} />
    </section>
  );
}
