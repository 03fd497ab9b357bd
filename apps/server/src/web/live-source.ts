/**
 * The website's loaders read content through the same service as the API,
 * in-process: the lists come from the same cache, checked against the same
 * schemas (an item that fails its schema is left out of both and logged
 * through the page's logger), so a page and `GET /api/...` never disagree.
 * Each read is noted in the page's reads, which tell the page cache when the
 * page goes out of date: when its content changes or is scheduled to, and at
 * the end of the school's day for a page that showed what today is.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ContentKind } from '@school/shared/content-categories';
import { disclosureKey } from '@school/shared/disclosure';
import type {
  DocumentsOnSite,
  LiveLists,
  LiveSource,
  PagesOnSite,
  PublishedDisclosure,
} from '@school/shared/live-source';
import { schoolDay } from '@school/shared/school-time';
import { contentLists } from '../modules/content/lists';
import type { ContentService, ListRead } from '../modules/content/service';
import type { ProfileService } from '../modules/schools/profile-service';
import { searchedKinds, type SearchService } from '../modules/search/service';
import { loggableError } from '../plugins/errors';
import { pageReads, type PageReads } from './page-cache/page-reads';

/** What the site's pages read, and the school's clock. */
export interface SiteData {
  content: ContentService;
  profiles: Pick<ProfileService, 'read' | 'savedAt'>;
  search: Pick<SearchService, 'search'>;
  timeZone: string;
}

export function liveSource(
  { content, profiles, search, timeZone }: SiteData,
  schoolCode: string,
  log: FastifyBaseLogger,
  reads: PageReads = pageReads(),
): LiveSource {
  /** A read the layout and the page's own content both ask for: one read answers both, noted once. */
  function readOnce<Value>(kind: ContentKind, read: () => Promise<ListRead<string>>): () => Promise<Value> {
    let value: Promise<Value> | undefined;
    return () =>
      (value ??= read().then((result) => {
        reads.note(kind, result.nextChange);
        return JSON.parse(result.value) as Value;
      }));
  }

  const readDisclosure = readOnce<Readonly<Record<string, PublishedDisclosure>>>('disclosure', () =>
    content.readDisclosure(schoolCode, log),
  );

  return {
    schoolCode,
    async list(name) {
      const { kind, answer, limit } = contentLists[name];
      const read = await content.readList(schoolCode, kind, answer, limit, log);
      reads.note(kind, read.nextChange);
      return JSON.parse(read.value) as LiveLists[typeof name];
    },
    async album(id) {
      const read = await content.readAlbum(schoolCode, id, log);
      reads.note('gallery', read.nextChange);
      return read.value;
    },
    documents: readOnce<DocumentsOnSite>('document', () => content.readDocuments(schoolCode)),
    pages: readOnce<PagesOnSite>('page', () => content.readPages(schoolCode)),
    async disclosure() {
      const [onSite, profileSavedAt] = await Promise.all([readDisclosure(), profiles.savedAt(schoolCode)]);
      // Section A's dates are the profile's: a page that shows them is out of date when it is saved.
      reads.note('profile', undefined);
      const published = onSite[disclosureKey];
      return published && { ...published, ...(profileSavedAt ? { profileSavedAt } : {}) };
    },
    async search(query) {
      const found = await search.search(schoolCode, query, log);
      for (const kind of searchedKinds) reads.note(kind, found.nextChange);
      return found.value;
    },
    async profile() {
      const profile = await profiles.read(schoolCode);
      reads.note('profile', undefined);
      return profile;
    },
    dayAt: (instant) => schoolDay(timeZone, Date.parse(instant)).iso,
    today() {
      const day = schoolDay(timeZone);
      reads.expireBy(day.endsAt);
      return day;
    },
    logError(message, error) {
      reads.fail();
      log.error({ err: error instanceof Error ? loggableError(error) : { message: String(error) } }, message);
    },
  };
}
