import type { Kysely } from 'kysely';

/**
 * A two-factor code signs in once: each authenticator key keeps the last 30-second step a code was taken for, and
 * a code of that step or an earlier one is refused (modules/staff/one-use-codes.ts). A key set up before this has
 * taken none yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('twoFactor')
    .addColumn('lastTotpStep', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}
