/**
 * `npm run seed`: seeds the demo school into the configured database when it
 * has no school yet. `npm run seed -- --reset` first deletes the school's
 * content, visitor count and certificates and empties the file stores, then
 * seeds afresh. Contact messages are kept. Stop the server first: a running
 * server keeps serving its cached lists for a few seconds.
 */
import { rm } from 'node:fs/promises';
import { dataFolders, readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { localFileStore } from '../storage/local-file-store';
import { removeSchoolContent, seedDemoSchool, seedIfEmpty, type SeedOptions } from './seed';

const reset = process.argv.slice(2).includes('--reset');
const config = readConfig();
const db = openDatabase(config.DATABASE_URL);
const folders = dataFolders(config);

try {
  await migrateToLatest(db);
  const options: SeedOptions = {
    db,
    uploads: localFileStore(folders.uploads),
    certificates: localFileStore(folders.certificates),
    schoolCode: config.SCHOOL_CODE,
    log: { info: (details, message) => console.log(`${message}: ${JSON.stringify(details)}`) },
  };
  if (reset) {
    await removeSchoolContent(db, config.SCHOOL_CODE);
    await Promise.all([
      options.uploads.clear(),
      options.certificates.clear(),
      // Resized variants of the deleted files.
      rm(folders.imageCache, { recursive: true, force: true }),
    ]);
    await seedDemoSchool(options);
  } else if (!(await seedIfEmpty(options))) {
    console.log(`The database already has a school; run "npm run seed -- --reset" to rebuild the demo data.`);
  }
} finally {
  await db.destroy();
}
