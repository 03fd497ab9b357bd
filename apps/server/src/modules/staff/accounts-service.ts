/**
 * Staff accounts: making one (an admin's form, `npm run staff`, the demo accounts), and what an admin does to the
 * other accounts of their school: roles, disabling, new one-time passwords, resetting two-factor sign-in. The audit
 * log is read here too. better-auth writes users and logins; roles per school are ours.
 */
import type { Outcome, StaffAccount, ConsoleSource } from '@school/shared/console-source';
import { may, type StaffRole } from '@school/shared/staff-permissions';
import { addStaffSchema, staffRoleSchema } from '@school/shared/staff-schemas';
import { done, ok, refuse } from '../../console/outcome';
import { auditRepository } from '../audit/repository';
import { hashPassword } from './auth-calls';
import { fromForm, readInput, whenAllowed } from './console-actions';
import { oneTimePassword } from './one-time-password';
import { staffRepository } from './repository';
import { accountDeed, staffAudit, type Actor } from './staff-audit';
import type { RequestInfo, SignedInMember, StaffServiceOptions } from './staff-context';

export type AccountsConsole = Pick<
  ConsoleSource,
  'audit' | 'staffAccounts' | 'addStaff' | 'setRole' | 'setDisabled' | 'resetPassword' | 'resetTwoFactor'
>;

export function accountsService({ db, auth, schoolCode }: StaffServiceOptions) {
  const staff = staffRepository(db);
  const audit = staffAudit(db, schoolCode);

  /**
   * Creates an account with a one-time password (or, for the demo accounts, a given one that need not be
   * changed) and a role at a school. better-auth writes the user and login; the role and the audit entry are
   * written together, and the user is removed again if they fail.
   */
  async function createAccount(
    input: { name: string; email: string; role: StaffRole; schoolCode: string; password?: string },
    actor: Actor,
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
        password: await hashPassword(auth, password),
      });
      const deed = {
        action: 'addStaff',
        kind: 'staff',
        itemId: user.id,
        summary: `${input.email} as ${input.role}`,
      } as const;
      await staffAudit(db, input.schoolCode).change(actor, deed, (accounts) =>
        accounts.setRole(user.id, input.schoolCode, input.role),
      );
    } catch (error) {
      await staff.removeUser(user.id);
      throw error;
    }
    const account = { id: user.id, name: input.name, email: input.email, role: input.role };
    return ok({ account: { ...account, disabled: false, twoFactorEnabled: false }, password });
  }

  /** A new one-time password: every session of the account ends, and the next sign-in asks for a new password. */
  async function resetPassword(userId: string, actor: Actor, summary: string): Promise<{ password: string }> {
    const password = oneTimePassword();
    const passwordHash = await hashPassword(auth, password);
    await audit.change(actor, { action: 'resetPassword', kind: 'staff', itemId: userId, summary }, async (accounts) => {
      await accounts.setPasswordHash(userId, passwordHash);
      await accounts.setMustChangePassword(userId, true);
      await accounts.endSessions(userId);
    });
    return { password };
  }

  /** What an admin does to the accounts of their school; the audit log for whoever may read it. */
  function forStaff(member: SignedInMember, request: RequestInfo): AccountsConsole {
    const actor: Actor = { id: member.id, name: member.name, requestId: request.requestId };

    /** An account of this school that an admin may change; never their own (so a school keeps an admin). */
    async function otherAccount(userId: string): Promise<Outcome<StaffAccount>> {
      if (userId === member.id) return refuse(409, "You can't change your own account here. Ask another admin.");
      const account = (await staff.accounts(schoolCode)).find((entry) => entry.id === userId);
      return account ? ok(account) : refuse(404, 'There is no such account at this school.');
    }

    const reading = whenAllowed(may(member.role, 'audit.read'), {
      audit: async (query: Parameters<ConsoleSource['audit']>[0]) =>
        ok(await auditRepository(db).page(schoolCode, query)),
    });

    const managing = whenAllowed(may(member.role, 'staff.manage'), {
      staffAccounts: async () => ok(await staff.accounts(schoolCode)),

      addStaff: fromForm(addStaffSchema, (input) => createAccount({ ...input, schoolCode }, actor)),

      async setRole(userId: string, role: string): Promise<Outcome> {
        const account = await otherAccount(userId);
        if (!account.ok) return account;
        const chosen = readInput(staffRoleSchema, role);
        if (!chosen.ok) return chosen;
        const deed = accountDeed('setRole', `${account.value.email} as ${chosen.value}`, userId);
        await audit.change(actor, deed, (accounts) => accounts.setRole(userId, schoolCode, chosen.value));
        return done;
      },

      async setDisabled(userId: string, disabled: boolean): Promise<Outcome> {
        const account = await otherAccount(userId);
        if (!account.ok) return account;
        const deed = accountDeed(disabled ? 'disableStaff' : 'enableStaff', account.value.email, userId);
        await audit.change(actor, deed, async (accounts) => {
          await accounts.setDisabled(userId, disabled);
          // A disabled account's open sessions end at once.
          if (disabled) await accounts.endSessions(userId);
        });
        return done;
      },

      async resetPassword(userId: string): Promise<Outcome<{ password: string }>> {
        const account = await otherAccount(userId);
        if (!account.ok) return account;
        return ok(await resetPassword(userId, actor, account.value.email));
      },

      async resetTwoFactor(userId: string): Promise<Outcome> {
        const account = await otherAccount(userId);
        if (!account.ok) return account;
        if (!account.value.twoFactorEnabled) return refuse(409, 'Two-factor sign-in is already off for this account.');
        const deed = accountDeed('resetTwoFactor', account.value.email, userId);
        await audit.change(actor, deed, async (accounts) => {
          await accounts.turnOffTwoFactor(userId);
          await accounts.endSessions(userId);
        });
        return done;
      },
    });

    return { ...reading, ...managing };
  }

  return {
    createAccount,
    resetPassword,
    forStaff,
    anyStaff: staff.anyStaff,
    findUserByEmail: staff.findUserByEmail,
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
