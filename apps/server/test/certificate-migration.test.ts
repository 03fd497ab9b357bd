/**
 * Migration 0006 on a database that already holds certificates (the demo's,
 * or a school's from before the console): each keeps its look-up, takes its
 * folded name as its name and its type from its file, and is neither dated
 * nor withdrawn. On SQLite, and PostgreSQL when set.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database';
import * as initial from '../src/db/migrations/0001-initial';
import * as staffConsole from '../src/db/migrations/0002-console';
import * as tcAdmissionKey from '../src/db/migrations/0003-tc-admission-key';
import * as contactInbox from '../src/db/migrations/0004-contact-inbox';
import * as files from '../src/db/migrations/0005-files';
import * as certificates from '../src/db/migrations/0006-certificates';
import { tcRepository } from '../src/modules/tc/repository';
import { admissionKey } from '../src/modules/tc/service';
import { databaseKinds, testDatabaseUrl, withSearchPath, type DatabaseKind } from './support/test-database';

const before = [initial, staffConsole, tcAdmissionKey, contactInbox, files];

/** A database of this kind at 0005, with no migration bookkeeping; `close` removes it. */
async function databaseAt0005(kind: DatabaseKind): Promise<{ db: Db; close: () => Promise<void> }> {
  let db: Db;
  let drop: () => Promise<void>;
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'migration-'));
    db = openDatabase(path.join(dir, 'school.db'));
    drop = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const url = testDatabaseUrl();
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = async (query: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(query);
      } finally {
        await client.end();
      }
    };
    await admin(`create schema ${schema}`);
    db = openDatabase(withSearchPath(url, schema));
    drop = () => admin(`drop schema if exists ${schema} cascade`);
  }
  for (const migration of before) await migration.up(db as unknown as Kysely<unknown>);
  return {
    db,
    close: async () => {
      await db.destroy();
      await drop();
    },
  };
}

describe.each(databaseKinds)('migration 0006 on %s', (kind) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('keeps the certificates stored before it, each still found by the look-up', async () => {
    const opened = await databaseAt0005(kind);
    close = opened.close;
    const { db } = opened;
    await db
      .insertInto('schools')
      .values({ code: 'hvps', name: 'School', created_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    const old = db as unknown as Kysely<{
      tc_records: {
        id: string;
        school_code: string;
        admission_no: string;
        admission_key: string;
        name_key: string;
        file_path: string;
        created_at: string;
      };
    }>;
    await old
      .insertInto('tc_records')
      .values([
        {
          id: 'a',
          school_code: 'hvps',
          admission_no: 'HV/10283',
          admission_key: 'hv/10283',
          name_key: 'ananya reddy',
          file_path: '5a7d1e0c-7d4e-4b8e-9d50-1f0c2d3e4f5a.jpg',
          created_at: '2026-01-01T00:00:00.000Z',
        },
        {
          id: 'b',
          school_code: 'hvps',
          admission_no: 'HV/2',
          admission_key: 'hv/2',
          name_key: 'ravi kumar',
          file_path: '6b7d1e0c-7d4e-4b8e-9d50-1f0c2d3e4f5a.pdf',
          created_at: '2026-01-01T00:00:00.000Z',
        },
      ])
      .execute();

    await certificates.up(db as unknown as Kysely<unknown>);

    const rows = await db.selectFrom('tc_records').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'a',
        student_name: 'ananya reddy',
        content_type: 'image/jpeg',
        date_of_issue: null,
        created_by: null,
        withdrawn_at: null,
      }),
      expect.objectContaining({ id: 'b', student_name: 'ravi kumar', content_type: 'application/pdf' }),
    ]);
    expect(await tcRepository(db).findByAdmission('hvps', admissionKey('HV/10283'))).toEqual({
      id: 'a',
      name_key: 'ananya reddy',
    });
  });
});
