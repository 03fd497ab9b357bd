/**
 * The server as the upload tests use it: one school, the demo staff roles
 * signed in (cookies for inject, consoles for the publishing service as the
 * console's pages call it), on the same database and storage, and a way to
 * empty both between tests.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@school/shared/staff-permissions';
import { dataFolders, type Config } from '../../src/config';
import { changeFeed } from '../../src/modules/content/change-feed';
import { filesService } from '../../src/modules/files/service';
import { binPurge } from '../../src/modules/publishing/bin-purge';
import { publishingService, type PublishingConsole } from '../../src/modules/publishing/service';
import { openFileStores } from '../../src/storage/file-stores';
import { imageVariants } from '../../src/storage/image-variants';
import { staffMember } from './staff-fixtures';
import { signedInApiApp, type RoleMap } from './staff-sessions';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

export interface UploadApp {
  database: TestDatabase;
  config: Config;
  app: FastifyInstance;
  cookies: RoleMap;
  consoles: (role: StaffRole) => PublishingConsole;
  /** Runs the hourly bin purge now, removing the files it frees from storage. */
  purgeBin(): Promise<number>;
  /** Where uploads are stored. */
  uploadsDir: string;
  /** Deletes every item, file row and stored file. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** `settings` are more of the server's settings, such as an S3 bucket's. */
export async function openUploadApp(kind: DatabaseKind, settings: Record<string, string> = {}): Promise<UploadApp> {
  const database = await openTestDatabase(kind);
  const { config, ids, cookies, app } = await signedInApiApp(database, settings);

  // The test's own view of the same database and storage, as the console's pages see it.
  const folders = dataFolders(config);
  const stores = openFileStores(config);
  const { uploads, imageCache } = stores;
  const files = filesService({
    uploads,
    variants: imageVariants(uploads, imageCache),
    tempDir: folders.uploadTemp,
    log: app.log,
  });
  const publishing = publishingService({
    db: database.db,
    feed: changeFeed({ databaseUrl: database.url, warn: () => undefined }),
    timeZone: 'Asia/Kolkata',
    removeFiles: files.removeStored,
  });

  return {
    database,
    config,
    app,
    cookies,
    consoles: (role) => publishing.forStaff(staffMember(role, { id: ids[role] }), 'test'),
    purgeBin: binPurge({ db: database.db, removeFiles: files.removeStored, log: app.log }).run,
    uploadsDir: folders.uploads,
    async clear() {
      await database.db.deleteFrom('file_uses').execute();
      await database.db.deleteFrom('files').execute();
      await database.db.deleteFrom('content_revisions').execute();
      await database.db.deleteFrom('content_items').execute();
      await uploads.clear();
    },
    async close() {
      await app.close();
      stores.close();
      await database.close();
    },
  };
}
