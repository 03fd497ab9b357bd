/**
 * The contact inbox for staff: every call checks `inbox.handle`
 * for the signed-in member of staff and reads and changes only their own
 * school's messages. Each change, and each opening of a message, is written
 * with its audit entry in one transaction; the audit entry names the message
 * by its sender's name and id, never by its text, e-mail address or phone number.
 */
import type { AuditAction } from '@school/shared/audit-words';
import type { Outcome, StaffMember } from '@school/shared/console-source';
import {
  exportRangeSchema,
  handledSchema,
  inboxQuerySchema,
  inboxWords,
  isInboxAction,
  schoolDayRange,
  type InboxAction,
  type InboxConsole,
  type InboxMessage,
  type InboxSummary,
} from '@school/shared/inbox';
import { may } from '@school/shared/staff-permissions';
import { done, invalid, notAllowed, ok, refuse } from '../../console/outcome';
import type { Db } from '../../db/database';
import { auditRepository } from '../audit/repository';
import { inboxCsv } from './inbox-csv';
import { contactRepository, excerptLength, type ContactRow } from './repository';

export const inboxPageSize = 20;

/** The audit log's name for each change. */
const auditActions: Record<InboxAction, AuditAction> = {
  read: 'markRead',
  handled: 'markHandled',
  spam: 'markSpam',
  delete: 'deleteMessage',
};

export interface InboxServiceOptions {
  db: Db;
  timeZone: string;
  now?: () => Date;
}

const toMessage = (row: ContactRow): InboxMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  profession: row.profession,
  message: row.message,
  receivedAt: row.created_at,
  status: row.status,
  note: row.note,
  statusBy: row.status_by,
  statusAt: row.status_at,
});

export function inboxService({ db, timeZone, now = () => new Date() }: InboxServiceOptions) {
  function forStaff(staff: StaffMember, requestId: string): InboxConsole {
    const allowed = may(staff.role, 'inbox.handle');
    const audit = (trx: Db, action: AuditAction, row: ContactRow | null, summary: string, at: Date) =>
      auditRepository(trx).append(
        {
          schoolCode: staff.schoolCode,
          userId: staff.id,
          userName: staff.name,
          action,
          kind: 'inbox',
          itemId: row?.id ?? null,
          summary,
          requestId,
        },
        at,
      );
    const about = (row: ContactRow) => `Message from ${row.name}`;

    return {
      async inbox(query) {
        if (!allowed) return notAllowed();
        const parsed = inboxQuerySchema.safeParse(query);
        if (!parsed.success) return refuse(400, inboxWords.badQuery);
        const page = parsed.data.page ?? 1;
        const { rows, total } = await contactRepository(db).page(staff.schoolCode, {
          ...parsed.data,
          page,
          pageSize: inboxPageSize,
        });
        const items = rows.map((row): InboxSummary => ({
          id: row.id,
          name: row.name,
          email: row.email,
          profession: row.profession,
          excerpt: `${row.excerpt.replace(/\s+/g, ' ').trim()}${row.length > excerptLength ? '…' : ''}`,
          receivedAt: row.created_at,
          status: row.status,
        }));
        return ok({ items, total, page, pageSize: inboxPageSize });
      },

      async inboxMessage(id) {
        if (!allowed) return notAllowed();
        const at = now();
        return db.transaction().execute(async (trx): Promise<Outcome<InboxMessage>> => {
          const messages = contactRepository(trx);
          // Every reading of a visitor's words is recorded, not only the first; a reading that
          // cannot be recorded shows nothing.
          const shown = async (shownRow: ContactRow) => {
            await audit(trx, 'openMessage', shownRow, about(shownRow), at);
            return ok(toMessage(shownRow));
          };
          const row = await messages.find(staff.schoolCode, id);
          if (!row) return refuse(404, inboxWords.notFound);
          if (row.status !== 'unread') return shown(row);
          // Only the first of two people opening it at once marks it read.
          if (await messages.setStatus(staff.schoolCode, id, { status: 'read', by: staff.name, at }, 'unread')) {
            await audit(trx, auditActions.read, row, about(row), at);
            return shown({ ...row, status: 'read', status_by: staff.name, status_at: at.toISOString() });
          }
          const current = await messages.find(staff.schoolCode, id);
          return current ? shown(current) : refuse(404, inboxWords.notFound);
        });
      },

      async handleMessage(id, action, form) {
        if (!allowed) return notAllowed();
        if (!isInboxAction(action)) return refuse(400, inboxWords.unknownAction);
        let note: string | undefined;
        if (action === 'handled') {
          const parsed = handledSchema.safeParse(form);
          if (!parsed.success) return invalid(parsed.error);
          note = parsed.data.note;
        }
        const at = now();
        return db.transaction().execute(async (trx): Promise<Outcome> => {
          const messages = contactRepository(trx);
          const row = await messages.find(staff.schoolCode, id);
          if (!row) return refuse(404, inboxWords.notFound);
          // Pressed twice: the first press did it, and there is nothing more to record.
          if (action !== 'delete' && action !== 'handled' && row.status === action) return done;
          const changed =
            action === 'delete'
              ? await messages.remove(staff.schoolCode, id)
              : await messages.setStatus(staff.schoolCode, id, {
                  status: action,
                  by: staff.name,
                  at,
                  ...(note === undefined ? {} : { note }),
                });
          // Deleted by someone else since it was read above.
          if (!changed) return refuse(404, inboxWords.notFound);
          await audit(trx, auditActions[action], row, about(row), at);
          return done;
        });
      },

      async unreadMessages() {
        if (!allowed) return notAllowed();
        return ok(await contactRepository(db).countUnread(staff.schoolCode));
      },

      async exportMessages(form) {
        if (!allowed) return notAllowed();
        const parsed = exportRangeSchema.safeParse({ from: form.from, to: form.to });
        if (!parsed.success) return invalid(parsed.error);
        const { from, to } = parsed.data;
        const at = now();
        const rows = await contactRepository(db).list(staff.schoolCode, schoolDayRange(from, to, timeZone));
        await audit(
          db,
          'exportMessages',
          null,
          `${rows.length} ${rows.length === 1 ? 'message' : 'messages'}, ${from} to ${to}`,
          at,
        );
        return ok({
          fileName: `contact-messages-${from}-to-${to}.csv`,
          csv: inboxCsv(rows, timeZone),
          count: rows.length,
        });
      },
    };
  }

  return { forStaff };
}

export type InboxService = ReturnType<typeof inboxService>;
