/**
 * On PostgreSQL the site reads the database's structure from its own schema only, so another schema of the
 * same database (another application's, another test file's, one being dropped) can neither hide the
 * migrator's tables from it nor fail its start.
 */
import { PostgresIntrospector, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { openDatabase } from '../src/db/database';
import {
  onPostgres,
  openTestDatabase,
  testDatabaseUrl,
  withSearchPath,
  type TestDatabase,
} from './support/test-database';

describe.runIf(onPostgres)('the database introspector on PostgreSQL', () => {
  let ours: TestDatabase;
  let other: TestDatabase;

  beforeAll(async () => {
    [ours, other] = await Promise.all([openTestDatabase('postgres'), openTestDatabase('postgres')]);
    await other.db.schema
      .createTable('other_application')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .execute();
  });
  afterAll(async () => {
    await Promise.all([ours?.close(), other?.close()]);
  });

  it('lists the tables of its own schema and no other', async () => {
    const [schema] = await ours.db.introspection.getSchemas();
    const tables = await ours.db.introspection.getTables();

    expect(tables.length).toBeGreaterThan(5);
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schema!.name]));
    expect(tables.map((table) => table.name)).toContain('content_items');
    expect(tables.map((table) => table.name)).not.toContain('other_application');
    expect(tables.map((table) => table.name)).not.toContain('kysely_migration');
  });

  it("describes its tables as Kysely's own introspector does", async () => {
    // The site's own tables, and another schema's table with a serial column.
    for (const { db } of [ours, other]) {
      const [schema] = await db.introspection.getSchemas();
      const kysely = new PostgresIntrospector(db as unknown as Kysely<unknown>);
      const theirs = (await kysely.getTables()).filter((table) => table.schema === schema!.name);
      expect(await db.introspection.getTables()).toEqual(theirs);
    }
  });

  it("lists the migrator's tables only when asked", async () => {
    const tables = await ours.db.introspection.getTables({ withInternalKyselyTables: true });

    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['kysely_migration', 'kysely_migration_lock']),
    );
  });

  it('migrates a new schema while another schema of the database already has the migrator tables', async () => {
    const url = testDatabaseUrl();
    const fresh = `t_fresh_${Date.now().toString(36)}`;
    const admin = openDatabase(url);
    try {
      await admin.schema.createSchema(fresh).execute();
      const db = openDatabase(withSearchPath(url, fresh));
      try {
        await migrateToLatest(db);
        const names = (await db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name);
        expect(names).toEqual(expect.arrayContaining(['kysely_migration', 'content_items', 'staff_roles']));
      } finally {
        await db.destroy();
      }
    } finally {
      await admin.schema.dropSchema(fresh).ifExists().cascade().execute();
      await admin.destroy();
    }
  });
});
