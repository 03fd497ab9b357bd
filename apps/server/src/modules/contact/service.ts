/**
 * A message from the site's contact form: stored, and (with SMTP_URL set) its
 * e-mail to the school queued in the same transaction, then sent after the
 * visitor has their answer. A mail server that is down never loses a message
 * or fails the visitor's request; the outbox retries (notifier.ts).
 */
import type { ContactForm } from '@school/shared/forms';
import type { Db } from '../../db/database';
import type { ContactNotifier } from './notifier';
import { contactRepository } from './repository';

export interface ContactServiceOptions {
  db: Db;
  notifier?: ContactNotifier | undefined;
  now?: () => Date;
}

export function contactService({ db, notifier, now = () => new Date() }: ContactServiceOptions) {
  return {
    async receive(schoolCode: string, form: ContactForm): Promise<void> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        const id = await contactRepository(trx).save(schoolCode, form, at);
        await notifier?.enqueueIn(trx, id, schoolCode, at);
      });
      // Not awaited: the visitor's answer never waits for the mail server.
      void notifier?.run();
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
