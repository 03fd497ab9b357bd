import { sql, type Kysely } from 'kysely';

/**
 * Transfer certificates in the staff console: each record keeps the student's
 * name as typed (for the console's list), the date of issue, the scan's type
 * (a JPEG or a PDF, downloaded as tc.jpg or tc.pdf), who added or replaced it,
 * and when and by whom it was withdrawn. A withdrawn record stays, so staff can
 * see why a look-up finds nothing; only its scan goes.
 *
 * Records stored before this kept only the folded name: that becomes their
 * name. Their date of issue was never recorded and stays empty. Their scans are
 * all JPEGs, as the path's extension says.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  const required = { student_name: '', content_type: 'image/jpeg' };
  for (const [name, fallback] of Object.entries(required)) {
    await db.schema
      .alterTable('tc_records')
      .addColumn(name, 'text', (column) => column.notNull().defaultTo(fallback))
      .execute();
  }
  for (const name of ['date_of_issue', 'created_by', 'replaced_at', 'replaced_by', 'withdrawn_at', 'withdrawn_by']) {
    await db.schema.alterTable('tc_records').addColumn(name, 'text').execute();
  }
  await sql`update tc_records set student_name = name_key`.execute(db);
  await sql`update tc_records set content_type = 'application/pdf' where file_path like '%.pdf'`.execute(db);
  // The console lists a school's certificates newest first.
  await db.schema.createIndex('tc_records_added').on('tc_records').columns(['school_code', 'created_at']).execute();
}
