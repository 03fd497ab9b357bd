/**
 * The outbox of contact notifications: one row per message whose e-mail is
 * not sent yet. A process claims a row with one conditional update before it
 * sends, so of several processes sharing the database only one sends each
 * e-mail; a claim lapses after `claimed_until`, so a process that died while
 * sending does not hold the row for ever.
 */
import type { Db } from '../../db/database';

export function outboxRepository(db: Db) {
  return {
    async add(messageId: string, schoolCode: string, at: Date): Promise<void> {
      await db
        .insertInto('contact_notifications')
        .values({
          message_id: messageId,
          school_code: schoolCode,
          next_attempt_at: at.toISOString(),
          created_at: at.toISOString(),
        })
        .execute();
    },

    /** Rows due at `now` that nobody holds, oldest due first. */
    async due(schoolCode: string, now: Date, limit: number): Promise<string[]> {
      const at = now.toISOString();
      const rows = await db
        .selectFrom('contact_notifications')
        .select('message_id')
        .where('school_code', '=', schoolCode)
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
        .orderBy('next_attempt_at')
        .orderBy('message_id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.message_id);
    },

    /**
     * Takes the row for one attempt if it is still due and free: true if this call got it. The
     * condition is checked again by the database as it writes, so two processes never both get it.
     */
    async claim(messageId: string, claim: string, now: Date, until: Date): Promise<boolean> {
      const at = now.toISOString();
      const result = await db
        .updateTable('contact_notifications')
        .set((eb) => ({ claim, claimed_until: until.toISOString(), attempts: eb('attempts', '+', 1) }))
        .where('message_id', '=', messageId)
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The claimed row with its message, to write the e-mail from. */
    claimed(messageId: string, claim: string) {
      return db
        .selectFrom('contact_notifications as n')
        .innerJoin('contact_messages as m', 'm.id', 'n.message_id')
        .select([
          'n.attempts',
          'n.created_at as queued_at',
          'm.id',
          'm.name',
          'm.email',
          'm.phone',
          'm.profession',
          'm.message',
          'm.created_at',
        ])
        .where('n.message_id', '=', messageId)
        .where('n.claim', '=', claim)
        .executeTakeFirst();
    },

    /** Sent, or given up: the row goes (only while this claim still holds it). */
    async finish(messageId: string, claim: string): Promise<void> {
      await db
        .deleteFrom('contact_notifications')
        .where('message_id', '=', messageId)
        .where('claim', '=', claim)
        .execute();
    },

    /** A failed attempt: free the row and try again at `at`. */
    async retryAt(messageId: string, claim: string, at: Date): Promise<void> {
      await db
        .updateTable('contact_notifications')
        .set({ next_attempt_at: at.toISOString(), claim: null, claimed_until: null })
        .where('message_id', '=', messageId)
        .where('claim', '=', claim)
        .execute();
    },

    /** When the next free row falls due, if any. */
    async nextDue(schoolCode: string): Promise<Date | undefined> {
      const row = await db
        .selectFrom('contact_notifications')
        .select((eb) => eb.fn.min('next_attempt_at').as('next'))
        .where('school_code', '=', schoolCode)
        .where('claim', 'is', null)
        .executeTakeFirst();
      return row?.next ? new Date(row.next) : undefined;
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
