/**
 * What a signed-in member of staff does to their own sign-in: choose a new password, and set up or turn off
 * two-factor sign-in. Any member may, for their own account only, so no permission is checked; better-auth checks
 * the current password or the code, and each change is written to the audit log.
 */
import QRCode from 'qrcode';
import type { AuditAction } from '@school/shared/audit-words';
import { consoleMessages } from '@school/shared/console-messages';
import type { ConsoleSource } from '@school/shared/console-source';
import { codeSchema, newPasswordSchema, passwordSchema } from '@school/shared/staff-schemas';
import { ok, refuse } from '../../console/outcome';
import type { Db } from '../../db/database';
import { profileRepository } from '../schools/profile-repository';
import { storedProfile } from '../schools/profile-service';
import { checkCode, hashPassword, unlessRefused } from './auth-calls';
import { fromForm } from './console-actions';
import { staffRepository } from './repository';
import { accountDeed, staffAudit } from './staff-audit';
import type { RequestInfo, SignedInMember, StaffServiceOptions } from './staff-context';

export type OwnSignInConsole = Pick<
  ConsoleSource,
  'changePassword' | 'startTwoFactor' | 'confirmTwoFactor' | 'disableTwoFactor'
>;

/**
 * The name an authenticator app files a member's codes under: their school's, as its profile says, so that staff of
 * two schools tell their codes apart. None while the school has no profile: better-auth then uses its set-up's name.
 */
async function schoolName(db: Db, schoolCode: string): Promise<string | undefined> {
  const stored = await profileRepository(db).find(schoolCode);
  const read = stored && storedProfile(stored.json);
  return read && 'profile' in read ? read.profile.name : undefined;
}

/** better-auth's refusal of a wrong password, as the console says it beside the form's `field`. */
function wrongPassword(field: string) {
  const message = 'That password is not right. Type your current password.';
  return refuse(400, message, { [field]: message });
}

export function ownPasswordAndTwoFactor(
  { db, auth, schoolCode }: StaffServiceOptions,
  member: SignedInMember,
  request: RequestInfo,
): OwnSignInConsole {
  const audit = staffAudit(db, schoolCode);
  const actor = { id: member.id, name: member.name, requestId: request.requestId };
  const deed = (action: AuditAction) => accountDeed(action, member.email, member.id);
  const { headers } = request;

  const turnOffTwoFactor = fromForm(passwordSchema, async ({ password }) => {
    const turnedOff = await unlessRefused(
      () => auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true }),
      wrongPassword('password'),
    );
    if (!turnedOff.ok) return turnedOff;
    await audit.note(actor, deed('twoFactorOff'));
    return ok({ headers: turnedOff.value.headers });
  });

  return {
    changePassword: fromForm(newPasswordSchema, async ({ currentPassword, newPassword }) => {
      // A password someone else set (a new account, a reset) is replaced without asking for it again.
      if (member.mustChangePassword) {
        const passwordHash = await hashPassword(auth, newPassword);
        await audit.change(actor, deed('changePassword'), async (accounts) => {
          await accounts.setPasswordHash(member.id, passwordHash);
          await accounts.setMustChangePassword(member.id, false);
          await accounts.endSessions(member.id, member.token);
        });
        return ok({ headers: new Headers() });
      }
      const changed = await unlessRefused(
        () =>
          auth.api.changePassword({
            body: { currentPassword, newPassword, revokeOtherSessions: true },
            headers,
            returnHeaders: true,
          }),
        wrongPassword('currentPassword'),
      );
      if (!changed.ok) return changed;
      await audit.note(actor, deed('changePassword'));
      return ok({ headers: changed.value.headers });
    }),

    startTwoFactor: fromForm(passwordSchema, async ({ password }) => {
      const issuer = await schoolName(db, schoolCode);
      const started = await unlessRefused(
        () => auth.api.enableTwoFactor({ body: { password, ...(issuer ? { issuer } : {}) }, headers }),
        wrongPassword('password'),
      );
      if (!started.ok) return started;
      if (!('totpURI' in started.value)) throw new Error('two-factor set-up answered no TOTP address');
      const uri = started.value.totpURI;
      const key = new URL(uri).searchParams.get('secret') ?? '';
      const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      return ok({ key, qrSvg, uri });
    }),

    confirmTwoFactor: fromForm(codeSchema, async ({ code }) => {
      const refusal = refuse(400, consoleMessages.codeFailed, { code: consoleMessages.codeFailed });
      const confirmed = await checkCode(auth, code, headers, refusal);
      if (!confirmed.ok) return confirmed;
      await audit.note(actor, deed('twoFactorOn'));
      return ok({ headers: confirmed.value.headers });
    }),

    async disableTwoFactor(form) {
      if (await staffRepository(db).requiresTwoFactor(schoolCode)) {
        return refuse(409, 'Your school requires two-factor sign-in, so it cannot be turned off.');
      }
      return turnOffTwoFactor(form);
    },
  };
}
