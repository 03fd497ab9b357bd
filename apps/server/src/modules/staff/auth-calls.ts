/** better-auth's calls as the staff services make them: a password hashed, and a refusal told apart from a failure. */
import { APIError } from 'better-auth/api';
import type { Outcome } from '@school/shared/console-source';
import { ok } from '../../console/outcome';
import type { Auth } from './auth';

type Refusal = Extract<Outcome, { ok: false }>;

export async function hashPassword(auth: Auth, password: string): Promise<string> {
  return (await auth.$context).password.hash(password);
}

/**
 * better-auth's answer to `call`; or `refusal` when better-auth refuses it (a wrong password or code: an
 * `APIError`). Anything else that breaks is thrown on.
 */
export async function unlessRefused<T>(call: () => Promise<T>, refusal: Refusal): Promise<Outcome<T>> {
  try {
    return ok(await call());
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return refusal;
  }
}

/** Checks a code from the member's authenticator app against their session's account; a wrong code is `refusal`. */
export function checkCode(auth: Auth, code: string, headers: Headers, refusal: Refusal) {
  return unlessRefused(() => auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true }), refusal);
}
