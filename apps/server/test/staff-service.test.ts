/**
 * Staff accounts on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set: one-time passwords and the first new password,
 * the session cookie, one message for every wrong sign-in, the failure
 * limits per account and per address, signing out on the server, what admins
 * do to accounts (and nobody else may), roles per school, two-factor sign-in
 * with a code an authenticator app would show, the school's setting that
 * requires it, and the audit log: every step written, in the same
 * transaction, with no password in it or in the logs.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '@school/shared/console-messages';
import type { StaffRole } from '@school/shared/staff-permissions';
import type { Config } from '../src/config';
import { staffAccounts } from '../src/modules/staff/staff-accounts';
import type { StaffService } from '../src/modules/staff/service';
import { insertSchool, otherSchoolCode, schoolCode } from './support/fixtures';
import { refusal, value } from './support/outcomes';
import { demoProfile } from '@school/content/demo/profile';
import { profileRepository } from '../src/modules/schools/profile-repository';
import {
  auditCount,
  auditRows,
  auditText,
  authenticatorCode,
  cookieHeader,
  requestInfo,
  withoutAuditTable,
} from './support/staff-fixtures';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';
import { testConfig } from './support/test-app';

const password = 'correct horse battery';

it('works out authenticator codes as RFC 6238 does', () => {
  const key = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // "12345678901234567890"
  expect(authenticatorCode(key, 59_000)).toBe('287082');
  expect(authenticatorCode(key, 1_111_111_109_000)).toBe('081804');
  expect(authenticatorCode(key, 2_000_000_000_000)).toBe('279037');
});

describe.each(databaseKinds)('staff accounts on %s', (kind) => {
  let database: TestDatabase;
  let config: Config;
  let staff: StaffService;
  let made = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await insertSchool(database.db, otherSchoolCode);
    const profile = JSON.stringify({ ...demoProfile(), name: 'Riverside Public School' });
    await profileRepository(database.db).save(schoolCode, 0, profile, 'Test set-up', new Date().toISOString());
    config = testConfig(database);
  });

  afterAll(async () => {
    await database?.close();
  });

  beforeEach(async () => {
    const { db } = database;
    // better-auth's own tables first (verification and twoFactor are not in our Kysely types), then ours.
    for (const table of ['session', 'twoFactor', 'account', 'verification', 'staff_roles', 'school_settings', 'user']) {
      await sql`delete from ${sql.table(table)}`.execute(db);
    }
    await db.deleteFrom('audit_log').execute();
    // A new service: new, empty sign-in limits.
    staff = await staffAccounts(db, config);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A new account at this school (or another); without `chosen`, a one-time password that must be changed. */
  async function account(role: StaffRole, options: { chosen?: string; school?: string; email?: string } = {}) {
    made += 1;
    const email = options.email ?? `${role}.${made}@school.example.org`;
    const created = value(
      await staff.createAccount(
        {
          name: `${role} person ${made}`,
          email,
          role,
          schoolCode: options.school ?? schoolCode,
          ...(options.chosen ? { password: options.chosen } : {}),
        },
        { id: null, name: 'setup' },
      ),
    );
    return { ...created.account, password: created.password };
  }

  async function signIn(email: string, typed: string, address?: string) {
    return staff.signIn({ email, password: typed }, requestInfo('', address));
  }

  /** Signed in: the cookie a browser would hold, and the member of staff the session gives. */
  async function session(email: string, typed: string) {
    const answer = value(await signIn(email, typed));
    expect(answer.codeRequired).toBe(false);
    const cookie = cookieHeader(answer.headers);
    const member = await staff.sessionFor(new Headers({ cookie }));
    if (!member) throw new Error('no session after signing in');
    return { cookie, member, console: staff.forStaff(member, requestInfo(cookie)) };
  }

  const sessionFor = (cookie: string) => staff.sessionFor(new Headers({ cookie }));

  const sessionCount = async (userId: string) =>
    Number(
      (
        await database.db
          .selectFrom('session')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).count,
    );

  /** The accounts' rows a refused admin action must leave as they were. */
  async function accountsSnapshot() {
    const { db } = database;
    return {
      users: await db.selectFrom('user').selectAll().orderBy('id').execute(),
      logins: await db.selectFrom('account').select(['userId', 'password']).orderBy('userId').execute(),
      roles: await db.selectFrom('staff_roles').selectAll().orderBy('user_id').execute(),
      sessions: await db.selectFrom('session').select(['token', 'userId']).orderBy('token').execute(),
      settings: await db.selectFrom('school_settings').selectAll().execute(),
      audit: await auditCount(db),
    };
  }

  describe('a new account', () => {
    it('gets a one-time password that signs in and must then be changed', async () => {
      const editor = await account('editor');
      expect(editor.password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(editor).toMatchObject({ role: 'editor', disabled: false, twoFactorEnabled: false });

      const answer = value(await signIn(editor.email, editor.password));
      expect(answer.codeRequired).toBe(false);
      const cookies = answer.headers.getSetCookie();
      const sessionCookie = cookies.find((line) => line.startsWith('staff.session_token='));
      expect(sessionCookie).toBeDefined();
      expect(sessionCookie).toMatch(/;\s*HttpOnly/i);
      expect(sessionCookie).toMatch(/;\s*SameSite=Lax/i);
      expect(sessionCookie).not.toMatch(/;\s*Secure/i); // the test site is http://localhost

      const cookie = cookieHeader(answer.headers);
      const member = await sessionFor(cookie);
      expect(member).toMatchObject({
        id: editor.id,
        email: editor.email,
        role: 'editor',
        schoolCode,
        mustChangePassword: true,
        twoFactorEnabled: false,
        mustSetUpTwoFactor: false,
      });

      const newPassword = 'my own new password';
      value(
        await staff
          .forStaff(member!, requestInfo(cookie))
          .changePassword({ newPassword, confirmPassword: newPassword }),
      );
      expect((await sessionFor(cookie))?.mustChangePassword).toBe(false);
      expect(refusal(await signIn(editor.email, editor.password)).status).toBe(401);
      value(await signIn(editor.email, newPassword));
    });

    it('needs the new password typed twice, long enough', async () => {
      const editor = await account('editor');
      const { member, cookie } = await session(editor.email, editor.password);
      const desk = staff.forStaff(member, requestInfo(cookie));
      expect(
        refusal(await desk.changePassword({ newPassword: 'short', confirmPassword: 'short' })).fieldErrors,
      ).toHaveProperty('newPassword');
      expect(
        refusal(await desk.changePassword({ newPassword: 'long enough one', confirmPassword: 'long enough two' }))
          .fieldErrors,
      ).toHaveProperty('confirmPassword');
      expect((await sessionFor(cookie))?.mustChangePassword).toBe(true);
    });

    it('can sign in with any new password the form accepts', async () => {
      // The form allows up to 200 characters; the sign-in must then accept what was chosen.
      const editor = await account('editor');
      const { member, cookie } = await session(editor.email, editor.password);
      const long = 'a long passphrase '.repeat(10).slice(0, 150);
      value(
        await staff.forStaff(member, requestInfo(cookie)).changePassword({ newPassword: long, confirmPassword: long }),
      );
      value(await signIn(editor.email, long));
    });

    it('asks for the current password when the password is changed later, and ends the other sessions', async () => {
      const editor = await account('editor', { chosen: password });
      const first = await session(editor.email, password);
      const second = await session(editor.email, password);
      const desk = first.console;
      const wrong = refusal(
        await desk.changePassword({
          currentPassword: 'not my password',
          newPassword: 'another password',
          confirmPassword: 'another password',
        }),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.fieldErrors).toHaveProperty('currentPassword');
      const changed = value(
        await desk.changePassword({
          currentPassword: password,
          newPassword: 'another password',
          confirmPassword: 'another password',
        }),
      );
      expect(await sessionFor(second.cookie)).toBeUndefined();
      expect(await sessionFor(cookieHeader(changed.headers, first.cookie))).toBeDefined();
      value(await signIn(editor.email, 'another password'));
    });

    it('uses a Secure cookie when the site is served over HTTPS', async () => {
      const secure = await staffAccounts(database.db, { ...config, PUBLIC_URL: 'https://school.example.org' });
      const editor = await account('editor', { chosen: password });
      const answer = value(await secure.signIn({ email: editor.email, password }, requestInfo()));
      const sessionCookie = answer.headers.getSetCookie().find((line) => line.includes('session_token='));
      expect(sessionCookie).toMatch(/;\s*Secure/i);
      expect(sessionCookie).toMatch(/;\s*HttpOnly/i);
      expect(sessionCookie).toMatch(/;\s*SameSite=Lax/i);
    });

    it('signs in whatever the case of the typed address', async () => {
      const editor = await account('editor', { chosen: password });
      value(await signIn(editor.email.toUpperCase(), password));
    });
  });

  // The lock's tests sign in up to a dozen times, each hashing a password: on a busy two-core machine that can take
  // longer than the default 5 s.
  describe('signing in', { timeout: 30_000 }, () => {
    it('gives the same answer for a wrong password and an unknown address', async () => {
      const editor = await account('editor', { chosen: password });
      const wrongPassword = refusal(await signIn(editor.email, 'not the password'));
      const unknown = refusal(await signIn('nobody@school.example.org', password));
      expect(wrongPassword).toEqual({ ok: false, status: 401, message: consoleMessages.signInFailed });
      expect(unknown).toEqual(wrongPassword);
      expect(await sessionCount(editor.id)).toBe(0);
    });

    it('refuses everything for 15 minutes after 5 failures for one account, the right password included', async () => {
      const editor = await account('editor', { chosen: password });
      // From different addresses, so only the account's count is at stake.
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect(refusal(await signIn(editor.email, `wrong ${attempt}`, `198.51.100.${attempt}`)).status).toBe(401);
      }
      value(await signIn(editor.email, password, '198.51.100.50')); // a success clears the account's count
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect(refusal(await signIn(editor.email, `wrong ${attempt}`, `198.51.100.${10 + attempt}`)).status).toBe(401);
      }
      const locked = refusal(await signIn(editor.email, password, '198.51.100.99'));
      expect(locked.status).toBe(429);
      expect(locked.message).toMatch(/Try again after \d{2}:\d{2}\.$/);
      expect(refusal(await signIn(editor.email.toUpperCase(), password, '198.51.100.98')).status).toBe(429);
      expect(await sessionCount(editor.id)).toBe(1); // only the one from before the lock
      // Another account is not affected.
      const other = await account('editor', { chosen: password });
      value(await signIn(other.email, password, '198.51.100.97'));
    });

    it('locks an address after 5 failures across different accounts', async () => {
      const editor = await account('editor', { chosen: password });
      const address = '192.0.2.77';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect(refusal(await signIn(`guess${attempt}@school.example.org`, 'guess', address)).status).toBe(401);
      }
      const locked = refusal(await signIn(editor.email, password, address));
      expect(locked.status).toBe(429);
      expect(locked.message).toContain('Try again after');
      value(await signIn(editor.email, password, '192.0.2.78'));
    });

    it('refuses an account that has no role at this school', async () => {
      const elsewhere = await account('admin', { chosen: password, school: otherSchoolCode });
      const refused = refusal(await signIn(elsewhere.email, password));
      expect(refused).toEqual({ ok: false, status: 403, message: consoleMessages.noRole });
      expect(await sessionCount(elsewhere.id)).toBe(0);
    });

    it('refuses malformed input with the same sign-in message', async () => {
      expect(refusal(await staff.signIn({ email: 'not an address', password }, requestInfo()))).toMatchObject({
        status: 400,
        message: consoleMessages.signInFailed,
      });
      expect(refusal(await staff.signIn({ email: 'a@school.example.org', password: '' }, requestInfo())).status).toBe(
        400,
      );
    });

    it('gives no session for a cookie it did not make', async () => {
      expect(await sessionFor('')).toBeUndefined();
      expect(await sessionFor('staff.session_token=forged.value')).toBeUndefined();
    });
  });

  describe('signing out', () => {
    it('ends the session on the server, not only in the browser', async () => {
      const editor = await account('editor', { chosen: password });
      const { cookie, member } = await session(editor.email, password);
      const other = await session(editor.email, password);
      const cleared = await staff.signOut(requestInfo(cookie), member);
      expect(cleared.getSetCookie().some((line) => line.startsWith('staff.session_token=;'))).toBe(true);
      expect(await sessionFor(cookie)).toBeUndefined();
      expect(await sessionCount(editor.id)).toBe(1);
      expect(await sessionFor(other.cookie)).toBeDefined();
      const entry = (await auditRows(database.db)).find((row) => row.action === 'signOut');
      expect(entry).toMatchObject({ user_id: editor.id, request_id: 'req-1', school_code: schoolCode });
    });
  });

  describe('what admins do to accounts', () => {
    it('disables an account: its open sessions end at once and it cannot sign in', async () => {
      const admin = await session((await account('admin', { chosen: password })).email, password);
      const editor = await account('editor', { chosen: password });
      const editorSession = await session(editor.email, password);
      expect(await sessionCount(editor.id)).toBe(1);

      value(await admin.console.setDisabled(editor.id, true));
      expect(await sessionFor(editorSession.cookie)).toBeUndefined();
      expect(await sessionCount(editor.id)).toBe(0);
      expect(refusal(await signIn(editor.email, password)).status).toBeGreaterThanOrEqual(400);
      expect(await sessionCount(editor.id)).toBe(0);
      expect(value(await admin.console.staffAccounts()).find((entry) => entry.id === editor.id)?.disabled).toBe(true);

      value(await admin.console.setDisabled(editor.id, false));
      value(await signIn(editor.email, password));
    });

    it('tells a disabled account, once its password is right, that it has been disabled', async () => {
      const admin = await session((await account('admin', { chosen: password })).email, password);
      const editor = await account('editor', { chosen: password });
      value(await admin.console.setDisabled(editor.id, true));
      expect(refusal(await signIn(editor.email, password))).toEqual({
        ok: false,
        status: 403,
        message: consoleMessages.accountDisabled,
      });
      // A wrong password still gets the one message that says nothing about the account.
      expect(refusal(await signIn(editor.email, 'wrong password'))).toMatchObject({
        status: 401,
        message: consoleMessages.signInFailed,
      });
    });

    it('adds an account with a one-time password, the address in lower case', async () => {
      const admin = await session((await account('admin', { chosen: password })).email, password);
      const added = value(
        await admin.console.addStaff({ name: ' Asha Rao ', email: ' Asha.Rao@School.Example.ORG ', role: 'office' }),
      );
      expect(added.account).toMatchObject({ name: 'Asha Rao', email: 'asha.rao@school.example.org', role: 'office' });
      expect(added.password).toMatch(/^[a-z2-9-]{19}$/);
      const office = await session('asha.rao@school.example.org', added.password);
      expect(office.member).toMatchObject({ role: 'office', mustChangePassword: true });

      const before = await accountsSnapshot();
      expect(
        refusal(await admin.console.addStaff({ name: 'Again', email: 'ASHA.RAO@school.example.org', role: 'editor' }))
          .status,
      ).toBe(409);
      expect(
        refusal(await admin.console.addStaff({ name: 'X', email: 'x@school.example.org', role: 'owner' })).fieldErrors,
      ).toHaveProperty('role');
      expect(refusal(await admin.console.addStaff({ name: '', email: 'nope', role: 'editor' })).status).toBe(400);
      expect(await accountsSnapshot()).toEqual(before);
    });

    it('sets a role, which the next request sees', async () => {
      const admin = await session((await account('admin', { chosen: password })).email, password);
      const editor = await account('editor', { chosen: password });
      const editorSession = await session(editor.email, password);
      value(await admin.console.setRole(editor.id, 'publisher'));
      expect((await sessionFor(editorSession.cookie))?.role).toBe('publisher');
      expect(refusal(await admin.console.setRole(editor.id, 'owner')).status).toBe(400);
      expect((await sessionFor(editorSession.cookie))?.role).toBe('publisher');
    });

    it('resets a password: every session ends, and the next sign-in asks for a new password', async () => {
      const admin = await session((await account('admin', { chosen: password })).email, password);
      const editor = await account('editor', { chosen: password });
      const editorSession = await session(editor.email, password);
      const reset = value(await admin.console.resetPassword(editor.id));
      expect(reset.password).not.toBe(password);
      expect(await sessionFor(editorSession.cookie)).toBeUndefined();
      expect(await sessionCount(editor.id)).toBe(0);
      expect(refusal(await signIn(editor.email, password)).status).toBe(401);
      const again = await session(editor.email, reset.password);
      expect(again.member.mustChangePassword).toBe(true);
    });

    it("does not let an admin disable, re-role or reset themselves, nor touch another school's account", async () => {
      const adminAccount = await account('admin', { chosen: password });
      const admin = await session(adminAccount.email, password);
      const elsewhere = await account('editor', { chosen: password, school: otherSchoolCode });
      const before = await accountsSnapshot();
      expect(refusal(await admin.console.setDisabled(adminAccount.id, true)).status).toBe(409);
      expect(refusal(await admin.console.setRole(adminAccount.id, 'editor')).status).toBe(409);
      expect(refusal(await admin.console.resetPassword(adminAccount.id)).status).toBe(409);
      expect(refusal(await admin.console.setDisabled(elsewhere.id, true)).status).toBe(404);
      expect(refusal(await admin.console.setRole(elsewhere.id, 'admin')).status).toBe(404);
      expect(refusal(await admin.console.resetPassword(elsewhere.id)).status).toBe(404);
      expect(await accountsSnapshot()).toEqual(before);
      expect(await sessionFor(admin.cookie)).toMatchObject({ role: 'admin' });
      expect(value(await admin.console.staffAccounts()).map((entry) => entry.id)).toEqual([adminAccount.id]);
    });

    it.each([['publisher'], ['editor'], ['office']] as const)(
      'refuses a %s every admin action with 403, and changes nothing',
      async (role) => {
        const target = await account('editor', { chosen: password });
        const someone = await session((await account(role, { chosen: password })).email, password);
        const before = await accountsSnapshot();
        const desk = someone.console;
        const refusals = [
          await desk.staffAccounts(),
          await desk.addStaff({ name: 'New', email: 'new@school.example.org', role: 'admin' }),
          await desk.setRole(target.id, 'admin'),
          await desk.setRole(someone.member.id, 'admin'),
          await desk.setDisabled(target.id, true),
          await desk.resetPassword(target.id),
          await desk.audit({}),
          await desk.settings(),
          await desk.saveSettings({ requireTwoFactor: 'on' }),
        ];
        for (const outcome of refusals) {
          expect(outcome).toEqual({ ok: false, status: 403, message: consoleMessages.notAllowed });
        }
        expect(await accountsSnapshot()).toEqual(before);
        expect(await sessionFor(someone.cookie)).toMatchObject({ role });
      },
    );

    it('shows the audit log to admins, filtered by person', async () => {
      const adminAccount = await account('admin', { chosen: password });
      const admin = await session(adminAccount.email, password);
      const editor = await account('editor', { chosen: password });
      await session(editor.email, password);
      const all = value(await admin.console.audit({}));
      expect(all.items.map((entry) => entry.action)).toEqual(expect.arrayContaining(['signIn', 'addStaff']));
      const mine = value(await admin.console.audit({ person: editor.name }));
      expect(mine.items.length).toBeGreaterThan(0);
      expect(mine.items.every((entry) => entry.userName === editor.name)).toBe(true);
    });
  });

  // Each test signs in several times (password hashing, key decryption): on a busy two-core machine, and on the
  // Node majors' run beside the other suites, that can take longer than the default 5 s.
  describe('two-factor sign-in', { timeout: 30_000 }, () => {
    it('is set up with a key from the account screen, then asked for at every sign-in', async () => {
      const editor = await account('editor', { chosen: password });
      const signedIn = await session(editor.email, password);
      const desk = signedIn.console;

      expect(refusal(await desk.startTwoFactor({ password: 'not my password' })).fieldErrors).toHaveProperty(
        'password',
      );
      const started = value(await desk.startTwoFactor({ password }));
      expect(started.key).toMatch(/^[A-Z2-7]+$/);
      expect(started.uri).toMatch(/^otpauth:\/\/totp\//);
      expect(new URL(started.uri).searchParams.get('secret')).toBe(started.key);
      expect(decodeURIComponent(started.uri)).toContain(editor.email);
      // Filed under the school's name from its profile, never the demo school's.
      expect(new URL(started.uri).searchParams.get('issuer')).toBe('Riverside Public School');
      expect(started.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect(started.qrSvg).not.toContain('<script');

      const wrongCode = authenticatorCode(started.key) === '000000' ? '111111' : '000000';
      expect(refusal(await desk.confirmTwoFactor({ code: wrongCode })).status).toBe(400);
      expect((await sessionFor(signedIn.cookie))?.twoFactorEnabled).toBe(false);
      const confirmed = value(await desk.confirmTwoFactor({ code: authenticatorCode(started.key) }));
      const renewed = cookieHeader(confirmed.headers, signedIn.cookie);
      expect(await sessionFor(renewed)).toMatchObject({ id: editor.id, twoFactorEnabled: true });
      await staff.signOut(requestInfo(renewed), signedIn.member);

      // Signing in now takes the password, then a code; the password alone gives no session.
      const first = value(await signIn(editor.email, password));
      expect(first.codeRequired).toBe(true);
      const pending = cookieHeader(first.headers);
      expect(await sessionFor(pending)).toBeUndefined();
      expect(await sessionCount(editor.id)).toBe(0);

      expect(refusal(await staff.verifySignInCode({ code: wrongCode }, requestInfo(pending)))).toMatchObject({
        status: 401,
        message: consoleMessages.codeFailed,
      });
      expect(refusal(await staff.verifySignInCode({ code: 'abc' }, requestInfo(pending))).status).toBe(400);
      expect(await sessionCount(editor.id)).toBe(0);
      // The code that confirmed the set-up has been used: the app's next one signs in (better-auth takes it early).
      const second = value(
        await staff.verifySignInCode(
          { code: authenticatorCode(started.key, Date.now() + 30_000) },
          requestInfo(pending),
        ),
      );
      const cookie = cookieHeader(second.headers, pending);
      expect(await sessionFor(cookie)).toMatchObject({ id: editor.id, role: 'editor', twoFactorEnabled: true });
    });

    it('is turned off by an admin for a colleague who lost their phone: their sessions end, and the password alone signs in', async () => {
      const adminAccount = await account('admin', { chosen: password });
      const admin = await session(adminAccount.email, password);
      const publisher = await session((await account('publisher', { chosen: password })).email, password);
      const editor = await account('editor', { chosen: password });
      const editorSession = await session(editor.email, password);
      const started = value(await editorSession.console.startTwoFactor({ password }));
      const confirmed = value(await editorSession.console.confirmTwoFactor({ code: authenticatorCode(started.key) }));
      const renewed = cookieHeader(confirmed.headers, editorSession.cookie);
      expect(await sessionFor(renewed)).toMatchObject({ twoFactorEnabled: true });
      expect(value(await signIn(editor.email, password)).codeRequired).toBe(true);

      // Only an admin, and not for themselves.
      expect(refusal(await publisher.console.resetTwoFactor(editor.id)).status).toBe(403);
      expect(refusal(await admin.console.resetTwoFactor(adminAccount.id)).status).toBe(409);
      expect(await sessionFor(renewed)).toMatchObject({ twoFactorEnabled: true });

      value(await admin.console.resetTwoFactor(editor.id));
      expect(await sessionFor(renewed)).toBeUndefined();
      expect(await sessionCount(editor.id)).toBe(0);
      expect(await database.db.selectFrom('twoFactor').select('id').where('userId', '=', editor.id).execute()).toEqual(
        [],
      );
      const again = value(await signIn(editor.email, password));
      expect(again.codeRequired).toBe(false);
      expect(await sessionFor(cookieHeader(again.headers))).toMatchObject({ id: editor.id, twoFactorEnabled: false });
      // Done once, it is refused again with a reason, and it is in the audit log.
      expect(refusal(await admin.console.resetTwoFactor(editor.id)).status).toBe(409);
      const entries = value(await admin.console.audit({})).items;
      expect(entries).toContainEqual(
        expect.objectContaining({ action: 'resetTwoFactor', userName: adminAccount.name, summary: editor.email }),
      );
    });

    it('refuses a code without the first step', async () => {
      expect(refusal(await staff.verifySignInCode({ code: '123456' }, requestInfo()))).toMatchObject({ status: 401 });
    });

    it('can be required by an admin for the whole school', async () => {
      const adminAccount = await account('admin', { chosen: password });
      const admin = await session(adminAccount.email, password);
      const editor = await account('editor', { chosen: password });
      const editorSession = await session(editor.email, password);
      expect(editorSession.member.mustSetUpTwoFactor).toBe(false);

      expect(value(await admin.console.saveSettings({ requireTwoFactor: 'on' }))).toEqual({ requireTwoFactor: true });
      expect(value(await admin.console.settings())).toEqual({ requireTwoFactor: true });
      expect(await sessionFor(editorSession.cookie)).toMatchObject({
        mustSetUpTwoFactor: true,
        twoFactorEnabled: false,
      });

      // Once set up, nothing more is asked; and it cannot be turned off while the school requires it.
      const started = value(await editorSession.console.startTwoFactor({ password }));
      const confirmed = value(await editorSession.console.confirmTwoFactor({ code: authenticatorCode(started.key) }));
      const renewed = cookieHeader(confirmed.headers, editorSession.cookie);
      const member = (await sessionFor(renewed))!;
      expect(member).toMatchObject({ mustSetUpTwoFactor: false, twoFactorEnabled: true });
      expect(refusal(await staff.forStaff(member, requestInfo(renewed)).disableTwoFactor({ password })).status).toBe(
        409,
      );

      expect(value(await admin.console.saveSettings({}))).toEqual({ requireTwoFactor: false });
      expect((await sessionFor(admin.cookie))?.mustSetUpTwoFactor).toBe(false);
      value(await staff.forStaff(member, requestInfo(renewed)).disableTwoFactor({ password }));
    });
  });

  describe('the audit log', () => {
    it('records every sign-in, failure, sign-out, account and role change, with no password in it or in the logs', async () => {
      const printed: string[] = [];
      for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
          printed.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
        });
      }
      const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
        printed.push(String(chunk));
        return true;
      });
      const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
        printed.push(String(chunk));
        return true;
      });

      const typed: string[] = [password];
      const adminAccount = await account('admin', { chosen: password });
      const admin = await session(adminAccount.email, password);
      const added = value(
        await admin.console.addStaff({ name: 'New Editor', email: 'new.editor@school.example.org', role: 'editor' }),
      );
      typed.push(added.password);
      const wrong = 'Wrong-Password-42';
      typed.push(wrong);
      refusal(await signIn(added.account.email, wrong));
      refusal(await signIn('unknown.person@school.example.org', 'Unknown-Secret-77'));
      typed.push('Unknown-Secret-77');
      const editor = await session(added.account.email, added.password);
      const chosen = 'Editor-Chosen-Password-9';
      typed.push(chosen);
      value(await editor.console.changePassword({ newPassword: chosen, confirmPassword: chosen }));
      value(await admin.console.setRole(added.account.id, 'publisher'));
      const reset = value(await admin.console.resetPassword(added.account.id));
      typed.push(reset.password);
      value(await admin.console.setDisabled(added.account.id, true));
      value(await admin.console.setDisabled(added.account.id, false));
      value(await admin.console.saveSettings({ requireTwoFactor: 'on' }));
      await staff.signOut(requestInfo(admin.cookie), admin.member);
      stdout.mockRestore();
      stderr.mockRestore();

      const rows = await auditRows(database.db);
      // Entries made in the same millisecond have no order among themselves, so compare them as a set.
      const actions = rows.map((row) => row.action).sort();
      expect(actions).toEqual(
        [
          'addStaff', // the first admin, made by the set-up
          'signIn',
          'addStaff',
          'signInFailed',
          'signInFailed',
          'signIn',
          'changePassword',
          'setRole',
          'resetPassword',
          'disableStaff',
          'enableStaff',
          'saveSettings',
          'signOut',
        ].sort(),
      );
      for (const row of rows.filter((entry) => entry.action !== 'signInFailed' && entry.user_id !== null)) {
        expect(row.school_code).toBe(schoolCode);
      }
      expect(
        rows
          .filter((row) => row.action !== 'addStaff' || row.user_id !== null)
          .every((row) => row.request_id === 'req-1'),
      ).toBe(true);
      expect(rows.find((row) => row.action === 'setRole')).toMatchObject({
        user_id: adminAccount.id,
        item_id: added.account.id,
        summary: 'new.editor@school.example.org as publisher',
      });

      const text = await auditText(database.db);
      const logs = printed.join('\n');
      for (const secret of typed) {
        expect(text).not.toContain(secret);
        expect(logs).not.toContain(secret);
      }
      // Nor a session token.
      expect(text).not.toContain(admin.member.token);
    });

    it('writes an account change and its entry together: without the entry, nothing changes', async () => {
      const admin = await session((await account('admin', { chosen: password })).email, password);
      const editor = await account('editor', { chosen: password });
      const editorSession = await session(editor.email, password);
      const before = await accountsSnapshot();
      await withoutAuditTable(database.db, async () => {
        await expect(admin.console.setRole(editor.id, 'admin')).rejects.toThrow();
        await expect(admin.console.setDisabled(editor.id, true)).rejects.toThrow();
        await expect(admin.console.resetPassword(editor.id)).rejects.toThrow();
        await expect(admin.console.saveSettings({ requireTwoFactor: 'on' })).rejects.toThrow();
        await expect(
          admin.console.addStaff({ name: 'Nobody', email: 'nobody@school.example.org', role: 'editor' }),
        ).rejects.toThrow();
      });
      expect(await accountsSnapshot()).toEqual(before);
      expect(await sessionFor(editorSession.cookie)).toMatchObject({ role: 'editor' });
      expect(await staff.findUserByEmail('nobody@school.example.org')).toBeUndefined();
    });
  });
});
