/**
 * A LiveSource over fixed lists, for loader tests: a list given as an Error
 * fails to load, and `logError` records what the loader logged. Every demo
 * document and page is on the site unless the test says which are.
 */
import { vi } from 'vitest';
import type { Album } from '@school/shared/api-schema';
import type {
  DocumentsOnSite,
  LiveAlbum,
  LiveListName,
  LiveLists,
  LiveSource,
  PagesOnSite,
  PublishedDisclosure,
} from '@school/shared/live-source';
import { demoProfile } from '@school/content/demo/profile';
import { documents as demoDocuments } from '@school/content/documents';
import { demoPages } from './demo-pages';
import { today } from './live-fixtures';

export type FakeLists = { [Name in LiveListName]?: LiveLists[Name] | Error };

/** Albums without `alts` have none written by staff. */
const allDemoDocuments: DocumentsOnSite = Object.fromEntries(
  demoDocuments.map((document) => [document.id, { title: document.title, updatedAt: '2026-11-01T00:00:00.000Z' }]),
);

export function fakeLiveSource(
  lists: FakeLists,
  albums: Record<string, Album | LiveAlbum | Error> = {},
  documents: DocumentsOnSite | Error = allDemoDocuments,
  pages: PagesOnSite | Error = demoPages,
  disclosure: PublishedDisclosure | Error | undefined = undefined,
) {
  const logError = vi.fn<LiveSource['logError']>();
  const source: LiveSource = {
    schoolCode: 'hvps',
    profile: async () => demoProfile(),
    async documents() {
      if (documents instanceof Error) throw documents;
      return documents;
    },
    async pages() {
      if (pages instanceof Error) throw pages;
      return pages;
    },
    async disclosure() {
      if (disclosure instanceof Error) throw disclosure;
      return disclosure;
    },
    // The site search is the server's (apps/server/src/modules/search); its page is tested there, on a real index.
    search: () => Promise.reject(new Error('fakeLiveSource does not search')),
    async list(name) {
      const list = lists[name] ?? [];
      if (list instanceof Error) throw list;
      return list as LiveLists[typeof name];
    },
    async album(id) {
      const album = albums[id];
      if (album instanceof Error) throw album;
      return album && { alts: [], ...album };
    },
    // The tests' instants are at the school already.
    dayAt: (instant) => instant.slice(0, 10),
    today: () => today,
    logError,
  };
  return { source, logError };
}
