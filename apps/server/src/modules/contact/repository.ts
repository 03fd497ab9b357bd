import { randomUUID } from 'node:crypto';
import type { ContactForm } from '@school/shared/forms';
import type { Db } from '../../db/database';

export function contactRepository(db: Db) {
  return {
    async save(schoolCode: string, form: ContactForm): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('contact_messages')
        .values({ id, school_code: schoolCode, ...form, created_at: new Date().toISOString() })
        .execute();
      return id;
    },

    list(schoolCode: string) {
      return db
        .selectFrom('contact_messages')
        .selectAll()
        .where('school_code', '=', schoolCode)
        .orderBy('created_at', 'desc')
        .execute();
    },
  };
}

export type ContactRepository = ReturnType<typeof contactRepository>;
