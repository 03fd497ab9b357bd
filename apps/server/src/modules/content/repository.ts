/** Queries over published content. Lists are newest first: by the item's date, then by when it was added. */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ContentItemsTable, ContentKind } from '../../db/schema';

export type ContentRow = Selectable<ContentItemsTable>;
export type NewContent = Insertable<ContentItemsTable>;

export function contentRepository(db: Db) {
  return {
    list(schoolCode: string, kind: ContentKind, limit?: number): Promise<ContentRow[]> {
      let query = db
        .selectFrom('content_items')
        .selectAll()
        .where('school_code', '=', schoolCode)
        .where('kind', '=', kind)
        .orderBy('date', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id');
      if (limit !== undefined) query = query.limit(limit);
      return query.execute();
    },

    find(id: string, kind: ContentKind): Promise<ContentRow | undefined> {
      return db
        .selectFrom('content_items')
        .selectAll()
        .where('id', '=', id)
        .where('kind', '=', kind)
        .executeTakeFirst();
    },

    async insert(items: NewContent[]): Promise<void> {
      if (items.length === 0) return;
      await db.insertInto('content_items').values(items).execute();
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
