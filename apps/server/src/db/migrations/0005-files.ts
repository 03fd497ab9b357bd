import type { Kysely } from 'kysely';

/**
 * Uploaded files as rows: who uploaded them, what they are, their checksum
 * (unique per school, so the same file uploaded twice is stored once) and
 * which items use them, so a file nothing uses any more can be removed. The
 * alt text of each attachment sits beside the list of paths the API answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('school_code', 'text', (c) => c.notNull().references('schools.code'))
    .addColumn('storage_path', 'text', (c) => c.notNull().unique())
    .addColumn('checksum', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('uploaded_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_checksum').on('files').columns(['school_code', 'checksum']).unique().execute();

  await db.schema
    .createTable('file_uses')
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('file_uses_pk', ['file_id', 'item_id'])
    .execute();
  await db.schema.createIndex('file_uses_item').on('file_uses').column('item_id').execute();

  await db.schema
    .alterTable('content_items')
    .addColumn('attachment_alts', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
