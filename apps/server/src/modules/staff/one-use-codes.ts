/**
 * A two-factor code signs in once. better-auth's TOTP plugin accepts the code
 * of the current 30-second step, or of the step before or after it, and keeps
 * no note of the codes it took: one code signed in again after signing out.
 * So each account's authenticator key keeps the last step a code was taken for
 * (`twoFactor.lastTotpStep`), and before better-auth looks at a code, one of
 * that step or an earlier one is refused as a wrong code is. Taking a step is
 * one conditional UPDATE, so of two uses of one code at once, one finds it taken.
 * better-auth still decides whether a code is right: this only works out which
 * step a code is of, and a code of none goes on to be refused and counted there.
 */
import { createHmac } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt, type SecretConfig } from 'better-auth/crypto';
import type { Db } from '../../db/database';

export const totpPeriodSeconds = 30;
const totpDigits = 6;
/** The steps better-auth accepts a code of, around the current one: the latest first. */
const acceptedOffsets = [1, 0, -1];

/** The code an authenticator shows at a step: RFC 6238 as better-auth does it, keyed by the secret's text. */
function codeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', secret).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** totpDigits).padStart(totpDigits, '0');
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Whose code it is: the signed-in member of staff setting two-factor sign-in up, or the sign-in waiting for its
 * code, which better-auth keeps under its signed two_factor cookie (plugins/two-factor/verify-two-factor).
 */
async function codeOwner(context: HookContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(context);
  if (session) return session.user.id;
  const auth = context.context;
  const pending = await context.getSignedCookie(auth.createAuthCookie('two_factor').name, auth.secret);
  return pending ? (await auth.internalAdapter.findVerificationValue(pending))?.value : undefined;
}

export function oneUseCodes(db: Db): BetterAuthPlugin {
  /** The step of the account's key whose code this is, among those better-auth accepts now; none for a wrong code. */
  async function stepOf(userId: string, code: string, secretConfig: string | SecretConfig) {
    const key = await db.selectFrom('twoFactor').select('secret').where('userId', '=', userId).executeTakeFirst();
    if (!key) return undefined;
    const secret = await symmetricDecrypt({ key: secretConfig, data: key.secret });
    const now = Math.floor(Date.now() / (totpPeriodSeconds * 1000));
    return acceptedOffsets.map((offset) => now + offset).find((step) => codeAt(secret, step) === code);
  }

  /** Takes the step for the account unless it, or a later one, was taken already: whether it was taken now. */
  async function take(userId: string, step: number): Promise<boolean> {
    const { numUpdatedRows } = await db
      .updateTable('twoFactor')
      .set({ lastTotpStep: step })
      .where('userId', '=', userId)
      .where('lastTotpStep', '<', step)
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  return {
    id: 'one-use-codes',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (context) => {
            const code: unknown = (context.body as { code?: unknown } | undefined)?.code;
            const userId = await codeOwner(context);
            // Without a code or an account, better-auth refuses it.
            if (typeof code !== 'string' || !userId) return;
            const step = await stepOf(userId, code, context.context.secretConfig);
            if (step !== undefined && !(await take(userId, step))) {
              throw APIError.from('UNAUTHORIZED', { code: 'CODE_USED', message: 'This code has been used already.' });
            }
          }),
        },
      ],
    },
  };
}
