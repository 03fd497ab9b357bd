/**
 * Serves the staff console (apps/admin) under /admin: its built assets, and
 * every page through its React Router handler with the console as load
 * context, for whoever is signed in: all of it for staff whose account is set
 * up, and only that set-up for anyone who must first choose a new password or
 * set up two-factor sign-in. Console answers are never stored by a
 * browser or a proxy and never indexed, and a change (any method but GET and
 * HEAD) is refused unless it comes from this site itself, so another site
 * cannot post a form with a member of staff's cookie.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerBuild } from 'react-router';
import { consoleMessages } from '@school/shared/console-messages';
import { outcomeCalls, type ConsoleContext, type ConsoleSource } from '@school/shared/console-source';
import type { InboxService } from '../modules/contact/inbox-service';
import type { CertificatesService } from '../modules/tc/console-service';
import type { ProfileService } from '../modules/schools/profile-service';
import type { PublishingService } from '../modules/publishing/service';
import type { StaffService } from '../modules/staff/service';
import type { RequestInfo } from '../modules/staff/staff-context';
import { errorAnswers, HttpError } from '../http-errors';
import { allStorable } from '../plugins/storable-text';
import { consoleHandler } from './console-handler';
import { retryAfterOnOutage, withDatabaseOutages } from './console-outages';
import { headersOf, setUpFirst, staffOnlyAnswer, type SessionMember } from './console-requests';

export interface ConsoleOptions {
  buildDir: string;
  publishing: PublishingService;
  staff: StaffService;
  profiles: ProfileService;
  inbox: InboxService;
  certificates: CertificatesService;
  timeZone: string;
  /** The site's origin (config PUBLIC_URL): the console's pages are at this address, whatever a request says. */
  publicUrl: string;
  /** Where the console's forms may be sent from (config.ts `consoleOrigins`). */
  origins: readonly string[];
}

/**
 * Whether a change comes from a page of this site (one of `origins`, config.ts `consoleOrigins`): browsers say
 * where a request comes from in `Sec-Fetch-Site` and `Origin`; a request from another site says so in at least
 * one of them.
 */
export function isSameOrigin(request: FastifyRequest, origins: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  return origin === undefined || origins.includes(origin);
}

/** The calls that set up an account: New password's form, and Account's password and two-factor ones. */
const accountSetUpCalls: ReadonlySet<string> = new Set<keyof ConsoleSource>([
  'changePassword',
  'startTwoFactor',
  'confirmTwoFactor',
]);

/**
 * `source` as a session that must set up its account first gets it: its set-up calls, and every other call refused
 * with `message`, what to do first. A call that answers an `Outcome` answers a 403 refusal, which a form shows; any
 * other throws a 403 answer, which replaces the page. The console's pages send such a session to its set-up page
 * before they call anything; this keeps it from staff data should one not, and refuses any call added later that
 * is not named above.
 */
export function accountSetUpOnly(source: ConsoleSource, message: string): ConsoleSource {
  const refusal = { ok: false, status: 403, message } as const;
  const calls = Object.entries(source).map(([name, value]) => {
    if (typeof value !== 'function' || accountSetUpCalls.has(name)) return [name, value];
    const refused = Object.hasOwn(outcomeCalls, name)
      ? () => Promise.resolve(refusal)
      : () => Promise.reject(new Response(message, { status: 403 }));
    return [name, refused];
  });
  return Object.fromEntries(calls) as ConsoleSource;
}

/** Whether a post's body is a URL-encoded form, the only kind of body the console's pages take. */
function isFormBody(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded';
}

async function consoleSite(
  app: FastifyInstance,
  { buildDir, publishing, staff, profiles, inbox, certificates, timeZone, publicUrl, origins }: ConsoleOptions,
) {
  const clientDir = path.join(buildDir, 'client');
  /** Where the console is, which its sign-in page compares with the address the browser opened. */
  const place = { address: `${publicUrl}/admin`, origins };
  const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;

  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    immutable: true,
    maxAge: '1y',
    index: false,
  });

  /** The signed-in member of staff's console: all of it, or only their account's set-up while that comes first. */
  function consoleFor(member: SessionMember, info: RequestInfo): ConsoleSource {
    const { token: _token, ...staffMember } = member;
    const source: ConsoleSource = {
      staff: staffMember,
      timeZone,
      ...publishing.forStaff(member, info.requestId),
      ...staff.forStaff(member, info),
      ...inbox.forStaff(member, info.requestId),
      ...certificates.forStaff(member, info.requestId),
      ...profiles.forStaff(member, info.requestId),
    };
    const first = setUpFirst(member);
    return first ? accountSetUpOnly(source, first) : source;
  }

  async function consoleContext(request: FastifyRequest): Promise<ConsoleContext> {
    const info: RequestInfo = { headers: headersOf(request), address: request.ip, requestId: request.id };
    const member = await staff.sessionFor(info.headers);
    return {
      console: member && consoleFor(member, info),
      ...place,
      signIn: (form) => staff.signIn(form, info),
      verifySignInCode: (form) => staff.verifySignInCode(form, info),
      signOut: () => staff.signOut(info, member),
    };
  }

  const handle = consoleHandler({
    build,
    publicUrl,
    origins,
    getLoadContext: (request) => withDatabaseOutages(request.log, place, () => consoleContext(request)),
  });

  app.register(async (pages) => {
    // The React Router handler reads form bodies itself. A form's fields are small, so they are read whole
    // first and checked, so that no action is handed text the database cannot store.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, body, done) => {
      const storable = allStorable([...new URLSearchParams(body.toString('utf8'))]);
      done(storable ? null : HttpError.of(errorAnswers.unstorableText), body);
    });
    pages.addHook('onSend', retryAfterOnOutage);
    pages.addHook('onRequest', async (request, reply) => {
      staffOnlyAnswer(reply);
      if (request.method === 'GET' || request.method === 'HEAD') return;
      const refuse = (status: number, message: string) =>
        reply.status(status).type('text/plain; charset=utf-8').send(message);
      // The address to open, in words: a console opened at another name of the server cannot post its forms.
      if (!isSameOrigin(request, origins)) return refuse(403, consoleMessages.otherAddress(`${publicUrl}/admin`));
      // Every console form posts its fields URL-encoded (files go to their own routes), so any other body is not
      // one of ours; refused here, no action is handed a body it cannot read.
      if (!isFormBody(request)) return refuse(415, consoleMessages.notAForm);
    });
    // Pages are read and forms are posted; any other method is answered 405 (plugins/allowed-methods.ts).
    for (const url of ['/admin', '/admin/*']) pages.route({ method: ['GET', 'POST'], url, handler: handle });
  });
}

export const consolePlugin = fp(consoleSite, { name: 'console' });
