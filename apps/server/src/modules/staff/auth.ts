/**
 * Staff accounts through better-auth: email and password, sessions in our own
 * database (its Kysely support, on SQLite and PostgreSQL alike), password
 * hashing and two-factor codes (its TOTP plugin, each code taken once:
 * one-use-codes.ts). Public sign-up is off:
 * accounts are made by an admin or by `npm run staff`. The session cookie is
 * HttpOnly and SameSite=Lax, and Secure when the site is served over HTTPS.
 */
import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { PostgresAdapter } from 'kysely';
import { maximumPasswordLength, minimumPasswordLength } from '@school/shared/staff-schemas';
import type { Db } from '../../db/database';
import { cutForLog } from '../../logging';
import { oneUseCodes, totpPeriodSeconds } from './one-use-codes';

export interface AuthOptions {
  db: Db;
  /** The site's origin: cookies are Secure when it is https. */
  publicUrl: string;
  /** The only origins that may post to the auth routes (config.ts `consoleOrigins`). */
  origins: readonly string[];
  secret: string;
  /** The name authenticator apps show beside the code. */
  issuer: string;
  /** Where better-auth's own warnings and errors go; without it, to the console (`npm run staff`). */
  log?: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
}

/** A staff session lasts a working day, extended while it is used. */
const sessionSeconds = 12 * 60 * 60;

export function createAuth({ db, publicUrl, origins, secret, issuer, log }: AuthOptions) {
  return betterAuth({
    database: { db, type: db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite' },
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [...origins],
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: minimumPasswordLength,
      maxPasswordLength: maximumPasswordLength,
    },
    session: { expiresIn: sessionSeconds, updateAge: 60 * 60 },
    user: {
      additionalFields: {
        /** Set for a one-time password: the console opens nothing else until a new one is chosen. */
        mustChangePassword: { type: 'boolean', defaultValue: false, input: false },
        disabled: { type: 'boolean', defaultValue: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account gets no session, whatever it types.
          before: async (session) => {
            const user = await db
              .selectFrom('user')
              .select('disabled')
              .where('id', '=', session.userId)
              .executeTakeFirst();
            return user && !user.disabled ? { data: session } : false;
          },
        },
      },
    },
    advanced: {
      cookiePrefix: 'staff',
      useSecureCookies: publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Failed sign-ins are limited per account and per address by sign-in-limits.ts, which also counts
    // attempts made through the console's own form.
    rateLimit: { enabled: false },
    plugins: [twoFactor({ issuer, totpOptions: { period: totpPeriodSeconds } }), oneUseCodes(db)],
    telemetry: { enabled: false },
    // Its messages can quote what failed (a database error, a request's value): cut, and without their stack.
    ...(log && {
      logger: {
        level: 'warn' as const,
        log: (level: 'debug' | 'info' | 'warn' | 'error', message: string) =>
          log[level]({ from: 'better-auth' }, cutForLog(message)),
      },
    }),
  });
}

export type Auth = ReturnType<typeof createAuth>;
