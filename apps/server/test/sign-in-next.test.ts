/**
 * Where the console's sign-in sends a member of staff afterwards (`next`), over HTTP on the real server: a page
 * of the console, with its query and fragment, and for anything else the console's start page, never an address
 * a browser would follow to another site. Both for the sign-in form's post and for the sign-in page opened by
 * someone already signed in. On SQLite, and PostgreSQL when set.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { adminBuildDir, requireBuilds } from './support/builds';
import { get, post, sessionCookie } from './support/console-requests';
import { insertSchool, schoolCode } from './support/fixtures';
import { addStaffAccounts, staffEmail, staffPassword } from './support/staff-sessions';
import { testConfig } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

/** `next` values that lead off the console: a browser would follow each to evil.example if the redirect kept it. */
const elsewhere = [
  '//evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/admin//evil.example',
  '/admin///evil.example',
  '/admin/\\evil.example',
  '/admin/%2F%2Fevil.example',
  '/admin/%5Cevil.example',
  '/admin/%5C%5Cevil.example',
  '/admin/\t/evil.example',
  '/admin/\n/evil.example',
  '/admin/..//evil.example',
  '/admin/%2e%2e//evil.example',
  'https://evil.example/admin',
  'javascript:alert(1)',
];

const startPage = '/admin';

describe.each(databaseKinds)('where sign-in goes next, on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;

  const signIn = (next: string) =>
    post(app, '/admin/sign-in', { email: staffEmail('editor'), password: staffPassword, next });
  const openSignIn = (next: string) => get(app, `/admin/sign-in?${new URLSearchParams({ next })}`, cookie);

  beforeAll(async () => {
    requireBuilds(adminBuildDir);
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    const config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir });
    await addStaffAccounts(database.db, config);
    app = await buildApp({ config, serveSite: false, serveConsole: true, seedDemo: false, db: database.db });
    cookie = sessionCookie(await signIn(startPage));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(elsewhere)('sends a new sign-in with next=%j to the start page', async (next) => {
    const answer = await signIn(next);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(startPage);
  });

  it.each(elsewhere)('sends someone already signed in, asked for next=%j, to the start page', async (next) => {
    const answer = await openSignIn(next);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(startPage);
  });

  it.each(['/admin/news?page=2', '/admin/news/4#files'])('goes on to %s, a page of the console', async (next) => {
    expect((await signIn(next)).headers.location).toBe(next);
    expect((await openSignIn(next)).headers.location).toBe(next);
  });
});
