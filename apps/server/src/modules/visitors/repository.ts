import type { Db } from '../../db/database';

export function visitorsRepository(db: Db) {
  return {
    /** Adds one visit in a single statement, so concurrent visits are never lost. */
    async increment(schoolCode: string): Promise<number> {
      const row = await db
        .insertInto('visitor_counts')
        .values({ school_code: schoolCode, count: 1 })
        .onConflict((conflict) =>
          conflict.column('school_code').doUpdateSet((eb) => ({ count: eb('visitor_counts.count', '+', 1) })),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async count(schoolCode: string): Promise<number> {
      const row = await db
        .selectFrom('visitor_counts')
        .select('count')
        .where('school_code', '=', schoolCode)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
  };
}

export type VisitorsRepository = ReturnType<typeof visitorsRepository>;
