import { useState } from 'react';
import { Link } from 'react-router';
import { newsFeedHref } from '@school/shared/asset-paths';
import { filterByDateAndTitle, yearsNewestFirst, type ListFilters } from '@school/shared/list-filters';
import { messages } from '@school/shared/messages';
import { NewsDate } from './news-date';
import { AttachmentLink } from '../../components/media/attachment-link';
import { FilterBar } from '../../components/media/filter-bar';
import { ResultStatus } from '../../components/media/result-status';
import { RichText } from '../../blocks/live/rich-text';
import styles from './news-list.module.css';

/** A news item on /news, with its formatted description (rich-text.server.ts made it safe). */
export interface NewsArticleView {
  id: string;
  /** Its own page's address. */
  href: string;
  title: string;
  fromDate: string;
  attachmentHref?: string;
  descriptionHtml: string;
}

const dateOf = (item: NewsArticleView) => item.fromDate;

function NewsItem({ item }: { item: NewsArticleView }) {
  return (
    <article className={styles.item}>
      <h2 className={styles.title}>
        <Link to={item.href}>{item.title}</Link>
      </h2>
      <NewsDate fromDate={item.fromDate} />
      {item.descriptionHtml && <RichText html={item.descriptionHtml} />}
      {item.attachmentHref && <AttachmentLink href={item.attachmentHref} title={item.title} />}
    </article>
  );
}

/**
 * The /news list (spec sections 2, 4 and 9): filtered by year, month and a
 * title search, opening on the default year the loader chose (the current
 * year, or the previous one when the current has no news).
 */
export function NewsList({ items, defaultYear }: { items: NewsArticleView[]; defaultYear: number }) {
  const [filters, setFilters] = useState<ListFilters>({ year: defaultYear, query: '' });
  const shown = filterByDateAndTitle(items, dateOf, filters);
  const empty = shown.length === 0;
  return (
    <div className={styles.news}>
      <FilterBar
        label="Filter news"
        years={yearsNewestFirst(items.map(dateOf), defaultYear)}
        filters={filters}
        onChange={setFilters}
        month
        searchPlaceholder="Type part of a title"
      />
      <ResultStatus count={shown.length} noun={['news item', 'news items']} emptyMessage={messages.noDataForFilters} />
      {!empty && (
        <ul className={styles.list}>
          {shown.map((item) => (
            <li key={item.id}>
              <NewsItem item={item} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.feed}>
        <a href={newsFeedHref}>Follow our news in a feed reader (RSS)</a>
      </p>
    </div>
  );
}
