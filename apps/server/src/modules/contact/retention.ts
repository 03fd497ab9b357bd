/**
 * Contact messages are a parent's private data, kept no longer than the
 * school needs them: a message received more than CONTACT_RETENTION_DAYS ago
 * is deleted. Checked at start-up and every hour; a message exactly that old
 * stays until the next check. Each deletion is written to the audit log as a
 * count, so staff can see why old messages are gone.
 */
import { inboxWords } from '@school/shared/inbox';
import type { Db } from '../../db/database';
import { hourlyTask } from '../../hourly-task';
import { auditRepository } from '../audit/repository';
import { contactRepository } from './repository';

const dayMs = 86_400_000;

export interface RetentionOptions {
  db: Db;
  schoolCode: string;
  days: number;
  log: { error(details: object, message: string): void; info(details: object, message: string): void };
  now?: () => Date;
}

export function contactRetention({ db, schoolCode, days, log, now = () => new Date() }: RetentionOptions) {
  /** Deletes what is past the period now; how many messages went. */
  async function purge(): Promise<number> {
    const at = now();
    const cutoff = new Date(at.getTime() - days * dayMs);
    return db.transaction().execute(async (trx) => {
      const removed = await contactRepository(trx).removeReceivedBefore(schoolCode, cutoff);
      if (removed > 0) {
        await auditRepository(trx).append(
          {
            schoolCode,
            userId: null,
            userName: inboxWords.retention,
            action: 'retentionDelete',
            kind: 'inbox',
            summary: `${removed} ${removed === 1 ? 'message' : 'messages'} older than ${days} days`,
          },
          at,
        );
        log.info({ removed, days }, 'old contact messages deleted');
      }
      return removed;
    });
  }

  const task = hourlyTask(purge, { log, failure: 'old contact messages could not be deleted' });
  return {
    purge,
    /** Checks now, then every hour until `stop`. */
    start: task.start,
    stop: task.stop,
  };
}

export type ContactRetention = ReturnType<typeof contactRetention>;
