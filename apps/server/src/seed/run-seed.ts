/**
 * `npm run seed`: seeds the demo school into the configured database when the
 * school has no content yet. `npm run seed -- --reset` first deletes the
 * school's content, visitor count and certificates and empties the file
 * stores, then seeds afresh; it refuses when staff have made or changed
 * content in the console, unless `--force` is given too. Contact messages are
 * kept. Stop the server first: a running server keeps serving its cached lists
 * for a few seconds.
 */
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { openFileStores } from '../storage/file-stores';
import { hasStaffContent, removeSchoolContent, seedDemoSchool, seedIfEmpty, type SeedOptions } from './seed';

const flags = new Set(process.argv.slice(2));
const config = readConfig();
const db = openDatabase(config.DATABASE_URL);
const stores = openFileStores(config);

try {
  await migrateToLatest(db);
  const options: SeedOptions = {
    db,
    uploads: stores.uploads,
    certificates: stores.certificates,
    schoolCode: config.SCHOOL_CODE,
    log: { info: (details, message) => console.log(`${message}: ${JSON.stringify(details)}`) },
  };
  if (flags.has('--reset')) {
    if (!flags.has('--force') && (await hasStaffContent(db, config.SCHOOL_CODE))) {
      console.error('The database has content made by staff; run with --force to delete it and reseed.');
      process.exitCode = 1;
    } else {
      await removeSchoolContent(db, config.SCHOOL_CODE);
      await Promise.all([
        stores.uploads.clear(),
        stores.certificates.clear(),
        // Resized variants of the deleted files.
        stores.imageCache.clear(),
      ]);
      await seedDemoSchool(options);
    }
  } else if (!(await seedIfEmpty(options))) {
    console.log(`The school already has content; run "npm run seed -- --reset" to rebuild the demo data.`);
  }
} finally {
  await db.destroy();
  stores.close();
}
