/** Rows for the repository and API tests: schools, content rows of each kind, known dates, the error shape. */
import { randomUUID } from 'node:crypto';
import { openDatabase, type Db } from '../../src/db/database';
import type { ContentKind } from '@school/shared/content-categories';
import type { NewContent } from '../../src/modules/content/repository';
import { profileRepository } from '../../src/modules/schools/profile-repository';
import { demoProfile } from '@school/content/demo/profile';
import { demoPages } from '../../src/seed/demo-pages';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

export const schoolCode = 'test';
/** A second school whose rows must never appear in the first one's answers. */
export const otherSchoolCode = 'other';

export async function insertSchool(db: Db, code: string, name = `School ${code}`): Promise<void> {
  await db.insertInto('schools').values({ code, name, created_at: new Date().toISOString() }).execute();
}

/** A test database (`openTestDatabase`) with the test school and the other school in it. */
export async function openTestSchools(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await openTestDatabase(kind);
  await insertSchool(database.db, schoolCode);
  await insertSchool(database.db, otherSchoolCode);
  return database;
}

/**
 * Gives the school the demo school's profile, as its admin would in the console: until a school has one, every page
 * of its site is the holding page. The school's row must be there (the app adds it when it starts).
 */
export async function storeSchoolProfile(db: Db, code: string): Promise<void> {
  await profileRepository(db).save(code, 0, JSON.stringify(demoProfile()), 'Test set-up', new Date().toISOString());
}

/**
 * Publishes the demo school's text of the site map's pages (all, or those named) for the school, as its staff would
 * from the console: a page whose text is not published answers 404.
 */
export async function storeDemoPages(db: Db, code: string, ids?: readonly string[]): Promise<void> {
  const pages = demoPages().filter((page) => !ids || ids.includes(page.key ?? ''));
  await insertContent(
    db,
    pages.map(({ key, title, description, message }) =>
      contentRow('page', { school_code: code, key, title, description, message }),
    ),
  );
}

/**
 * The demo school's profile and pages, so that every page of the site map shows. The profile comes last: no page reads
 * the pages before the school has one, so none can keep a read of them from before they were all there.
 */
export async function storeSchoolWebsite(db: Db, code: string): Promise<void> {
  await storeDemoPages(db, code);
  await storeSchoolProfile(db, code);
}

/** The same, for an app that opened its database itself (from `DATABASE_URL`). */
export async function storeSchoolWebsiteAt(databaseUrl: string, code: string): Promise<void> {
  const db = openDatabase(databaseUrl);
  try {
    await storeSchoolWebsite(db, code);
  } finally {
    await db.destroy();
  }
}

/** A content row of one kind; columns the kind does not use are empty, as the table's defaults. */
export function contentRow(kind: ContentKind, fields: Partial<NewContent> = {}): NewContent {
  return {
    id: randomUUID(),
    school_code: schoolCode,
    kind,
    category: '',
    school_tab: '',
    title: `${kind} ${randomUUID().slice(0, 8)}`,
    description: '',
    message: '',
    name: '',
    url: '',
    video_url: '',
    venue: '',
    time: '',
    date: '',
    attachments: '[]',
    images: '[]',
    created_at: new Date().toISOString(),
    ...fields,
  };
}

export async function insertContent(db: Db, rows: NewContent[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('content_items').values(rows).execute();
}

/** An ISO day `n` days after 1 March 2026, for dates whose order is known. */
export function day(n: number): string {
  return new Date(Date.UTC(2026, 2, 1 + n)).toISOString().slice(0, 10);
}

/** An ISO timestamp `n` minutes after 1 March 2026, for `created_at` values whose order is known. */
export function minute(n: number): string {
  return new Date(Date.UTC(2026, 2, 1, 8, n)).toISOString();
}

/** The `{"error": {"code", "message"}}` shape of every API error. */
export function expectErrorShape(body: unknown): { code: string; message: string } {
  if (typeof body !== 'object' || body === null || !('error' in body)) {
    throw new Error(`not an API error: ${JSON.stringify(body)}`);
  }
  const { error } = body as { error: unknown };
  if (
    typeof error !== 'object' ||
    error === null ||
    Object.keys(error).sort().join() !== 'code,message' ||
    typeof (error as { code: unknown }).code !== 'string' ||
    typeof (error as { message: unknown }).message !== 'string' ||
    Object.keys(body).length !== 1
  ) {
    throw new Error(`not an API error: ${JSON.stringify(body)}`);
  }
  return error as { code: string; message: string };
}

/** What the promise rejects with; fails the test when it resolves. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}
