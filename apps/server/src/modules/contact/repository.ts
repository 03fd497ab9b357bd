/**
 * The contact form's messages: stored as they arrive, then read, handled,
 * exported and deleted by staff in the console's inbox, and deleted when they
 * pass the retention period. Every query names the school.
 */
import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { ContactForm } from '@school/shared/forms';
import type { InboxStatus } from '@school/shared/inbox';
import type { Db } from '../../db/database';

export interface InboxFilters {
  search?: string;
  profession?: string;
  status?: InboxStatus;
  page: number;
  pageSize: number;
}

/** A status change: who made it, when, and (for handled) the note. */
export interface StatusChange {
  status: InboxStatus;
  by: string;
  at: Date;
  note?: string;
}

/** `%` and `_` typed into the search box are searched for as themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Enough of a message to tell it from the others in a list. */
export const excerptLength = 160;

export function contactRepository(db: Db) {
  return {
    async save(schoolCode: string, form: ContactForm, at = new Date()): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('contact_messages')
        .values({ id, school_code: schoolCode, ...form, created_at: at.toISOString() })
        .execute();
      return id;
    },

    /** The school's messages received in [start, end) (all of them without a range), newest first. */
    list(schoolCode: string, range?: { start: string; end: string }) {
      return db
        .selectFrom('contact_messages')
        .selectAll()
        .where('school_code', '=', schoolCode)
        .$if(range !== undefined, (query) =>
          query.where('created_at', '>=', range!.start).where('created_at', '<', range!.end),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /** One page of the inbox, newest first, with the start of each message rather than all of it. */
    async page(schoolCode: string, filters: InboxFilters) {
      let query = db.selectFrom('contact_messages').where('school_code', '=', schoolCode);
      if (filters.profession) query = query.where('profession', '=', filters.profession);
      if (filters.status) query = query.where('status', '=', filters.status);
      const search = filters.search?.trim();
      if (search) {
        const pattern = likePattern(search);
        const matches = (text: RawBuilder<unknown>) => sql<boolean>`lower(${text}) like ${pattern} escape '\\'`;
        query = query.where((eb) =>
          eb.or((['name', 'email', 'message'] as const).map((column) => matches(sql`${eb.ref(column)}`))),
        );
      }
      const [rows, count] = await Promise.all([
        query
          .select(['id', 'name', 'email', 'profession', 'created_at', 'status'])
          .select(sql<string>`substr(message, 1, ${sql.lit(excerptLength)})`.as('excerpt'))
          .select(sql<number>`length(message)`.as('length'))
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(filters.pageSize)
          .offset((filters.page - 1) * filters.pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    find(schoolCode: string, id: string) {
      return db
        .selectFrom('contact_messages')
        .selectAll()
        .where('school_code', '=', schoolCode)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async countUnread(schoolCode: string): Promise<number> {
      const row = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<string | number>().as('unread'))
        .where('school_code', '=', schoolCode)
        .where('status', '=', 'unread')
        .executeTakeFirstOrThrow();
      return Number(row.unread);
    },

    /**
     * Sets the status; with `onlyIf`, only while the message still has that status, so that of two
     * people opening it at once only one marks it read. False if no such message (or it had moved on).
     */
    async setStatus(schoolCode: string, id: string, change: StatusChange, onlyIf?: InboxStatus): Promise<boolean> {
      const result = await db
        .updateTable('contact_messages')
        .set({
          status: change.status,
          status_by: change.by,
          status_at: change.at.toISOString(),
          ...(change.note === undefined ? {} : { note: change.note }),
        })
        .where('school_code', '=', schoolCode)
        .where('id', '=', id)
        .$if(onlyIf !== undefined, (query) => query.where('status', '=', onlyIf!))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(schoolCode: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('contact_messages')
        .where('school_code', '=', schoolCode)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Deletes the school's messages received before `cutoff`; how many went. */
    async removeReceivedBefore(schoolCode: string, cutoff: Date): Promise<number> {
      const result = await db
        .deleteFrom('contact_messages')
        .where('school_code', '=', schoolCode)
        .where('created_at', '<', cutoff.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ContactRepository = ReturnType<typeof contactRepository>;
export type ContactRow = NonNullable<Awaited<ReturnType<ContactRepository['find']>>>;
