import { useId } from 'react';
import { monthLabels, type ListFilters } from '@school/shared/list-filters';
import styles from './filter-bar.module.css';

interface FilterBarProps {
  label: string;
  /** The years to offer, newest first. */
  years: number[];
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  /** Offer 'All years' as well as each year. */
  allYears?: boolean;
  /** Offer the month filter. */
  month?: boolean;
  /** Offer the title search, with this placeholder. */
  searchPlaceholder?: string;
}

/**
 * The year, month and title filters of the list pages (spec section 4). The
 * list below updates as a filter changes; nothing is sent to the server.
 */
export function FilterBar({ label, years, filters, onChange, allYears, month, searchPlaceholder }: FilterBarProps) {
  const id = useId();
  const shownYears = filters.year === undefined || years.includes(filters.year) ? years : [filters.year, ...years];
  return (
    <form role="search" aria-label={label} className={styles.bar} onSubmit={(event) => event.preventDefault()}>
      <label className={styles.field} htmlFor={`${id}-year`}>
        Year
        <select
          id={`${id}-year`}
          className={styles.input}
          value={filters.year ?? ''}
          onChange={(event) =>
            onChange({ ...filters, year: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          {allYears && <option value="">All years</option>}
          {shownYears.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      {month && (
        <label className={styles.field} htmlFor={`${id}-month`}>
          Month
          <select
            id={`${id}-month`}
            className={styles.input}
            value={filters.month ?? ''}
            onChange={(event) =>
              onChange({ ...filters, month: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">All months</option>
            {monthLabels.map((label, index) => (
              <option key={label} value={index + 1}>
                {label}
              </option>
            ))}
          </select>
        </label>
      )}
      {searchPlaceholder !== undefined && (
        <label className={`${styles.field} ${styles.search}`} htmlFor={`${id}-query`}>
          Search by title
          <input
            id={`${id}-query`}
            type="search"
            className={styles.input}
            placeholder={searchPlaceholder}
            value={filters.query ?? ''}
            onChange={(event) => onChange({ ...filters, query: event.target.value })}
          />
        </label>
      )}
    </form>
  );
}
