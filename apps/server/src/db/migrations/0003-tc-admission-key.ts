import type { Kysely } from 'kysely';

/**
 * The rule as it was when this migration was written, kept here: a migration must do the same thing whenever a
 * database first meets it, whatever the live rule (modules/tc/service.ts) becomes later.
 */
const admissionKey = (admission: string) => admission.normalize('NFC').trim().toLowerCase();

/**
 * Admission numbers are matched without regard to case (a phone keyboard
 * capitalises only the first letter): each record keeps its number folded by
 * `admissionKey`, unique per school, so the look-up is one indexed equality on
 * SQLite and PostgreSQL alike, with no dialect's own idea of lower case.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const tc = db as unknown as Kysely<{ tc_records: { id: string; admission_no: string; admission_key: string } }>;
  await tc.schema
    .alterTable('tc_records')
    .addColumn('admission_key', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  const records = await tc.selectFrom('tc_records').select(['id', 'admission_no']).execute();
  for (const record of records) {
    await tc
      .updateTable('tc_records')
      .set({ admission_key: admissionKey(record.admission_no) })
      .where('id', '=', record.id)
      .execute();
  }
  await tc.schema
    .createIndex('tc_records_admission_key')
    .on('tc_records')
    .columns(['school_code', 'admission_key'])
    .unique()
    .execute();
}
