/**
 * The site search's results (`/search?q=`), drawn on the server: it works without JavaScript and on the slowest
 * phone. The header's search box sends its words here with Enter; the search itself is the server's
 * (apps/server/src/modules/search), read through the load context.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/search';
import { formatDate } from '@school/shared/date-format';
import {
  readSearchQuery,
  searchMessages,
  searchQueryMaxLength,
  type SearchHit,
  type SearchQuery,
} from '@school/shared/site-search';
import { liveSourceOf } from '../blocks/live/load-context';
import { metaWithBlockAssets } from '../blocks/page/block-assets';
import { searchParameter } from '../site/navigation';
import { useShownSections } from '../site/pages-on-site';
import { requireProfile } from '../site/school-profile';
import styles from './search.module.css';

interface SearchPage {
  description: string;
  query: SearchQuery;
  hits: SearchHit[];
  /** The search could not be done just now (logged; the page is not kept). */
  failed?: boolean;
  /** The tab's title, once something was searched for. */
  title?: string;
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<SearchPage> {
  await requireProfile(context);
  const query = readSearchQuery(new URL(request.url).searchParams.get(searchParameter));
  const { description } = searchMessages;
  if (query.kind !== 'query') return { description, query, hits: [] };
  const title = `Search results for “${query.text}”`;
  const live = liveSourceOf(context);
  try {
    return { description, query, hits: await live.search(query.text), title };
  } catch (error) {
    live.logError('The site search failed', error);
    return { description, query, hits: [], failed: true, title };
  }
}

export const meta = (args: Parameters<typeof metaWithBlockAssets>[0]) => [
  ...metaWithBlockAssets(args),
  // A page of results is no page of its own for a search engine to list.
  { name: 'robots', content: 'noindex' },
];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, hits, failed } = loaderData;
  const inputId = useId();
  const problemId = useId();
  const typed = query.kind === 'empty' ? '' : query.text;
  const refused = query.kind === 'refused';
  return (
    <div className={styles.search}>
      <form role="search" method="get" action="/search" className={styles.form}>
        <label htmlFor={inputId} className={styles.label}>
          Search the site
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            type="search"
            name={searchParameter}
            defaultValue={typed}
            maxLength={searchQueryMaxLength}
            className={styles.input}
            {...(refused ? { 'aria-invalid': true, 'aria-describedby': problemId } : {})}
          />
          <button type="submit" className={styles.submit}>
            Search
          </button>
        </div>
        {refused && (
          <p id={problemId} className={styles.problem}>
            {query.message}
          </p>
        )}
      </form>
      {query.kind === 'query' &&
        (failed ? (
          <p className={styles.problem}>{searchMessages.unavailable}</p>
        ) : hits.length > 0 ? (
          <Results text={query.text} hits={hits} />
        ) : (
          <NoResults text={query.text} />
        ))}
    </div>
  );
}

/** A result's day, when it has one: an ISO date or time, shown as the site shows dates. */
function HitDate({ date }: { date: string }) {
  const shown = formatDate(date);
  return shown ? <time dateTime={date.slice(0, 10)}>{shown}</time> : null;
}

function Results({ text, hits }: { text: string; hits: SearchHit[] }) {
  return (
    <>
      <p className={styles.count}>{searchMessages.found(hits.length, text)}</p>
      <ol className={styles.results}>
        {hits.map((hit) => (
          <li key={`${hit.kind} ${hit.href} ${hit.title}`} className={styles.result}>
            <p className={styles.about}>
              <span className={styles.kind}>{hit.kind}</span>
              <HitDate date={hit.date} />
            </p>
            <h2 className={styles.title}>
              {/* A document or a magazine is a file, which the browser opens itself. */}
              <Link to={hit.href} reloadDocument={hit.kind === 'Document' || hit.kind === 'Magazine'}>
                {hit.title}
              </Link>
            </h2>
            {hit.snippet.length > 0 && (
              <p className={styles.snippet}>
                {hit.snippet.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
              </p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

function NoResults({ text }: { text: string }) {
  const sections = useShownSections();
  return (
    <div className={styles.none}>
      <p className={styles.count}>{searchMessages.noResults(text)}</p>
      <p>{searchMessages.tryOther}</p>
      <ul className={styles.sections}>
        {sections.map((section) => (
          <li key={section.id}>
            <Link to={section.href}>{section.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
