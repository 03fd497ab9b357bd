import type { Db } from '../../db/database';

export function schoolsRepository(db: Db) {
  return {
    async exists(code: string): Promise<boolean> {
      const row = await db.selectFrom('schools').select('code').where('code', '=', code).executeTakeFirst();
      return row !== undefined;
    },

    /** Adds the school's row unless it is there already. */
    async ensure(code: string, name: string): Promise<void> {
      await db
        .insertInto('schools')
        .values({ code, name, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('code').doNothing())
        .execute();
    },
  };
}

export type SchoolsRepository = ReturnType<typeof schoolsRepository>;
