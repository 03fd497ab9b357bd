import { Link, useLocation } from 'react-router';
import styles from './pagination.module.css';

/** Previous and Next through a long list, keeping its search and filters in the address. */
export function Pagination({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  const pageHref = (n: number) => {
    const params = new URLSearchParams(search);
    params.delete('done');
    if (n === 1) params.delete('page');
    else params.set('page', String(n));
    const query = params.toString();
    return query ? `?${query}` : '?';
  };
  return (
    <nav aria-label="Pages" className={styles.pagination}>
      {page > 1 ? (
        <Link to={pageHref(page - 1)} className="button button-secondary">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className={styles.position}>
        Page {Math.min(page, pages)} of {pages}
      </p>
      {page < pages ? (
        <Link to={pageHref(page + 1)} className="button button-secondary">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
