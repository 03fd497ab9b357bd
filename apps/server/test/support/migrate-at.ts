/**
 * One process of start-together.test.ts: opens DATABASE_URL, waits until
 * START_AT (milliseconds since the epoch), so that every process migrates at
 * the same moment, then brings the schema up to date as the server does.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

const db = openDatabase(process.env.DATABASE_URL!);
await sleep(Number(process.env.START_AT) - Date.now());
try {
  await migrateToLatest(db);
} finally {
  await db.destroy();
}
