import { useState, type CSSProperties, type ReactNode } from 'react';
import { LoopCopies } from './loop-copies';
import { MotionToggle } from './motion-control';
import styles from './vertical-marquee.module.css';

/** Seconds each item takes to pass, so a long list does not race by. */
const secondsPerItem = 3;

/**
 * A vertically scrolling list (the home page's news). The items move up in a
 * CSS animation that pauses while the pointer or keyboard focus is on them,
 * and on the Pause button (WCAG 2.2.2); under prefers-reduced-motion the list
 * stands still at its height, and scrolls. Its items are drawn twice for a
 * seamless loop (LoopCopies).
 */
export function VerticalMarquee({ label, items }: { label: string; items: ReactNode[] }) {
  const [paused, setPaused] = useState(false);
  const style = { '--marquee-duration': `${Math.max(items.length, 4) * secondsPerItem}s` } as CSSProperties;
  return (
    <section className={styles.marquee} aria-label={label} data-paused={paused || undefined} style={style}>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <LoopCopies items={items} listClassName={styles.list} itemClassName={styles.item} />
        </div>
      </div>
      <MotionToggle label={label} paused={paused} onToggle={setPaused} className={styles.toggle} />
    </section>
  );
}
