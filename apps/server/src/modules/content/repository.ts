/**
 * Queries over the content the public site shows: only items that are on the
 * site at the moment of the query (content-lifecycle.ts, `isOnSite`), in the
 * order staff set, then newest first: by the item's date, then by when it was added.
 */
import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { ContentKind } from '@school/shared/content-categories';
import type { Db } from '../../db/database';
import type { ContentItemsTable, Database } from '../../db/schema';

export type ContentRow = Selectable<ContentItemsTable>;
export type NewContent = Insertable<ContentItemsTable>;

/** When a keyed item's copy on the site last changed (ISO): its last save, else when it was published, else made. */
export const changedOnSiteAt = (row: Pick<ContentRow, 'updated_at' | 'publish_at' | 'created_at'>): string =>
  row.updated_at ?? row.publish_at ?? row.created_at;

/** The SQL form of `isOnSite`: stored instants are ISO strings, which compare as text in both databases. */
export function onSiteAt(now: string) {
  return (eb: ExpressionBuilder<Database, 'content_items'>) =>
    eb.and([
      eb('deleted_at', 'is', null),
      eb('status', 'in', ['published', 'scheduled']),
      eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', now)]),
      eb.or([eb('unpublish_at', 'is', null), eb('unpublish_at', '>', now)]),
    ]);
}

export function contentRepository(db: Db) {
  return {
    list(schoolCode: string, kind: ContentKind, now: Date, limit?: number): Promise<ContentRow[]> {
      let query = db
        .selectFrom('content_items')
        .selectAll()
        .where('school_code', '=', schoolCode)
        .where('kind', '=', kind)
        .where(onSiteAt(now.toISOString()))
        .orderBy('sort_order')
        .orderBy('date', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id');
      if (limit !== undefined) query = query.limit(limit);
      return query.execute();
    },

    /** One item of the school's on the site now; an item of another school is not found. */
    find(schoolCode: string, id: string, kind: ContentKind, now: Date): Promise<ContentRow | undefined> {
      return db
        .selectFrom('content_items')
        .selectAll()
        .where('school_code', '=', schoolCode)
        .where('id', '=', id)
        .where('kind', '=', kind)
        .where(onSiteAt(now.toISOString()))
        .executeTakeFirst();
    },

    /** The school's item of this kind that pages link by `key` (a document), if it is on the site now. */
    findByKey(schoolCode: string, kind: ContentKind, key: string, now: Date): Promise<ContentRow | undefined> {
      return db
        .selectFrom('content_items')
        .selectAll()
        .where('school_code', '=', schoolCode)
        .where('kind', '=', kind)
        .where('key', '=', key)
        .where(onSiteAt(now.toISOString()))
        .executeTakeFirst();
    },

    /**
     * The school's items of this kind that pages link by `key` (its documents) and that are on the site now, with
     * the files of each (the first is the one served) and when it was last changed.
     */
    listKeyed(schoolCode: string, kind: ContentKind, now: Date) {
      return db
        .selectFrom('content_items')
        .select(['key', 'title', 'description', 'message', 'attachments', 'created_at', 'publish_at', 'updated_at'])
        .where('school_code', '=', schoolCode)
        .where('kind', '=', kind)
        .where('key', 'is not', null)
        .where(onSiteAt(now.toISOString()))
        .orderBy('key')
        .execute();
    },

    /** The next moment after `now` when an item of this kind appears or leaves: a cached list must not outlive it. */
    async nextChange(schoolCode: string, kind: ContentKind, now: Date): Promise<string | undefined> {
      const at = now.toISOString();
      const live = db
        .selectFrom('content_items')
        .where('school_code', '=', schoolCode)
        .where('kind', '=', kind)
        .where('deleted_at', 'is', null)
        .where('status', 'in', ['published', 'scheduled']);
      const [starts, ends] = await Promise.all([
        live
          .select((eb) => eb.fn.min('publish_at').as('next'))
          .where('publish_at', '>', at)
          .executeTakeFirst(),
        live
          .select((eb) => eb.fn.min('unpublish_at').as('next'))
          .where('unpublish_at', '>', at)
          .executeTakeFirst(),
      ]);
      return [starts?.next, ends?.next].filter((instant): instant is string => typeof instant === 'string').sort()[0];
    },

    async insert(items: NewContent[]): Promise<void> {
      if (items.length === 0) return;
      await db.insertInto('content_items').values(items).execute();
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
