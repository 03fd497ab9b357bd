/**
 * Items stay in the bin for `binDays` (content-lifecycle.ts) and are then
 * deleted for good, with their revisions and any files nothing else uses,
 * whether or not anyone opens the Bin. Checked at start-up and every hour, for
 * every school; an item exactly that long in the bin stays until the next
 * check (the Bin stops listing it at once).
 */
import { binDays } from '@school/shared/content-lifecycle';
import type { Db } from '../../db/database';
import { hourlyTask } from '../../hourly-task';
import { publishingRepository } from './repository';

const dayMs = 86_400_000;

/** The moment before which a binned item is due to go, at `now`. */
export const binCutoff = (now: Date): Date => new Date(now.getTime() - binDays * dayMs);

/** When an item that went in the bin at `deletedAt` is due to go. */
export const purgeTime = (deletedAt: string): string => new Date(Date.parse(deletedAt) + binDays * dayMs).toISOString();

export interface BinPurgeOptions {
  db: Db;
  /** Removes stored files nothing uses any more, once the purge that freed them has committed. */
  removeFiles: (paths: readonly string[]) => Promise<void>;
  log: { error(details: object, message: string): void; info(details: object, message: string): void };
  now?: () => Date;
}

export function binPurge({ db, removeFiles, log, now = () => new Date() }: BinPurgeOptions) {
  /** Deletes what is past its time in every school's bin now; how many items went. */
  async function run(): Promise<number> {
    const cutoff = binCutoff(now());
    const { removed, freed } = await db.transaction().execute((trx) => publishingRepository(trx).purgeBin(cutoff));
    await removeFiles(freed);
    if (removed > 0) log.info({ removed, days: binDays }, 'items past their time in the bin deleted');
    return removed;
  }

  return { run, ...hourlyTask(run, { log, failure: 'items past their time in the bin could not be deleted' }) };
}

export type BinPurge = ReturnType<typeof binPurge>;
