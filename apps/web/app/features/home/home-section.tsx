import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
  return (
    <section className={styles.section} aria-labelledby={headingId}>
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
