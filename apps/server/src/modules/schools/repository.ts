import type { Db } from '../../db/database';

export function schoolsRepository(db: Db) {
  return {
    async exists(code: string): Promise<boolean> {
      const row = await db.selectFrom('schools').select('code').where('code', '=', code).executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type SchoolsRepository = ReturnType<typeof schoolsRepository>;
