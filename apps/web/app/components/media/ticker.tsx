import { isValidElement, useState, type ReactNode } from 'react';
import { LoopCopies } from './loop-copies';
import { MotionToggle } from './motion-control';
import styles from './ticker.module.css';

/** Names a set of items by their React keys (or their text), so that another set gets new nodes. */
function setKey(items: ReactNode[]): string {
  return items.map((item) => (isValidElement(item) ? item.key : String(item))).join('\n');
}

/**
 * A horizontal news ticker. The items scroll by in a CSS animation that pauses
 * while the pointer or keyboard focus is on them, and on the Pause button
 * (WCAG 2.2.2); under prefers-reduced-motion it stands still on its one line,
 * and scrolls sideways. Its items are
 * drawn twice for a seamless loop (LoopCopies).
 *
 * The bar has a fixed height, and a new set of items (the highlights that
 * replace the placeholders after load) is drawn as a new track starting from
 * the left: new content, not the old items moving, so the page does not shift.
 */
export function Ticker({ label, items }: { label: string; items: ReactNode[] }) {
  const [paused, setPaused] = useState(false);
  return (
    <section className={styles.ticker} aria-label={label} data-paused={paused || undefined}>
      <div className={styles.viewport}>
        <div key={setKey(items)} className={styles.track}>
          <LoopCopies items={items} listClassName={styles.row} itemClassName={styles.item} />
        </div>
      </div>
      <MotionToggle label={label} paused={paused} onToggle={setPaused} look="bar" className={styles.toggle} />
    </section>
  );
}
