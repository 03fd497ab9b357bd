import { formatDate } from '@school/shared/date-format';
import styles from './news-date.module.css';

/** The day a news item is of, under its title: on /news and on the item's own page. */
export function NewsDate({ fromDate }: { fromDate: string }) {
  return (
    <p className={styles.date}>
      <time dateTime={fromDate.slice(0, 10)}>{formatDate(fromDate)}</time>
    </p>
  );
}
