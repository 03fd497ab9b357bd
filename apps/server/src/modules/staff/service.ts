/**
 * Staff accounts: signing in and out (with the failure limits and the audit
 * log), the signed-in member of staff, their own password and two-factor
 * sign-in, and what admins do to accounts. better-auth does the hashing,
 * sessions and codes; this service adds roles per school and the rules of
 * issue 9 around them.
 */
import { APIError } from 'better-auth/api';
import QRCode from 'qrcode';
import type { AuditAction } from '@school/shared/audit-words';
import { consoleMessages, signInLockedMessage } from '@school/shared/console-messages';
import type { ConsoleSource, Outcome, StaffAccount, StaffMember } from '@school/shared/console-source';
import { may, type StaffRole } from '@school/shared/staff-permissions';
import {
  addStaffSchema,
  codeSchema,
  newPasswordSchema,
  passwordSchema,
  settingsSchema,
  signInSchema,
  staffRoleSchema,
} from '@school/shared/staff-schemas';
import { invalid, notAllowed, ok, refuse } from '../../console/outcome';
import type { Db } from '../../db/database';
import { auditRepository, type AuditRecord } from '../audit/repository';
import type { Auth } from './auth';
import { oneTimePassword } from './one-time-password';
import { staffRepository } from './repository';
import type { SignInAttempt, SignInLimits } from './sign-in-limits';

export interface StaffServiceOptions {
  db: Db;
  auth: Auth;
  limits: SignInLimits;
  schoolCode: string;
  timeZone: string;
}

/** Where a request comes from, for the limits and the audit log. */
export interface RequestInfo {
  headers: Headers;
  /** The client's address (through the configured proxy hops). */
  address: string;
  requestId: string;
}

export type AccountConsole = Pick<
  ConsoleSource,
  | 'audit'
  | 'staffAccounts'
  | 'addStaff'
  | 'setRole'
  | 'setDisabled'
  | 'resetPassword'
  | 'resetTwoFactor'
  | 'changePassword'
  | 'startTwoFactor'
  | 'confirmTwoFactor'
  | 'disableTwoFactor'
  | 'settings'
  | 'saveSettings'
>;

const noHeaders = () => new Headers();

export function staffService({ db, auth, limits, schoolCode, timeZone }: StaffServiceOptions) {
  const staff = staffRepository(db);
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' });

  async function hash(password: string): Promise<string> {
    return (await auth.$context).password.hash(password);
  }

  /** Writes the audit entry and the change together: neither without the other. */
  async function audited(record: AuditRecord, work: (trx: Db) => Promise<void>): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await work(trx);
      await auditRepository(trx).append(record);
    });
  }

  /**
   * Creates an account with a one-time password (or, for the demo accounts, a given one that need not be
   * changed) and a role at a school. better-auth writes the user and
   * login; the role and the audit entry are written together, and the user is removed again if they fail.
   */
  async function createAccount(
    input: { name: string; email: string; role: StaffRole; schoolCode: string; password?: string },
    actor: { id: string | null; name: string; requestId?: string },
  ): Promise<Outcome<{ account: StaffAccount; password: string }>> {
    if (await staff.findUserByEmail(input.email)) {
      return refuse(409, 'An account with this email address already exists.', {
        email: 'An account with this email address already exists.',
      });
    }
    const context = await auth.$context;
    const password = input.password ?? oneTimePassword();
    const user = await context.internalAdapter.createUser(
      {
        name: input.name,
        email: input.email,
        emailVerified: true,
        mustChangePassword: input.password === undefined,
        disabled: false,
      },
      { method: 'email' },
    );
    try {
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: await hash(password),
      });
      await audited(
        {
          schoolCode: input.schoolCode,
          userId: actor.id,
          userName: actor.name,
          action: 'addStaff',
          kind: 'staff',
          itemId: user.id,
          summary: `${input.email} as ${input.role}`,
          requestId: actor.requestId ?? null,
        },
        (trx) => staffRepository(trx).setRole(user.id, input.schoolCode, input.role),
      );
    } catch (error) {
      await db.deleteFrom('user').where('id', '=', user.id).execute();
      throw error;
    }
    return ok({
      account: {
        id: user.id,
        name: input.name,
        email: input.email,
        role: input.role,
        disabled: false,
        twoFactorEnabled: false,
      },
      password,
    });
  }

  /** A new one-time password: every session of the account ends, and the next sign-in asks for a new password. */
  async function resetPassword(
    userId: string,
    actor: { id: string | null; name: string; requestId?: string },
    summary: string,
  ): Promise<{ password: string }> {
    const password = oneTimePassword();
    const passwordHash = await hash(password);
    await audited(
      {
        schoolCode,
        userId: actor.id,
        userName: actor.name,
        action: 'resetPassword',
        kind: 'staff',
        itemId: userId,
        summary,
        requestId: actor.requestId ?? null,
      },
      async (trx) => {
        const accounts = staffRepository(trx);
        await accounts.setPasswordHash(userId, passwordHash);
        await accounts.setMustChangePassword(userId, true);
        await accounts.endSessions(userId);
      },
    );
    return { password };
  }

  /** The signed-in member of staff at this school, or undefined (no session, disabled, no role here). */
  async function sessionFor(headers: Headers): Promise<(StaffMember & { token: string }) | undefined> {
    const session = await auth.api.getSession({ headers });
    if (!session) return undefined;
    const user = session.user as typeof session.user & {
      mustChangePassword?: boolean;
      disabled?: boolean;
      twoFactorEnabled?: boolean;
    };
    if (user.disabled) return undefined;
    const [role, required] = await Promise.all([
      staff.roleAt(user.id, schoolCode),
      staff.requiresTwoFactor(schoolCode),
    ]);
    if (!role) return undefined;
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role,
      schoolCode,
      mustChangePassword: Boolean(user.mustChangePassword),
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      mustSetUpTwoFactor: required && !user.twoFactorEnabled,
      token: session.session.token,
    };
  }

  const signInAudit = (
    action: AuditAction,
    summary: string,
    request: RequestInfo,
    userId: string | null = null,
    name = summary,
  ): AuditRecord => ({
    schoolCode,
    userId,
    userName: name,
    action,
    kind: 'account',
    summary,
    requestId: request.requestId,
  });

  async function signIn(
    form: Record<string, string>,
    request: RequestInfo,
  ): Promise<Outcome<{ headers: Headers; codeRequired: boolean }>> {
    const parsed = signInSchema.safeParse(form);
    if (!parsed.success) return refuse(400, consoleMessages.signInFailed);
    const { email, password } = parsed.data;
    const taken = await limits.take(email, request.address);
    if ('lockedMs' in taken) {
      await auditRepository(db).append(signInAudit('signInRefused', email, request));
      return refuse(429, signInLockedMessage(clock.format(new Date(Date.now() + taken.lockedMs))));
    }
    try {
      return await signInWithPassword(email, password, request, taken.attempt);
    } catch (error) {
      // An attempt that broke before its password was judged is not held against anyone (a judged one stays so).
      await taken.attempt.givenBack();
      throw error;
    }
  }

  /** Checks the password of an attempt already counted (sign-in-limits.ts), and settles the attempt by the answer. */
  async function signInWithPassword(
    email: string,
    password: string,
    request: RequestInfo,
    attempt: SignInAttempt,
  ): Promise<Outcome<{ headers: Headers; codeRequired: boolean }>> {
    let answer: {
      headers: Headers;
      response: { user: { id: string; name: string }; token?: string | null } & { twoFactorRedirect?: boolean };
    };
    try {
      answer = (await auth.api.signInEmail({
        body: { email, password },
        headers: request.headers,
        returnHeaders: true,
      })) as typeof answer;
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      // The password was right but no session was made (auth.ts refuses one): the account is disabled.
      // better-auth answers this with a 401 too, so it is told apart by its code.
      if ((error.body as { code?: string } | undefined)?.code === 'FAILED_TO_CREATE_SESSION') {
        await attempt.givenBack();
        const user = await staff.findUserByEmail(email);
        await auditRepository(db).append(
          signInAudit('signInRefused', email, request, user?.id ?? null, user?.name ?? email),
        );
        return refuse(403, consoleMessages.accountDisabled);
      }
      await attempt.failed();
      await auditRepository(db).append(signInAudit('signInFailed', email, request));
      return refuse(401, consoleMessages.signInFailed);
    }
    const codeRequired = answer.response.twoFactorRedirect === true;
    // While a code is still to come, better-auth's answer names no user.
    const user = codeRequired ? await staff.findUserByEmail(email) : answer.response.user;
    if (!user || !(await staff.roleAt(user.id, schoolCode))) {
      // The password was right, so this is no failed guess; nor a sign-in that would clear the account's count.
      await attempt.givenBack();
      if (answer.response.token) await db.deleteFrom('session').where('token', '=', answer.response.token).execute();
      await auditRepository(db).append(signInAudit('signInRefused', email, request, null, user?.name ?? email));
      return refuse(403, consoleMessages.noRole);
    }
    await attempt.succeeded();
    await auditRepository(db).append(
      signInAudit(codeRequired ? 'signInPassword' : 'signIn', email, request, user.id, user.name),
    );
    return ok({ headers: answer.headers, codeRequired });
  }

  async function verifySignInCode(
    form: Record<string, string>,
    request: RequestInfo,
  ): Promise<Outcome<{ headers: Headers }>> {
    const parsed = codeSchema.safeParse(form);
    if (!parsed.success) return invalid(parsed.error);
    try {
      const answer = await auth.api.verifyTOTP({
        body: { code: parsed.data.code },
        headers: request.headers,
        returnHeaders: true,
      });
      const user = (answer.response as { user: { id: string; name: string; email: string } }).user;
      await auditRepository(db).append(signInAudit('signIn', user.email, request, user.id, user.name));
      return ok({ headers: answer.headers });
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      await auditRepository(db).append(signInAudit('signInCodeFailed', 'two-factor code', request));
      return refuse(401, consoleMessages.codeFailed, { code: consoleMessages.codeFailed });
    }
  }

  async function signOut(request: RequestInfo, member: StaffMember | undefined): Promise<Headers> {
    try {
      const answer = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
      if (member) {
        await auditRepository(db).append({ ...signInAudit('signOut', member.email, request, member.id, member.name) });
      }
      return answer.headers;
    } catch (error) {
      if (error instanceof APIError) return noHeaders();
      throw error;
    }
  }

  /** What a signed-in member of staff does to their own account and, as an admin, to others'. */
  function forStaff(member: StaffMember & { token: string }, request: RequestInfo): AccountConsole {
    const actor = { id: member.id, name: member.name, requestId: request.requestId };
    const record = (action: AuditAction, itemId: string | null, summary: string): AuditRecord => ({
      schoolCode,
      userId: member.id,
      userName: member.name,
      action,
      kind: 'account',
      itemId,
      summary,
      requestId: request.requestId,
    });
    /** An account of this school that an admin may change; never their own (so a school keeps an admin). */
    async function otherAccount(userId: string): Promise<Outcome<StaffAccount>> {
      if (!may(member.role, 'staff.manage')) return notAllowed();
      if (userId === member.id) return refuse(409, "You can't change your own account here. Ask another admin.");
      const account = (await staff.accounts(schoolCode)).find((entry) => entry.id === userId);
      return account ? ok(account) : refuse(404, 'There is no such account at this school.');
    }
    /** better-auth's answer to a wrong password, as the console says it. */
    async function withPassword<T>(work: () => Promise<T>, field: string): Promise<Outcome<T>> {
      try {
        return ok(await work());
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        const message = 'That password is not right. Type your current password.';
        return refuse(400, message, { [field]: message });
      }
    }

    return {
      async audit(query) {
        if (!may(member.role, 'audit.read')) return notAllowed();
        return ok(await auditRepository(db).page(schoolCode, query));
      },

      async staffAccounts() {
        if (!may(member.role, 'staff.manage')) return notAllowed();
        return ok(await staff.accounts(schoolCode));
      },

      async addStaff(form) {
        if (!may(member.role, 'staff.manage')) return notAllowed();
        const parsed = addStaffSchema.safeParse(form);
        if (!parsed.success) return invalid(parsed.error);
        return createAccount({ ...parsed.data, schoolCode }, actor);
      },

      async setRole(userId, role) {
        const account = await otherAccount(userId);
        if (!account.ok) return account;
        const parsed = staffRoleSchema.safeParse(role);
        if (!parsed.success) return invalid(parsed.error);
        await audited(record('setRole', userId, `${account.value.email} as ${parsed.data}`), (trx) =>
          staffRepository(trx).setRole(userId, schoolCode, parsed.data),
        );
        return ok(undefined);
      },

      async setDisabled(userId, disabled) {
        const account = await otherAccount(userId);
        if (!account.ok) return account;
        await audited(record(disabled ? 'disableStaff' : 'enableStaff', userId, account.value.email), async (trx) => {
          const accounts = staffRepository(trx);
          await accounts.setDisabled(userId, disabled);
          // A disabled account's open sessions end at once.
          if (disabled) await accounts.endSessions(userId);
        });
        return ok(undefined);
      },

      async resetPassword(userId) {
        const account = await otherAccount(userId);
        if (!account.ok) return account;
        return ok(await resetPassword(userId, actor, account.value.email));
      },

      async resetTwoFactor(userId) {
        const account = await otherAccount(userId);
        if (!account.ok) return account;
        if (!account.value.twoFactorEnabled) return refuse(409, 'Two-factor sign-in is already off for this account.');
        await audited(record('resetTwoFactor', userId, account.value.email), async (trx) => {
          const accounts = staffRepository(trx);
          await accounts.turnOffTwoFactor(userId);
          await accounts.endSessions(userId);
        });
        return ok(undefined);
      },

      async changePassword(form) {
        const parsed = newPasswordSchema.safeParse(form);
        if (!parsed.success) return invalid(parsed.error);
        const { currentPassword, newPassword } = parsed.data;
        if (member.mustChangePassword) {
          const passwordHash = await hash(newPassword);
          await audited(record('changePassword', member.id, member.email), async (trx) => {
            const accounts = staffRepository(trx);
            await accounts.setPasswordHash(member.id, passwordHash);
            await accounts.setMustChangePassword(member.id, false);
            await accounts.endSessions(member.id, member.token);
          });
          return ok({ headers: noHeaders() });
        }
        const changed = await withPassword(
          () =>
            auth.api.changePassword({
              body: { currentPassword, newPassword, revokeOtherSessions: true },
              headers: request.headers,
              returnHeaders: true,
            }),
          'currentPassword',
        );
        if (!changed.ok) return changed;
        await auditRepository(db).append(record('changePassword', member.id, member.email));
        return ok({ headers: changed.value.headers });
      },

      async startTwoFactor(form) {
        const parsed = passwordSchema.safeParse(form);
        if (!parsed.success) return invalid(parsed.error);
        const started = await withPassword(
          () => auth.api.enableTwoFactor({ body: { password: parsed.data.password }, headers: request.headers }),
          'password',
        );
        if (!started.ok) return started;
        if (!('totpURI' in started.value)) throw new Error('two-factor set-up answered no TOTP address');
        const uri = started.value.totpURI;
        const key = new URL(uri).searchParams.get('secret') ?? '';
        const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
        return ok({ key, qrSvg, uri });
      },

      async confirmTwoFactor(form) {
        const parsed = codeSchema.safeParse(form);
        if (!parsed.success) return invalid(parsed.error);
        try {
          const answer = await auth.api.verifyTOTP({
            body: { code: parsed.data.code },
            headers: request.headers,
            returnHeaders: true,
          });
          await auditRepository(db).append(record('twoFactorOn', member.id, member.email));
          return ok({ headers: answer.headers });
        } catch (error) {
          if (!(error instanceof APIError)) throw error;
          return refuse(400, consoleMessages.codeFailed, { code: consoleMessages.codeFailed });
        }
      },

      async disableTwoFactor(form) {
        if (await staff.requiresTwoFactor(schoolCode)) {
          return refuse(409, 'Your school requires two-factor sign-in, so it cannot be turned off.');
        }
        const parsed = passwordSchema.safeParse(form);
        if (!parsed.success) return invalid(parsed.error);
        const disabled = await withPassword(
          () =>
            auth.api.disableTwoFactor({
              body: { password: parsed.data.password },
              headers: request.headers,
              returnHeaders: true,
            }),
          'password',
        );
        if (!disabled.ok) return disabled;
        await auditRepository(db).append(record('twoFactorOff', member.id, member.email));
        return ok({ headers: disabled.value.headers });
      },

      async settings() {
        if (!may(member.role, 'settings.manage')) return notAllowed();
        return ok({ requireTwoFactor: await staff.requiresTwoFactor(schoolCode) });
      },

      async saveSettings(form) {
        if (!may(member.role, 'settings.manage')) return notAllowed();
        const parsed = settingsSchema.safeParse(form);
        if (!parsed.success) return invalid(parsed.error);
        const required = parsed.data.requireTwoFactor;
        await audited(record('saveSettings', null, `two-factor sign-in ${required ? 'required' : 'optional'}`), (trx) =>
          staffRepository(trx).setRequiresTwoFactor(schoolCode, required),
        );
        return ok({ requireTwoFactor: required });
      },
    };
  }

  return {
    createAccount,
    resetPassword,
    sessionFor,
    signIn,
    verifySignInCode,
    signOut,
    forStaff,
    anyStaff: staff.anyStaff,
    findUserByEmail: staff.findUserByEmail,
  };
}

export type StaffService = ReturnType<typeof staffService>;
