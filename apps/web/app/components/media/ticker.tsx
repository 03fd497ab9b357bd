import type { ReactNode } from 'react';
import styles from './ticker.module.css';

/**
 * A horizontal news ticker. The items scroll by in a CSS animation that pauses
 * while the pointer or keyboard focus is on it, and stands still under
 * prefers-reduced-motion. The second, inert copy exists only to make the loop seamless.
 */
export function Ticker({ label, items }: { label: string; items: ReactNode[] }) {
  const row = (copy: 'first' | 'second') => (
    // The copy is inert: hidden from assistive technology and out of the tab order, links included.
    <ul className={styles.row} inert={copy === 'second' || undefined}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  );
  return (
    <section className={styles.ticker} aria-label={label}>
      <div className={styles.track}>
        {row('first')}
        {row('second')}
      </div>
    </section>
  );
}
