import { useState } from 'react';
import { imageSrc } from '@school/shared/asset-paths';
import { filterByDateAndTitle, yearsNewestFirst, type ListFilters } from '@school/shared/list-filters';
import { messages } from '@school/shared/messages';
import { FilterBar } from '../../components/media/filter-bar';
import { ResultStatus } from '../../components/media/result-status';
import type { circularCategories } from '@school/shared/content-categories';
import styles from './magazine-issues.module.css';

export type MagazineCategory = (typeof circularCategories)[number];

export interface IssueView {
  id: string;
  title: string;
  date: string;
  href: string;
}

interface MagazineIssuesProps {
  category: MagazineCategory;
  issues: IssueView[];
  defaultYear: number;
}

/** The fixed logo shown on every issue of each magazine (content/media/media.ts). */
const mastheads: Record<MagazineCategory, string> = {
  Dipscoop: 'dipscoop-masthead-logo',
  Loquacity: 'loquacity-masthead-logo',
};

const dateOf = (issue: IssueView) => issue.date;

/**
 * The issues of /loquacity or /dipscoop (spec sections 2 and 9): a year
 * dropdown, opening on the newest year that has issues, over a grid of
 * issues that each open their file in a new tab.
 */
export function MagazineIssues({ category, issues, defaultYear }: MagazineIssuesProps) {
  const [filters, setFilters] = useState<ListFilters>({ year: defaultYear });
  const years = yearsNewestFirst(issues.map(dateOf), defaultYear);
  const shown = filterByDateAndTitle(issues, dateOf, filters);
  const empty = shown.length === 0;
  return (
    <div className={styles.magazine}>
      <FilterBar label={`${category} issues by year`} years={years} filters={filters} onChange={setFilters} />
      <ResultStatus count={shown.length} noun={['issue', 'issues']} emptyMessage={messages.noDataForYear} />
      {!empty && (
        <ul className={styles.grid}>
          {shown.map((issue) => (
            <li key={issue.id}>
              <a className={styles.issue} href={issue.href} target="_blank" rel="noopener noreferrer">
                <img
                  className={styles.logo}
                  src={imageSrc(mastheads[category])}
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
                <span className={styles.title}>{issue.title}</span>
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
