import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { drawnAfterHydration } from '../../site/drawn-after-hydration';
import styles from './home.module.css';

/** One band of the home page: an optional kicker line, the heading, the content and a View All link. */
export function HomeSection({
  title,
  kicker,
  viewAll,
  children,
}: {
  title: string;
  kicker?: string;
  viewAll?: { href: string; label: string };
  children?: ReactNode;
}) {
  const headingId = `home-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  // Drawn by a visit from another page, the page may be scrolled back to where the visitor was: drawn whole.
  const [drawnWhole] = useState(drawnAfterHydration);
  return (
    <section
      className={drawnWhole ? `${styles.section} ${styles.drawnWhole}` : styles.section}
      aria-labelledby={headingId}
    >
      <div className="container">
        <header className={styles.sectionHeader}>
          <h2 id={headingId} className={styles.sectionTitle}>
            {kicker && <span className={styles.kicker}>{kicker}</span>}
            {title}
          </h2>
          {viewAll && (
            <Link to={viewAll.href} className={styles.viewAll}>
              {viewAll.label}
              <span className="visually-hidden"> {title}</span>
            </Link>
          )}
        </header>
        {children}
      </div>
    </section>
  );
}
