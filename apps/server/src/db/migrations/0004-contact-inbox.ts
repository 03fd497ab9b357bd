import type { Kysely } from 'kysely';

/**
 * The contact inbox: each message's status (unread until someone
 * opens it), the note of whoever handled it, and who changed it last; and the
 * outbox of e-mail notifications still to send, kept in the database so that
 * retries survive a restart and several server processes can share the work.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  const columns: [string, string | null][] = [
    ['status', 'unread'],
    ['note', ''],
    ['status_by', null],
    ['status_at', null],
  ];
  for (const [name, initial] of columns) {
    await db.schema
      .alterTable('contact_messages')
      .addColumn(name, 'text', (c) => (initial === null ? c : c.notNull().defaultTo(initial)))
      .execute();
  }
  // The inbox lists a school's messages newest first; retention deletes its oldest.
  await db.schema
    .createIndex('contact_messages_school_created')
    .on('contact_messages')
    .columns(['school_code', 'created_at'])
    .execute();
  await db.schema
    .createIndex('contact_messages_school_status')
    .on('contact_messages')
    .columns(['school_code', 'status'])
    .execute();

  await db.schema
    .createTable('contact_notifications')
    .addColumn('message_id', 'text', (c) => c.primaryKey().references('contact_messages.id').onDelete('cascade'))
    .addColumn('school_code', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claim', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_notifications_due')
    .on('contact_notifications')
    .columns(['school_code', 'next_attempt_at'])
    .execute();
}
