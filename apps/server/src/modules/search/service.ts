/**
 * The site search: one MiniSearch index per school, of what its site shows now (search-entries.ts), built when it is
 * first searched and kept until what it was built from changes. A publish, a change or a withdrawal of any kind it
 * holds drops it in every process (the change feed, as for the content lists), and it is never kept past the next
 * scheduled start or end among its items, so a news item just published is found and one just withdrawn is not.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { SiteDataKind } from '@school/shared/content-categories';
import type { DocumentsOnSite, LiveLists, PagesOnSite } from '@school/shared/live-source';
import { searchResultLimit, searchWords, type SearchHit } from '@school/shared/site-search';
import type { ChangeListener } from '../content/change-feed';
import type { CheckLog } from '../content/checked-items';
import { contentLists } from '../content/lists';
import type { ContentService, ListRead } from '../content/service';
import type { ProfileService } from '../schools/profile-service';
import { searchEntries, type SearchEntry } from './search-entries';
import { snippetOf } from './snippet';

/** Every kind of data the index is built from: a change to any of them drops it. */
export const searchedKinds = [
  'page',
  'document',
  'news',
  'event',
  'circular',
  'gallery',
  'profile',
] as const satisfies SiteDataKind[];

interface SchoolIndex {
  index: MiniSearch<SearchEntry>;
  entries: ReadonlyMap<string, SearchEntry>;
  /** The next scheduled start or end among what it holds (ms), when it stops holding. */
  nextChange: number | undefined;
}

export interface SearchServiceOptions {
  content: ContentService;
  profiles: Pick<ProfileService, 'read'>;
  now?: () => number;
}

const earliest = (...moments: (number | undefined)[]) =>
  Math.min(...moments.filter((moment) => moment !== undefined).concat(Infinity));

/**
 * Words of three letters or more also find the words they begin ("admis" finds "admission"); words of four or more
 * also find a word one letter in four away, two at most ("fees" finds "fee", "admision" finds "admission"), so a
 * plural or a slip of the thumb still finds it, ranked below the word itself. Every word must be found.
 */
const searchOptions = {
  boost: { title: 3 },
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 4 ? 0.25 : false),
  // Two letters off at most, however long the word: a longer reach finds other words, and costs more on every search.
  maxFuzzy: 2,
  combineWith: 'AND',
} as const;

function indexOf(entries: SearchEntry[]): MiniSearch<SearchEntry> {
  const index = new MiniSearch<SearchEntry>({
    fields: ['title', 'text'],
    tokenize: searchWords,
    processTerm: (term) => term.toLowerCase(),
    searchOptions,
  });
  index.addAll(entries);
  return index;
}

export function searchService({ content, profiles, now = Date.now }: SearchServiceOptions) {
  const kept = new Map<string, Promise<SchoolIndex>>();

  async function build(schoolCode: string, log?: CheckLog): Promise<SchoolIndex> {
    const list = async <Name extends 'allNews' | 'events' | 'circulars' | 'gallery'>(name: Name) => {
      const { kind, answer } = contentLists[name];
      return parsed<LiveLists[Name]>(await content.readList(schoolCode, kind, answer, undefined, log));
    };
    const [pages, documents, news, events, circulars, gallery, profile] = await Promise.all([
      content.readPages(schoolCode).then(parsed<PagesOnSite>),
      content.readDocuments(schoolCode).then(parsed<DocumentsOnSite>),
      list('allNews'),
      list('events'),
      list('circulars'),
      list('gallery'),
      profiles.read(schoolCode),
    ]);
    const entries = searchEntries({
      pages: pages.value,
      documents: documents.value,
      news: news.value,
      events: events.value,
      circulars: circulars.value,
      gallery: gallery.value,
      profile,
    });
    const next = earliest(...[pages, documents, news, events, circulars, gallery].map((read) => read.nextChange));
    return {
      index: indexOf(entries),
      entries: new Map(entries.map((entry) => [entry.id, entry])),
      nextChange: Number.isFinite(next) ? next : undefined,
    };
  }

  /** The school's index as it stands: the one kept, unless its time has passed; one build however many ask. */
  async function schoolIndex(schoolCode: string, log?: CheckLog): Promise<SchoolIndex> {
    const found = kept.get(schoolCode);
    const current = found && (await found.catch(() => undefined));
    if (current && (current.nextChange === undefined || current.nextChange > now())) return current;
    if (found && kept.get(schoolCode) === found) kept.delete(schoolCode);
    let building = kept.get(schoolCode);
    if (!building) {
      building = build(schoolCode, log);
      kept.set(schoolCode, building);
      // A failed build is not kept: the next search tries again.
      const failed = building;
      failed.catch(() => kept.get(schoolCode) === failed && kept.delete(schoolCode));
    }
    return building;
  }

  const hitOf = (entries: SchoolIndex['entries'], result: SearchResult): SearchHit => {
    const entry = entries.get(result.id as string)!;
    return {
      kind: entry.kind,
      title: entry.title,
      href: entry.href,
      date: entry.date,
      snippet: snippetOf(entry.text, new Set(result.terms)),
    };
  };

  return {
    /** The best results for a query (`readSearchQuery` has checked it), and until when they hold. */
    async search(schoolCode: string, query: string, log?: CheckLog): Promise<ListRead<SearchHit[]>> {
      const { index, entries, nextChange } = await schoolIndex(schoolCode, log);
      const hits = index.search(query).slice(0, searchResultLimit);
      return { value: hits.map((result) => hitOf(entries, result)), nextChange };
    },

    /** Drops a school's index when a kind it holds changes (change-feed.ts). */
    forget: ((change) => {
      if (change === 'everything') return kept.clear();
      if (change.kinds.some((kind) => (searchedKinds as readonly string[]).includes(kind)))
        kept.delete(change.schoolCode);
    }) satisfies ChangeListener,
  };
}

export type SearchService = ReturnType<typeof searchService>;

function parsed<Value>(read: ListRead<string>): ListRead<Value> {
  return { value: JSON.parse(read.value) as Value, nextChange: read.nextChange };
}
