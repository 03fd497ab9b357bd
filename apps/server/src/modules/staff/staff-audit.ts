/**
 * The one way the staff services write the audit log: who did it (an actor) and what they did. A change and its
 * entry are written in one transaction; an entry alone records what better-auth did or refused by itself.
 */
import type { AuditAction } from '@school/shared/audit-words';
import type { Db } from '../../db/database';
import { auditRepository, type AuditRecord } from '../audit/repository';
import { staffRepository, type StaffRepository } from './repository';

/** Who an entry names: a member of staff, someone signing in, or a command (`id` null). */
export interface Actor {
  id: string | null;
  name: string;
  requestId?: string | null;
}

/**
 * What an entry says: `account` for sign-ins and for a member's own or an admin's changes, `staff` for new accounts
 * and new one-time passwords.
 */
export interface AuditDeed {
  action: AuditAction;
  kind: 'account' | 'staff';
  summary: string;
  itemId?: string | null;
}

/** What is done to an account (or, with no `itemId`, by signing in or to the school's settings). */
export const accountDeed = (action: AuditAction, summary: string, itemId: string | null = null): AuditDeed => ({
  action,
  kind: 'account',
  summary,
  itemId,
});

export function staffAudit(db: Db, schoolCode: string) {
  const record = (actor: Actor, deed: AuditDeed): AuditRecord => ({
    schoolCode,
    userId: actor.id,
    userName: actor.name,
    ...deed,
    requestId: actor.requestId ?? null,
  });

  return {
    /** Writes the entry alone. */
    async note(actor: Actor, deed: AuditDeed): Promise<void> {
      await auditRepository(db).append(record(actor, deed));
    },

    /** Writes the change and its entry together: neither without the other. */
    async change(actor: Actor, deed: AuditDeed, work: (accounts: StaffRepository) => Promise<void>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await work(staffRepository(trx));
        await auditRepository(trx).append(record(actor, deed));
      });
    },
  };
}

export type StaffAudit = ReturnType<typeof staffAudit>;
