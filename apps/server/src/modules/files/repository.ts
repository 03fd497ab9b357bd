/**
 * Uploaded files and which items use them. A file is found again by its
 * checksum, so the same upload is stored once; when an item stops using a
 * file and nothing else does, the file's row goes, and its bytes after it.
 */
import type { Insertable, Selectable } from 'kysely';
import type { LifecycleState } from '@school/shared/content-lifecycle';
import type { Db } from '../../db/database';
import type { FilesTable } from '../../db/schema';

export type FileRow = Selectable<FilesTable>;
/** Stored files' uploaded names and types, by storage path. */
export type FileDescriptions = ReadonlyMap<string, { name: string; contentType: string }>;

/** An item that uses a file: where it stands in its life, and the paths the site shows of it (not its draft's). */
export interface FileUser extends LifecycleState {
  shownPaths: string[];
}

const parsePaths = (json: string | null): string[] => (json ? (JSON.parse(json) as string[]) : []);

export function filesRepository(db: Db) {
  return {
    findByChecksum(schoolCode: string, checksum: string): Promise<FileRow | undefined> {
      return db
        .selectFrom('files')
        .selectAll()
        .where('school_code', '=', schoolCode)
        .where('checksum', '=', checksum)
        .executeTakeFirst();
    },

    async insert(row: Insertable<FilesTable>): Promise<void> {
      await db.insertInto('files').values(row).execute();
    },

    /**
     * Makes the item's uses exactly the files among `paths` (its published copy and its draft), and
     * deletes the rows of files it stopped using that nothing else uses. Answers their storage paths,
     * for the caller to remove once the transaction has committed.
     */
    async setUses(itemId: string, paths: readonly string[]): Promise<string[]> {
      const wanted =
        paths.length === 0
          ? []
          : await db
              .selectFrom('files')
              .select('id')
              .where('storage_path', 'in', [...new Set(paths)])
              .execute();
      const current = await db.selectFrom('file_uses').select('file_id').where('item_id', '=', itemId).execute();
      const wantedIds = new Set(wanted.map((row) => row.id));
      const currentIds = new Set(current.map((row) => row.file_id));
      const added = [...wantedIds].filter((id) => !currentIds.has(id));
      const dropped = [...currentIds].filter((id) => !wantedIds.has(id));
      if (added.length > 0) {
        await db
          .insertInto('file_uses')
          .values(added.map((file_id) => ({ file_id, item_id: itemId })))
          .execute();
      }
      if (dropped.length === 0) return [];
      await db.deleteFrom('file_uses').where('item_id', '=', itemId).where('file_id', 'in', dropped).execute();
      return this.deleteUnused(dropped);
    },

    /** Deletes the rows of those files that no item uses; answers their storage paths. */
    async deleteUnused(fileIds: readonly string[]): Promise<string[]> {
      if (fileIds.length === 0) return [];
      const unused = await db
        .selectFrom('files')
        .select(['id', 'storage_path'])
        .where('id', 'in', [...fileIds])
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('file_uses').select('file_id').whereRef('file_uses.file_id', '=', 'files.id'))),
        )
        .execute();
      if (unused.length === 0) return [];
      await db
        .deleteFrom('files')
        .where(
          'id',
          'in',
          unused.map((row) => row.id),
        )
        .execute();
      return unused.map((row) => row.storage_path);
    },

    /** What each stored file was called when it was uploaded, and its type, by storage path (for the paths that are rows). */
    async describe(paths: readonly string[]): Promise<FileDescriptions> {
      if (paths.length === 0) return new Map();
      const rows = await db
        .selectFrom('files')
        .select(['storage_path', 'original_name', 'content_type'])
        .where('storage_path', 'in', [...new Set(paths)])
        .execute();
      return new Map(rows.map((row) => [row.storage_path, { name: row.original_name, contentType: row.content_type }]));
    },

    /**
     * The items that use the file at this path, with their lifecycle and the files their published copy shows;
     * undefined when the path has no row (a file the demo seeded).
     */
    async usersOf(storagePath: string): Promise<FileUser[] | undefined> {
      const rows = await db
        .selectFrom('files')
        .leftJoin('file_uses', 'file_uses.file_id', 'files.id')
        .leftJoin('content_items', 'content_items.id', 'file_uses.item_id')
        .select([
          'content_items.status',
          'content_items.publish_at',
          'content_items.unpublish_at',
          'content_items.deleted_at',
          'content_items.attachments',
          'content_items.images',
        ])
        .where('files.storage_path', '=', storagePath)
        .execute();
      if (rows.length === 0) return undefined;
      return rows.flatMap((row) =>
        row.status === null
          ? []
          : [
              {
                status: row.status,
                publishAt: row.publish_at,
                unpublishAt: row.unpublish_at,
                deletedAt: row.deleted_at,
                shownPaths: [...parsePaths(row.attachments), ...parsePaths(row.images)],
              },
            ],
      );
    },

    /** The files these items use, for an item deleted for good. */
    async usedBy(itemIds: readonly string[]): Promise<string[]> {
      if (itemIds.length === 0) return [];
      const rows = await db
        .selectFrom('file_uses')
        .select('file_id')
        .distinct()
        .where('item_id', 'in', [...itemIds])
        .execute();
      return rows.map((row) => row.file_id);
    },
  };
}

export type FilesRepository = ReturnType<typeof filesRepository>;
