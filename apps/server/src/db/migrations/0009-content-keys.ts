import type { Kysely } from 'kysely';

/**
 * A stable key for the items the site's pages link by name rather than find by date or category: a document
 * (`fee-structure`, served at /documents/fee-structure.pdf whatever file is current) and, later, an information
 * page (its site-map id). Unique per school and kind; other items have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_items').addColumn('key', 'text').execute();
  await db.schema
    .createIndex('content_items_key')
    .on('content_items')
    .columns(['school_code', 'kind', 'key'])
    .unique()
    .execute();
}
