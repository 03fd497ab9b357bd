/**
 * The append-only audit log: every sign-in, account change and content
 * change, written in the same transaction as the change it records. It holds
 * who, what, which item, when and the request id; never a password, a
 * session token or the body of a parent's message.
 */
import type { AuditAction } from '@school/shared/audit-words';
import type { AuditEntry, AuditQuery, Page } from '@school/shared/console-source';
import type { Db } from '../../db/database';

export interface AuditRecord {
  schoolCode: string | null;
  userId: string | null;
  userName: string;
  /** One of the actions the console has words for, so the audit log never shows a bare name. */
  action: AuditAction;
  kind: string;
  itemId?: string | null;
  /** A short description staff can read: an item's heading, an account's e-mail address. */
  summary: string;
  requestId?: string | null;
}

/** Summaries are bounded: a heading or an address typed by someone must not fill the table. */
const summaryLimit = 200;

export const auditPageSize = 50;

export function auditRepository(db: Db) {
  return {
    async append(record: AuditRecord, at = new Date()): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          id: crypto.randomUUID(),
          school_code: record.schoolCode,
          at: at.toISOString(),
          user_id: record.userId,
          user_name: record.userName.slice(0, summaryLimit),
          action: record.action,
          kind: record.kind,
          item_id: record.itemId ?? null,
          summary: record.summary.slice(0, summaryLimit),
          request_id: record.requestId ?? null,
        })
        .execute();
    },

    async page(schoolCode: string, query: AuditQuery): Promise<Page<AuditEntry>> {
      const page = Math.max(1, query.page ?? 1);
      let filtered = db.selectFrom('audit_log').where('school_code', '=', schoolCode);
      if (query.person) filtered = filtered.where('user_name', '=', query.person);
      if (query.kind) filtered = filtered.where('kind', '=', query.kind);
      if (query.from) filtered = filtered.where('at', '>=', `${query.from}T00:00:00.000Z`);
      if (query.to) filtered = filtered.where('at', '<=', `${query.to}T23:59:59.999Z`);
      const [rows, count] = await Promise.all([
        filtered
          .selectAll()
          .orderBy('at', 'desc')
          .orderBy('id')
          .limit(auditPageSize)
          .offset((page - 1) * auditPageSize)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.at,
          userName: row.user_name,
          action: row.action,
          kind: row.kind,
          itemId: row.item_id,
          summary: row.summary,
          requestId: row.request_id,
        })),
        total: Number(count.total),
        page,
        pageSize: auditPageSize,
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
