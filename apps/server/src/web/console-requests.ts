/** What the console and the routes beside it (uploads, scans, previews, staff-only files) share about staff. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { consoleMessages } from '@school/shared/console-messages';
import type { StaffMember } from '@school/shared/console-source';
import { HttpError } from '../http-errors';
import type { StaffService } from '../modules/staff/service';

/** A Fastify request's headers as the Fetch API's, for better-auth and React Router. */
export function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const entry of Array.isArray(value) ? value : [value]) headers.append(name, entry);
  }
  return headers;
}

/** Staff-only answers are never stored by a browser or a proxy, and never indexed. */
export function staffOnlyAnswer(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
}

/** The signed-in member of staff, with the session's token, as the staff service finds them. */
export type SessionMember = NonNullable<Awaited<ReturnType<StaffService['sessionFor']>>>;

/**
 * What a member of staff must do before any staff data opens to them, or undefined when nothing is left: choose a
 * new password (the one they signed in with was set by someone else, who may still know it), or set up the
 * two-factor sign-in their school requires. Until then a password alone has signed them in, and only their own
 * account's set-up may follow.
 */
export function setUpFirst(member: StaffMember): string | undefined {
  if (member.mustChangePassword) return consoleMessages.choosePasswordFirst;
  if (member.mustSetUpTwoFactor) return consoleMessages.setUpTwoFactorFirst;
  return undefined;
}

/** Who a request comes from: a member of staff who may work, or why not (401 signed out, 403 set up first). */
export type StaffCheck = { ok: true; member: SessionMember } | { ok: false; refusal: HttpError };

/**
 * The one way a route beside the console's pages learns who a request comes from. Such routes are handed this,
 * not the staff service, so none can reach a session without the check: a session that must first choose a
 * password or set up two-factor sign-in (`setUpFirst`) counts as no member of staff here.
 */
export interface StaffGate {
  check(request: FastifyRequest): Promise<StaffCheck>;
  /** The member of staff; otherwise the refusal is thrown. */
  require(request: FastifyRequest): Promise<SessionMember>;
  /** The member of staff; undefined for anyone else, who gets what the public gets. */
  working(request: FastifyRequest): Promise<SessionMember | undefined>;
}

export function staffGate(staff: Pick<StaffService, 'sessionFor'>): StaffGate {
  async function check(request: FastifyRequest): Promise<StaffCheck> {
    const member = await staff.sessionFor(headersOf(request));
    if (!member) return { ok: false, refusal: new HttpError(401, 'unauthorized', consoleMessages.signedOut) };
    const first = setUpFirst(member);
    if (first) return { ok: false, refusal: new HttpError(403, 'forbidden', first) };
    return { ok: true, member };
  }
  return {
    check,
    async require(request) {
      const checked = await check(request);
      if (!checked.ok) throw checked.refusal;
      return checked.member;
    },
    async working(request) {
      const checked = await check(request);
      return checked.ok ? checked.member : undefined;
    },
  };
}
