/**
 * A two-factor code signs in once: the code that signed in is refused after
 * signing out, within the 30 seconds it is shown and the step either side
 * that better-auth also accepts, as is a code of an earlier step and the code
 * that confirmed the set-up; a code of a later step signs in. Of two
 * sign-ins given one code at once, exactly one goes through. A refused code
 * is answered and audited as a wrong one, and leaves the sign-in waiting for
 * the next code. The clock is held in the middle of a step, so that no step
 * ends while a test runs. On SQLite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '@school/shared/console-messages';
import type { Outcome } from '@school/shared/console-source';
import type { Config } from '../src/config';
import type { StaffService } from '../src/modules/staff/service';
import { staffAccounts } from '../src/modules/staff/staff-accounts';
import { insertSchool, schoolCode } from './support/fixtures';
import { auditRows, authenticatorCode, cookieHeader, requestInfo } from './support/staff-fixtures';
import { testConfig } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

const password = 'correct horse battery';
const stepMs = 30_000;
const testTimeoutMs = 60_000;

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`refused ${outcome.status}: ${outcome.message}`);
  return outcome.value;
}

describe.each(databaseKinds)('two-factor codes on %s', (kind) => {
  let database: TestDatabase;
  let config: Config;
  let staff: StaffService;
  let made = 0;
  /** The step the clock is in when a test starts: 10 seconds into it. */
  let step: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    config = testConfig(database);
  });

  afterAll(async () => {
    await database?.close();
  });

  beforeEach(async () => {
    step = Math.floor(Date.now() / stepMs) + 1;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(step * stepMs + 10_000);
    for (const table of ['session', 'twoFactor', 'account', 'verification', 'staff_roles', 'user']) {
      await sql`delete from ${sql.table(table)}`.execute(database.db);
    }
    await database.db.deleteFrom('audit_log').execute();
    staff = await staffAccounts(database.db, config);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** The code the app shows `steps` steps from the test's own. */
  const codeOf = (key: string, steps: number) => authenticatorCode(key, (step + steps) * stepMs + 10_000);

  /** An account with two-factor sign-in, confirmed with the code of the test's step, and signed out: its key. */
  async function accountWithTwoFactor(): Promise<{ email: string; key: string }> {
    made += 1;
    const email = `two-factor-${made}@school.example.org`;
    value(
      await staff.createAccount(
        { name: `Two-factor ${made}`, email, role: 'editor', schoolCode, password },
        { id: null, name: 'setup' },
      ),
    );
    const cookie = cookieHeader(value(await staff.signIn({ email, password }, requestInfo())).headers);
    const member = (await staff.sessionFor(new Headers({ cookie })))!;
    const desk = staff.forStaff(member, requestInfo(cookie));
    const { key } = value(await desk.startTwoFactor({ password }));
    const confirmed = value(await desk.confirmTwoFactor({ code: codeOf(key, 0) }));
    await staff.signOut(requestInfo(cookieHeader(confirmed.headers, cookie)), member);
    return { email, key };
  }

  /** Signed in with the password: the cookie that waits for the code. */
  async function waitingForCode(email: string): Promise<string> {
    const answer = value(await staff.signIn({ email, password }, requestInfo()));
    expect(answer.codeRequired).toBe(true);
    return cookieHeader(answer.headers);
  }

  const enterCode = (pending: string, code: string) => staff.verifySignInCode({ code }, requestInfo(pending));

  async function signOut(outcome: Outcome<{ headers: Headers }>, pending: string) {
    const cookie = cookieHeader(value(outcome).headers, pending);
    const member = await staff.sessionFor(new Headers({ cookie }));
    expect(member).toBeDefined();
    await staff.signOut(requestInfo(cookie), member);
  }

  const sessionCount = async () => (await database.db.selectFrom('session').select('id').execute()).length;
  const refusedAsWrong = { ok: false, status: 401, message: consoleMessages.codeFailed };

  it(
    'signs in once with a code: after signing out, it and an earlier one are refused, and a later one signs in',
    async () => {
      const { email, key } = await accountWithTwoFactor();
      vi.setSystemTime((step + 1) * stepMs + 10_000);
      await signOut(await enterCode(await waitingForCode(email), codeOf(key, 1)), '');

      const again = await waitingForCode(email);
      expect(await enterCode(again, codeOf(key, 1))).toMatchObject(refusedAsWrong);
      // The code before it, which better-auth would still take.
      expect(await enterCode(again, codeOf(key, 0))).toMatchObject(refusedAsWrong);
      expect(await sessionCount()).toBe(0);
      const failed = (await auditRows(database.db)).filter((row) => row.action === 'signInCodeFailed');
      expect(failed).toHaveLength(2);

      // The same sign-in still waits for a code: the next one the app shows signs in.
      const later = await enterCode(again, codeOf(key, 2));
      expect(later.ok).toBe(true);
      expect(await sessionCount()).toBe(1);
    },
    testTimeoutMs,
  );

  it(
    'refuses the code that confirmed the set-up',
    async () => {
      const { email, key } = await accountWithTwoFactor();
      const pending = await waitingForCode(email);
      expect(await enterCode(pending, codeOf(key, 0))).toMatchObject(refusedAsWrong);
      expect(await sessionCount()).toBe(0);
      expect((await enterCode(pending, codeOf(key, 1))).ok).toBe(true);
    },
    testTimeoutMs,
  );

  it(
    'lets exactly one of two sign-ins given one code at once through',
    async () => {
      const { email, key } = await accountWithTwoFactor();
      const [first, second] = [await waitingForCode(email), await waitingForCode(email)];
      const code = codeOf(key, 1);
      const answers = await Promise.all([enterCode(first!, code), enterCode(second!, code)]);
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      expect(answers.filter((answer) => !answer.ok)).toMatchObject([refusedAsWrong]);
      expect(await sessionCount()).toBe(1);
      const actions = (await auditRows(database.db)).map((row) => row.action);
      expect(actions.filter((action) => action === 'signInCodeFailed')).toHaveLength(1);
    },
    testTimeoutMs,
  );
});
