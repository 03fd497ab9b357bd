/**
 * The staff console while the database cannot be reached. React Router shows
 * a thrown Response as the page's error, status kept, while any other error
 * reaches the console as a bare "Something went wrong" 500. So an outage
 * becomes a 503, which the console explains in plain words
 * (consoleMessages.databaseUnavailable):
 *
 * - a call that answers an `Outcome` (every save, packages/shared's
 *   `outcomeCalls`) answers a 503 refusal, which a form shows above what was
 *   typed, so nothing typed is lost;
 * - any other call, and the session look-up every console request starts
 *   with, throws a 503 answer, which replaces the page; except that an
 *   action sent from a form with typed text (apps/admin's `consoleForAction`)
 *   answers that form's 503 refusal instead.
 */
import type { FastifyBaseLogger, onSendHookHandler } from 'fastify';
import { consoleMessages } from '@school/shared/console-messages';
import { outcomeCalls, type ConsoleContext, type Outcome } from '@school/shared/console-source';
import { outageLogLines, outageOf, outageRetryAfterSeconds, type Outage } from '../outage';

type Call = (...args: unknown[]) => Promise<unknown>;

/** The console's pages and saves reach only the database; files come and go through routes of their own. */
function databaseOutage(error: unknown): Outage | undefined {
  const outage = outageOf(error);
  return outage?.service === 'database' ? outage : undefined;
}

const unavailableAnswer = () => new Response(null, { status: 503 });
const unavailableRefusal: Outcome<never> = { ok: false, status: 503, message: consoleMessages.databaseUnavailable };

const answersOutcome = (name: string): boolean => Object.hasOwn(outcomeCalls, name);

/** Each call of `source`, with a database outage turned into a thrown 503 answer. */
function answeringOutages<Source extends object>(source: Source, log: FastifyBaseLogger): Source {
  const calls = Object.entries(source).map(([name, value]) => {
    if (typeof value !== 'function') return [name, value];
    const call: Call = async (...args) => {
      try {
        return await (value as Call).apply(source, args);
      } catch (error) {
        const outage = databaseOutage(error);
        if (!outage) throw error;
        log.warn({ outage }, outageLogLines.database);
        if (answersOutcome(name)) return unavailableRefusal;
        throw unavailableAnswer();
      }
    };
    return [name, call];
  });
  return Object.fromEntries(calls) as Source;
}

/**
 * The console pages' onSend hook: a 503 says when to try again, as the API's does. React Router keeps a thrown
 * answer's status, but its headers reach only a route that exports `headers`.
 */
export const retryAfterOnOutage: onSendHookHandler = async (_request, reply, payload) => {
  if (reply.statusCode === 503) reply.header('retry-after', String(outageRetryAfterSeconds));
  return payload;
};

/**
 * The console's load context from `build`, whose every call, and `build` itself, answers an outage with a 503.
 * Where the console is (`place`) needs no database.
 */
export async function withDatabaseOutages(
  log: FastifyBaseLogger,
  place: Pick<ConsoleContext, 'address' | 'origins'>,
  build: () => Promise<ConsoleContext>,
): Promise<ConsoleContext> {
  let context: ConsoleContext;
  try {
    context = await build();
  } catch (error) {
    const outage = databaseOutage(error);
    if (!outage) throw error;
    log.warn({ outage }, outageLogLines.database);
    const refuse = () => Promise.resolve(unavailableRefusal);
    return {
      ...place,
      databaseUnavailable: true,
      signIn: refuse,
      verifySignInCode: refuse,
      signOut: () => Promise.reject(unavailableAnswer()),
    };
  }
  const { console: source, ...rest } = context;
  return { ...answeringOutages(rest, log), ...(source ? { console: answeringOutages(source, log) } : {}) };
}
