/**
 * The staff services together, as the server, `npm run staff` and the demo seed use them: signing in
 * (sign-in-service.ts), accounts (accounts-service.ts) and the school's settings (settings-service.ts).
 * better-auth does the hashing, sessions and codes; these services add roles per school and the console's rules
 * around them: sign-in failure limits, an audit entry for every sign-in and change, and no admin changing their
 * own account.
 */
import type { ConsoleSource } from '@school/shared/console-source';
import { accountsService } from './accounts-service';
import { settingsService } from './settings-service';
import { signInService } from './sign-in-service';
import type { RequestInfo, SignedInMember, StaffServiceOptions } from './staff-context';

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

export function staffService(options: StaffServiceOptions) {
  const signIn = signInService(options);
  const accounts = accountsService(options);
  const settings = settingsService(options);

  return {
    createAccount: accounts.createAccount,
    resetPassword: accounts.resetPassword,
    anyStaff: accounts.anyStaff,
    findUserByEmail: accounts.findUserByEmail,
    sessionFor: signIn.sessionFor,
    signIn: signIn.signIn,
    verifySignInCode: signIn.verifySignInCode,
    signOut: signIn.signOut,
    /** What a signed-in member of staff does to their own account and, as an admin, to others' and the school's. */
    forStaff(member: SignedInMember, request: RequestInfo): AccountConsole {
      return {
        ...signIn.forStaff(member, request),
        ...accounts.forStaff(member, request),
        ...settings.forStaff(member, request),
      };
    },
  };
}

export type StaffService = ReturnType<typeof staffService>;
