import type { Kysely } from 'kysely';

/** The first schema: schools, published content, contact messages, visitor counts and certificates. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schools')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  let contentItems = db.schema
    .createTable('content_items')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('school_code', 'text', (column) => column.notNull().references('schools.code').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull());
  for (const name of [
    'category',
    'school_tab',
    'title',
    'description',
    'message',
    'name',
    'url',
    'video_url',
    'venue',
    'time',
    'date',
  ]) {
    contentItems = contentItems.addColumn(name, 'text', (column) => column.notNull().defaultTo(''));
  }
  await contentItems
    .addColumn('attachments', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('images', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('content_items_list')
    .on('content_items')
    .columns(['school_code', 'kind', 'date', 'created_at'])
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('school_code', 'text', (column) => column.notNull().references('schools.code').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('profession', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('visitor_counts')
    .addColumn('school_code', 'text', (column) => column.primaryKey().references('schools.code').onDelete('cascade'))
    .addColumn('count', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('tc_records')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('school_code', 'text', (column) => column.notNull().references('schools.code').onDelete('cascade'))
    .addColumn('admission_no', 'text', (column) => column.notNull())
    .addColumn('name_key', 'text', (column) => column.notNull())
    .addColumn('file_path', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('tc_records_admission', ['school_code', 'admission_no'])
    .execute();

  await db.schema
    .createTable('tc_grants')
    .addColumn('token', 'text', (column) => column.primaryKey())
    .addColumn('tc_record_id', 'text', (column) => column.notNull().references('tc_records.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('tc_grants_expiry').on('tc_grants').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tc_grants', 'tc_records', 'visitor_counts', 'contact_messages', 'content_items', 'schools']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
