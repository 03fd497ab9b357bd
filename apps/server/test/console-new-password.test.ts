/**
 * A member of staff signing in with a one-time password chooses a new one, and
 * is then told it is saved. React Router sends a redirect to the console's
 * start page with a query ("/admin?done=") to the browser with the console's
 * address prefixed twice ("/admin/admin?done="), a page that does not exist,
 * so the new password leads to the Account page, which says it is saved. Both
 * as a browser without JavaScript posts it and as the console's script does
 * (a `.data` request). On SQLite, and PostgreSQL when set.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { staffAccounts } from '../src/modules/staff/staff-accounts';
import { adminBuildDir, requireBuilds, webBuildDir } from './support/builds';
import { get, post, sameSiteHeaders, sessionCookie, form } from './support/console-requests';
import { insertSchool, storeSchoolWebsite, schoolCode } from './support/fixtures';
import { testConfig } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

const newPassword = 'a-new-password-of-my-own-2026';

describe.each(databaseKinds)('choosing a new password, on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staff: Awaited<ReturnType<typeof staffAccounts>>;

  beforeAll(async () => {
    requireBuilds(adminBuildDir, webBuildDir);
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await storeSchoolWebsite(database.db, schoolCode);
    const config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir, WEB_BUILD_DIR: webBuildDir });
    staff = await staffAccounts(database.db, config);
    app = await buildApp({ config, serveSite: true, serveConsole: true, seedDemo: false, db: database.db });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A new account as an admin makes it, signed in with its one-time password: its session cookie. */
  async function newAccountSession(email: string): Promise<string> {
    const made = await staff.createAccount(
      { name: 'New editor', email, role: 'editor', schoolCode },
      { id: null, name: 'test' },
    );
    if (!made.ok) throw new Error(made.message);
    return sessionCookie(await post(app, '/admin/sign-in', { email, password: made.value.password }));
  }

  const fields = { newPassword, confirmPassword: newPassword };

  it('without JavaScript: goes to the Account page, which says the password is saved', async () => {
    const cookie = await newAccountSession('new-1@school.test');
    const answer = await post(app, '/admin/new-password', fields, cookie);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/admin/account?done=password');
    const renewed =
      ([] as string[]).concat(answer.headers['set-cookie'] ?? []).length > 0 ? sessionCookie(answer) : cookie;
    const account = await get(app, String(answer.headers.location), renewed);
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('Your new password is saved.');
  });

  it("through the console's script: the redirect names the Account page once, without the console's address", async () => {
    const cookie = await newAccountSession('new-2@school.test');
    const answer = await app.inject({
      method: 'POST',
      url: '/admin/new-password.data',
      headers: sameSiteHeaders('application/x-www-form-urlencoded', cookie),
      payload: form(fields),
    });
    expect(answer.statusCode).toBe(202);
    // The single-fetch answer carries the address the browser goes to next, below the console's basename.
    expect(answer.body).toContain('"/account?done=password"');
    expect(answer.body).not.toContain('/admin?done=');
  });
});
