/**
 * The console's queries over stored content: every item of a kind whatever
 * its state, searched, filtered by the status staff see, paged; revisions;
 * the bin. Updates name the version they expect, so a concurrent change is
 * detected by the database, not by a read before the write.
 */
import { PostgresAdapter, sql, type ExpressionBuilder, type RawBuilder, type Updateable } from 'kysely';
import type { ConsoleKind } from '@school/shared/console-kinds';
import type { ContentKind } from '@school/shared/content-categories';
import type { ContentStatus } from '@school/shared/content-lifecycle';
import type { Db } from '../../db/database';
import type { ContentItemsTable, ContentRevisionsTable, Database } from '../../db/schema';
import type { ContentRow } from '../content/repository';
import { filesRepository } from '../files/repository';

export interface KindScope {
  schoolCode: string;
  stored: ContentKind;
  /** Records of one console kind share the stored kind; their categories tell them apart. */
  categories?: readonly string[];
}

/** Where a console kind's items are stored, for one school. */
export const kindScope = (schoolCode: string, kind: ConsoleKind): KindScope => ({
  schoolCode,
  stored: kind.stored,
  ...(kind.categories ? { categories: kind.categories } : {}),
});

type ItemsBuilder = ExpressionBuilder<Database, 'content_items'>;

/** The SQL form of `currentStatus` (content-lifecycle.ts) for one status, at `now`. */
function hasStatus(status: ContentStatus, now: string) {
  return (eb: ItemsBuilder) => {
    const live = eb('status', 'in', ['published', 'scheduled']);
    const ended = eb.and([eb('unpublish_at', 'is not', null), eb('unpublish_at', '<=', now)]);
    switch (status) {
      case 'draft':
        return eb('status', '=', 'draft');
      case 'review':
        return eb.or([eb('status', '=', 'review'), eb.and([live, eb('review_requested', '=', 1)])]);
      // A live item whose edits wait for review is listed as waiting for review, and only there.
      case 'scheduled':
        return eb.and([
          eb('status', '=', 'scheduled'),
          eb('publish_at', '>', now),
          eb.not(ended),
          eb('review_requested', '=', 0),
        ]);
      case 'published':
        return eb.and([
          live,
          eb('review_requested', '=', 0),
          eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', now)]),
          eb.or([eb('unpublish_at', 'is', null), eb('unpublish_at', '>', now)]),
        ]);
      case 'unpublished':
        return eb.or([eb('status', '=', 'unpublished'), eb.and([live, ended])]);
    }
  };
}

/** `%` and `_` typed into the search box are searched for as themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ListOptions {
  search?: string;
  status?: ContentStatus;
  now: Date;
  page: number;
  pageSize: number;
  ordered: boolean;
}

export function publishingRepository(db: Db) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const inScope = ({ schoolCode, stored, categories }: KindScope) =>
    db
      .selectFrom('content_items')
      .where('school_code', '=', schoolCode)
      .where('kind', '=', stored)
      .$if(categories !== undefined, (query) => query.where('category', 'in', [...categories!]));

  return {
    async page(scope: KindScope, options: ListOptions): Promise<{ rows: ContentRow[]; total: number }> {
      const now = options.now.toISOString();
      let query = inScope(scope).where('deleted_at', 'is', null);
      if (options.status) query = query.where(hasStatus(options.status, now));
      const search = options.search?.trim();
      if (search) {
        const pattern = likePattern(search);
        const matches = (text: RawBuilder<unknown>) =>
          sql<boolean>`lower(coalesce(${text}, '')) like ${pattern} escape '\\'`;
        query = query.where((eb) =>
          eb.or(
            (['title', 'name'] as const).flatMap((column) => [
              matches(sql`${eb.ref(column)}`),
              // A live item's edited heading waits in its draft.
              matches(postgres ? sql`(draft::json ->> ${column})` : sql`json_extract(draft, ${`$.${column}`})`),
            ]),
          ),
        );
      }
      const ordered = options.ordered
        ? query.orderBy('sort_order').orderBy('date', 'desc').orderBy('created_at', 'desc')
        : query.orderBy(sql`coalesce(updated_at, created_at)`, 'desc');
      const [rows, count] = await Promise.all([
        ordered
          .selectAll()
          .orderBy('id')
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** The item a keyed kind or a school's one item (the disclosure) is stored under `key`, unless it is in the bin. */
    byKey(scope: KindScope, key: string): Promise<ContentRow | undefined> {
      return inScope(scope).selectAll().where('key', '=', key).where('deleted_at', 'is', null).executeTakeFirst();
    },

    find(scope: KindScope, id: string): Promise<ContentRow | undefined> {
      return inScope(scope).selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * The item, locked until the transaction ends, so changes that read and write its lists one after
     * another never lose each other's work. SQLite has one writer at a time, which locks it already.
     */
    findForUpdate(scope: KindScope, id: string): Promise<ContentRow | undefined> {
      return inScope(scope)
        .selectAll()
        .where('id', '=', id)
        .$if(postgres, (query) => query.forUpdate())
        .executeTakeFirst();
    },

    /** Items needing attention on the start screen, across every kind of the school. */
    async attention(schoolCode: string, now: Date, weekAhead: Date) {
      const at = now.toISOString();
      const base = db
        .selectFrom('content_items')
        .selectAll()
        .where('school_code', '=', schoolCode)
        .where('deleted_at', 'is', null)
        .limit(50);
      const [waiting, scheduled, ending, notUploaded] = await Promise.all([
        base
          .where(hasStatus('review', at))
          .orderBy(sql`coalesce(updated_at, created_at)`, 'desc')
          .execute(),
        base.where(hasStatus('scheduled', at)).orderBy('publish_at').execute(),
        base
          .where(hasStatus('published', at))
          .where('unpublish_at', '<=', weekAhead.toISOString())
          .orderBy('unpublish_at')
          .execute(),
        // A document withdrawn on purpose (unpublished) is not waiting for anything.
        base
          .where('kind', '=', 'document')
          .where((eb) => eb.or([eb('status', 'in', ['draft', 'review']), eb('attachments', '=', '[]')]))
          .where('status', '!=', 'unpublished')
          .orderBy('title')
          .execute(),
      ]);
      return { waiting, scheduled, ending, notUploaded };
    },

    async insert(row: ContentRow): Promise<void> {
      await db.insertInto('content_items').values(row).execute();
    },

    /** Applies `changes` if the item is still at `version`, and raises the version; false if someone got there first. */
    async update(id: string, version: number, changes: Updateable<ContentItemsTable>): Promise<boolean> {
      const result = await db
        .updateTable('content_items')
        .set({ ...changes, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Applies changes that need no version check (an attachment list, under `findForUpdate`'s lock). */
    async updateUnversioned(id: string, changes: Updateable<ContentItemsTable>): Promise<void> {
      await db.updateTable('content_items').set(changes).where('id', '=', id).execute();
    },

    /** The ordered kinds' positions, top first, as the site shows them. */
    async positions(scope: KindScope): Promise<{ id: string; sort_order: number }[]> {
      return inScope(scope)
        .select(['id', 'sort_order'])
        .where('deleted_at', 'is', null)
        .orderBy('sort_order')
        .orderBy('date', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /** The position of the top item (0 when there is none), so a new one can go above it. */
    async topPosition(scope: KindScope): Promise<number> {
      const row = await inScope(scope)
        .select((eb) => eb.fn.min('sort_order').as('top'))
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.top ?? 0);
    },

    /** The keys in use that a new item's `key` could clash with: itself and its numbered forms, the bin's included. */
    async keysLike(scope: KindScope, key: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('content_items')
        .select('key')
        .where('school_code', '=', scope.schoolCode)
        .where('kind', '=', scope.stored)
        .where((eb) => eb.or([eb('key', '=', key), eb('key', 'like', `${key}-%`)]))
        .execute();
      return new Set(rows.flatMap((row) => (row.key === null ? [] : [row.key])));
    },

    async setPosition(id: string, sortOrder: number): Promise<void> {
      await db.updateTable('content_items').set({ sort_order: sortOrder }).where('id', '=', id).execute();
    },

    async addRevision(revision: ContentRevisionsTable): Promise<void> {
      await db.insertInto('content_revisions').values(revision).execute();
    },

    revisions(itemId: string) {
      return db
        .selectFrom('content_revisions')
        .selectAll()
        .where('item_id', '=', itemId)
        .orderBy('created_at', 'desc')
        .orderBy('version', 'desc')
        .execute();
    },

    latestRevision(itemId: string) {
      return db
        .selectFrom('content_revisions')
        .selectAll()
        .where('item_id', '=', itemId)
        .orderBy('created_at', 'desc')
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The school's bin, newest first: what was deleted at `since` or later (anything older waits for the purge). */
    binned(schoolCode: string, since: Date): Promise<ContentRow[]> {
      return db
        .selectFrom('content_items')
        .selectAll()
        .where('school_code', '=', schoolCode)
        .where('deleted_at', 'is not', null)
        .where('deleted_at', '>=', since.toISOString())
        .orderBy('deleted_at', 'desc')
        .execute();
    },

    /**
     * Deletes for good what has been in any school's bin since before `cutoff`; revisions and file uses go
     * with their items. Answers how many items went, and the storage paths of the files that nothing uses
     * any more, to remove.
     */
    async purgeBin(cutoff: Date): Promise<{ removed: number; freed: string[] }> {
      const expired = await db
        .selectFrom('content_items')
        .select('id')
        .where('deleted_at', 'is not', null)
        .where('deleted_at', '<', cutoff.toISOString())
        .execute();
      if (expired.length === 0) return { removed: 0, freed: [] };
      const ids = expired.map((row) => row.id);
      const files = filesRepository(db);
      const used = await files.usedBy(ids);
      await db.deleteFrom('content_items').where('id', 'in', ids).execute();
      return { removed: ids.length, freed: await files.deleteUnused(used) };
    },
  };
}

export type PublishingRepository = ReturnType<typeof publishingRepository>;
