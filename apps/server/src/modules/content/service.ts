/**
 * Serves published content lists. Each list is read, mapped to the spec's
 * field names, checked item by item against its schema (an item that fails is
 * left out and logged, checked-items.ts) and kept as JSON text for a few
 * seconds: the lists are read on every page. A cached list never outlives the
 * next scheduled start or end among its items, and a change to a kind
 * (change-feed.ts) drops that kind's lists at once, in every process.
 */
import { z } from 'zod';
import { albumSchema, type Album } from '@school/shared/api-schema';
import { readDisclosure as disclosureFromJson } from '@school/shared/disclosure-schema';
import type { LiveAlbum, PublishedDisclosure, PublishedDocument, PublishedPage } from '@school/shared/live-source';
import type { ContentKind } from '@school/shared/content-categories';
import { servedFile } from '../documents/served-file';
import type { SchoolsService } from '../schools/service';
import type { ChangeListener } from './change-feed';
import { checkedItem, checkedItems, type CheckLog } from './checked-items';
import { mappers, toAlbum, toLiveAlbum } from './mappers';
import { changedOnSiteAt, type ContentRepository } from './repository';

export interface ContentServiceOptions {
  /** How long a list stays cached, in milliseconds; 0 turns the cache off. */
  cacheMs: number;
  now?: () => Date;
}

/** What was read, and until when it holds: the next scheduled start or end of the kind (ms), if any. */
export interface ListRead<Value> {
  value: Value;
  nextChange: number | undefined;
}

const liveAlbumSchema = albumSchema.extend({ alts: z.array(z.string()) });

export function contentService(
  repository: ContentRepository,
  schools: SchoolsService,
  { cacheMs, now = () => new Date() }: ContentServiceOptions,
) {
  const cache = new Map<
    string,
    { schoolCode: string; kind: ContentKind; json: string; expires: number; nextChange: number | undefined }
  >();

  const nextChangeOf = async (schoolCode: string, kind: ContentKind, at: Date) => {
    const next = await repository.nextChange(schoolCode, kind, at);
    return next ? Date.parse(next) : undefined;
  };

  /**
   * What `read` answers as JSON for the school's content of one kind, kept under `key` for `cacheMs` and never past
   * the kind's next scheduled change, and dropped with the kind (`forget`).
   */
  async function kept(
    schoolCode: string,
    kind: ContentKind,
    key: string,
    read: (at: Date) => Promise<string>,
  ): Promise<ListRead<string>> {
    await schools.requireSchool(schoolCode);
    const at = now();
    const cached = cache.get(key);
    if (cached && cached.expires > at.getTime()) return { value: cached.json, nextChange: cached.nextChange };
    const [json, nextChange] = await Promise.all([read(at), nextChangeOf(schoolCode, kind, at)]);
    if (cacheMs > 0) {
      const expires = Math.min(at.getTime() + cacheMs, nextChange ?? Infinity);
      cache.set(key, { schoolCode, kind, json, nextChange, expires });
    }
    return { value: json, nextChange };
  }

  /** `log` hears of each stored item left out because it fails its schema. */
  function readList(
    schoolCode: string,
    kind: ContentKind,
    schema: z.ZodArray<z.ZodType>,
    limit?: number,
    log?: CheckLog,
  ): Promise<ListRead<string>> {
    return kept(schoolCode, kind, `${schoolCode}\u0000${kind}\u0000${limit ?? ''}`, async (at) => {
      const rows = await repository.list(schoolCode, kind, at, limit);
      return JSON.stringify(checkedItems(rows, mappers[kind], schema.element, log));
    });
  }

  type KeyedRow = Awaited<ReturnType<typeof repository.listKeyed>>[number];

  /** The published items of a keyed kind, by key, as JSON: kept like a list, and dropped with the kind. */
  function readOnSite<Entry>(
    schoolCode: string,
    kind: ContentKind,
    entryOf: (row: KeyedRow, updatedAt: string) => Entry | undefined,
  ): Promise<ListRead<string>> {
    return kept(schoolCode, kind, `${schoolCode}\u0000${kind}\u0000on-site`, async (at) => {
      const onSite: Record<string, Entry> = {};
      for (const row of await repository.listKeyed(schoolCode, kind, at)) {
        const entry = row.key ? entryOf(row, changedOnSiteAt(row)) : undefined;
        if (row.key && entry !== undefined) onSite[row.key] = entry;
      }
      return JSON.stringify(onSite);
    });
  }

  /** The school's documents the site serves now (`GET /documents/<key>.pdf` answers with a file), by key. */
  function readDocuments(schoolCode: string): Promise<ListRead<string>> {
    return readOnSite<PublishedDocument>(schoolCode, 'document', (row, updatedAt) =>
      // The documents route serves the first file; a document published without one answers 404 there.
      servedFile(row.attachments) === undefined ? undefined : { title: row.title, updatedAt },
    );
  }

  /**
   * The school's published pages, by site-map id. Every render reads them, for its own text and for the menus,
   * which list only the pages on the site.
   */
  function readPages(schoolCode: string): Promise<ListRead<string>> {
    return readOnSite<PublishedPage>(schoolCode, 'page', (row, updatedAt) => ({
      title: row.title,
      description: row.description,
      text: row.message,
      updatedAt,
    }));
  }

  /** The school's published disclosure, by its key, checked: one that fails its schema is left out and logged. */
  function readDisclosure(schoolCode: string, log?: CheckLog): Promise<ListRead<string>> {
    return readOnSite<PublishedDisclosure>(schoolCode, 'disclosure', (row, updatedAt) => {
      const read = disclosureFromJson(row.message);
      if (read.ok) return { disclosure: read.disclosure, updatedAt };
      // Not what is wrong with it: stored text may be anything, including what someone typed.
      log?.warn({ kind: 'disclosure' }, 'left out the stored disclosure: it fails its schema');
      return undefined;
    });
  }

  async function albumRow(schoolCode: string, id: string) {
    await schools.requireSchool(schoolCode);
    return repository.find(schoolCode, id, 'gallery', now());
  }

  return {
    /** The list as JSON text, newest first; `limit` keeps only the newest few. */
    async listJson(
      schoolCode: string,
      kind: ContentKind,
      schema: z.ZodArray<z.ZodType>,
      limit?: number,
      log?: CheckLog,
    ): Promise<string> {
      return (await readList(schoolCode, kind, schema, limit, log)).value;
    },

    /** The same, with the moment it stops holding, for caches of pages built from it. */
    readList,

    readDocuments,

    readPages,

    readDisclosure,

    /** One photo album on the site, if there is one with this id that passes its schema, as the API answers it. */
    async album(schoolCode: string, id: string, log?: CheckLog): Promise<Album | undefined> {
      const row = await albumRow(schoolCode, id);
      return row && checkedItem(row, toAlbum, albumSchema, log);
    },

    /** The same with each photo's alt text, for the site's own page, and until when that holds. */
    async readAlbum(schoolCode: string, id: string, log?: CheckLog): Promise<ListRead<LiveAlbum | undefined>> {
      const [row, nextChange] = await Promise.all([
        albumRow(schoolCode, id),
        nextChangeOf(schoolCode, 'gallery', now()),
      ]);
      return { value: row && checkedItem(row, toLiveAlbum, liveAlbumSchema, log), nextChange };
    },

    /** Drops the cached lists a change affects (change-feed.ts). */
    forget: ((change) => {
      if (change === 'everything') return cache.clear();
      for (const [key, entry] of cache) {
        if (entry.schoolCode === change.schoolCode && change.kinds.includes(entry.kind)) cache.delete(key);
      }
    }) satisfies ChangeListener,
  };
}

export type ContentService = ReturnType<typeof contentService>;
