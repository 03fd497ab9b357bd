/**
 * Signing in and out: the password (within the failure limits of sign-in-limits.ts), the two-factor code that may
 * follow, the session a request carries, and an audit entry for each. A member's own password and two-factor
 * set-up are in own-password-and-two-factor.ts. better-auth checks the password and code and keeps the sessions;
 * this service adds that a member of staff needs a role at this school and an account that is not disabled.
 */
import { APIError } from 'better-auth/api';
import type { AuditAction } from '@school/shared/audit-words';
import { consoleMessages, signInLockedMessage } from '@school/shared/console-messages';
import type { Outcome, StaffMember } from '@school/shared/console-source';
import { codeSchema, signInSchema } from '@school/shared/staff-schemas';
import { ok, refuse } from '../../console/outcome';
import { checkCode } from './auth-calls';
import { readInput } from './console-actions';
import { ownPasswordAndTwoFactor } from './own-password-and-two-factor';
import { staffRepository } from './repository';
import type { SignInAttempt } from './sign-in-limits';
import { accountDeed, staffAudit } from './staff-audit';
import type { RequestInfo, SignedInMember, StaffServiceOptions } from './staff-context';

type SignedIn = Outcome<{ headers: Headers; codeRequired: boolean }>;

export function signInService(options: StaffServiceOptions) {
  const { db, auth, limits, schoolCode, timeZone } = options;
  const staff = staffRepository(db);
  const audit = staffAudit(db, schoolCode);
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' });

  /** An entry about a sign-in: `summary` is what was typed to sign in; `person`, once known, who it was. */
  const noteSignIn = (
    action: AuditAction,
    summary: string,
    request: RequestInfo,
    person?: { id: string | null; name: string },
  ) =>
    audit.note(
      { id: person?.id ?? null, name: person?.name ?? summary, requestId: request.requestId },
      accountDeed(action, summary),
    );

  /** The signed-in member of staff at this school, or undefined (no session, disabled, no role here). */
  async function sessionFor(headers: Headers): Promise<SignedInMember | undefined> {
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

  /** The sign-in form; a form that fails its schema is answered as a failed sign-in, telling nothing more. */
  async function signIn(form: Record<string, string>, request: RequestInfo): Promise<SignedIn> {
    const parsed = signInSchema.safeParse(form);
    if (!parsed.success) return refuse(400, consoleMessages.signInFailed);
    return signInWithinLimits(parsed.data.email, parsed.data.password, request);
  }

  async function signInWithinLimits(email: string, password: string, request: RequestInfo): Promise<SignedIn> {
    const taken = await limits.take(email, request.address);
    if ('lockedMs' in taken) {
      await noteSignIn('signInRefused', email, request);
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
  ): Promise<SignedIn> {
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
        await noteSignIn('signInRefused', email, request, await staff.findUserByEmail(email));
        return refuse(403, consoleMessages.accountDisabled);
      }
      await attempt.failed();
      await noteSignIn('signInFailed', email, request);
      return refuse(401, consoleMessages.signInFailed);
    }
    const codeRequired = answer.response.twoFactorRedirect === true;
    // While a code is still to come, better-auth's answer names no user.
    const user = codeRequired ? await staff.findUserByEmail(email) : answer.response.user;
    if (!user || !(await staff.roleAt(user.id, schoolCode))) {
      // The password was right, so this is no failed guess; nor a sign-in that would clear the account's count.
      await attempt.givenBack();
      if (answer.response.token) await staff.endSession(answer.response.token);
      await noteSignIn('signInRefused', email, request, user && { id: null, name: user.name });
      return refuse(403, consoleMessages.noRole);
    }
    await attempt.succeeded();
    await noteSignIn(codeRequired ? 'signInPassword' : 'signIn', email, request, user);
    return ok({ headers: answer.headers, codeRequired });
  }

  /** The code form that completes a sign-in whose password was right, for an account with two-factor sign-in. */
  async function verifySignInCode(form: Record<string, string>, request: RequestInfo) {
    const input = readInput(codeSchema, form);
    return input.ok ? signInWithCode(input.value.code, request) : input;
  }

  async function signInWithCode(code: string, request: RequestInfo): Promise<Outcome<{ headers: Headers }>> {
    const refusal = refuse(401, consoleMessages.codeFailed, { code: consoleMessages.codeFailed });
    const answer = await checkCode(auth, code, request.headers, refusal);
    if (!answer.ok) {
      await noteSignIn('signInCodeFailed', 'two-factor code', request);
      return answer;
    }
    const user = (answer.value.response as { user: { id: string; name: string; email: string } }).user;
    await noteSignIn('signIn', user.email, request, user);
    return ok({ headers: answer.value.headers });
  }

  async function signOut(request: RequestInfo, member: StaffMember | undefined): Promise<Headers> {
    try {
      const answer = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
      if (member) await noteSignIn('signOut', member.email, request, member);
      return answer.headers;
    } catch (error) {
      if (error instanceof APIError) return new Headers();
      throw error;
    }
  }

  return {
    sessionFor,
    signIn,
    verifySignInCode,
    signOut,
    /** What a signed-in member of staff does to their own sign-in: their password and two-factor sign-in. */
    forStaff: (member: SignedInMember, request: RequestInfo) => ownPasswordAndTwoFactor(options, member, request),
  };
}

export type SignInService = ReturnType<typeof signInService>;
