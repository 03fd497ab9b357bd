import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The staff console: better-auth's tables (user, session, account,
 * verification, twoFactor, with the column names and types its Kysely adapter
 * expects on each dialect), a role per school, the content lifecycle on
 * `content_items`, one revision per save, and the append-only audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const bool = postgres ? 'boolean' : 'integer';
  const time = postgres ? 'timestamptz' : 'date';

  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', time, (c) => c.notNull())
    .addColumn('updatedAt', time, (c) => c.notNull())
    .addColumn('twoFactorEnabled', bool)
    .addColumn('mustChangePassword', bool, (c) => c.notNull())
    .addColumn('disabled', bool, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', time, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', time, (c) => c.notNull())
    .addColumn('updatedAt', time, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', time)
    .addColumn('refreshTokenExpiresAt', time)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', time, (c) => c.notNull())
    .addColumn('updatedAt', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', time, (c) => c.notNull())
    .addColumn('createdAt', time, (c) => c.notNull())
    .addColumn('updatedAt', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();

  await db.schema
    .createTable('twoFactor')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('backupCodes', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('verified', bool)
    .addColumn('failedVerificationCount', 'integer')
    .addColumn('lockedUntil', time)
    .execute();
  await db.schema.createIndex('twoFactor_secret_idx').on('twoFactor').column('secret').execute();
  await db.schema.createIndex('twoFactor_userId_idx').on('twoFactor').column('userId').execute();

  await db.schema
    .createTable('staff_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('school_code', 'text', (c) => c.notNull().references('schools.code').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_roles_pk', ['user_id', 'school_code'])
    .execute();

  await db.schema
    .createTable('school_settings')
    .addColumn('school_code', 'text', (c) => c.primaryKey().references('schools.code').onDelete('cascade'))
    .addColumn('require_two_factor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // SQLite adds one column per statement. Seeded rows are published; anything staff make starts as a draft.
  const lifecycleColumns: [string, 'text' | 'integer', string | number | null][] = [
    ['status', 'text', 'published'],
    ['publish_at', 'text', null],
    ['unpublish_at', 'text', null],
    ['deleted_at', 'text', null],
    /** JSON of a live item's edited fields, waiting to be published; the columns keep what the site shows. */
    ['draft', 'text', null],
    ['review_requested', 'integer', 0],
    ['review_comment', 'text', ''],
    ['sort_order', 'integer', 0],
    ['version', 'integer', 1],
    ['created_by', 'text', null],
    ['updated_by', 'text', null],
    ['updated_at', 'text', null],
  ];
  for (const [name, type, initial] of lifecycleColumns) {
    await db.schema
      .alterTable('content_items')
      .addColumn(name, type, (c) => (initial === null ? c : c.notNull().defaultTo(initial)))
      .execute();
  }
  await db.schema
    .createIndex('content_items_console')
    .on('content_items')
    .columns(['school_code', 'kind', 'deleted_at', 'status'])
    .execute();

  await db.schema
    .createTable('content_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('changed', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_revisions_item')
    .on('content_revisions')
    .columns(['item_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('school_code', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['school_code', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'content_revisions',
    'school_settings',
    'staff_roles',
    'twoFactor',
    'verification',
    'account',
    'session',
    'user',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
