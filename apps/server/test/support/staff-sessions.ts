/**
 * One staff account per role at the test school, and their sessions: signed in
 * through the staff service (for tests of routes that need no console build)
 * or through the console's own sign-in form; and the API server with them.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { staffRoles, type StaffRole } from '@school/shared/staff-permissions';
import { buildApp } from '../../src/app';
import { readConfig, type Config } from '../../src/config';
import type { Db } from '../../src/db/database';
import { staffAccounts } from '../../src/modules/staff/staff-accounts';
import { post, sessionCookie } from './console-requests';
import { insertSchool, schoolCode } from './fixtures';
import type { TestDatabase } from './test-database';

export const staffPassword = 'correct-horse-battery';
export const staffEmail = (role: StaffRole) => `${role}@school.test`;

export type RoleMap = Record<StaffRole, string>;

/** Creates `The <role>` for every role at the test school; answers their user ids. */
export async function addStaffAccounts(db: Db, config: Config): Promise<RoleMap> {
  const staff = await staffAccounts(db, config);
  const ids = {} as RoleMap;
  for (const role of staffRoles) {
    const made = await staff.createAccount(
      { name: `The ${role}`, email: staffEmail(role), role, schoolCode, password: staffPassword },
      { id: null, name: 'test' },
    );
    expect(made.ok, `${role} account`).toBe(true);
    if (made.ok) ids[role] = made.value.account.id;
  }
  return ids;
}

/** Each role's session cookie, signed in through the staff service. */
export async function serviceSessions(db: Db, config: Config): Promise<RoleMap> {
  const staff = await staffAccounts(db, config);
  const cookies = {} as RoleMap;
  for (const role of staffRoles) {
    const signedIn = await staff.signIn(
      { email: staffEmail(role), password: staffPassword },
      { headers: new Headers(), address: '127.0.0.1', requestId: 'test' },
    );
    expect(signedIn.ok, `${role} signs in`).toBe(true);
    if (signedIn.ok) cookies[role] = signedIn.value.headers.get('set-cookie')!.split(';')[0]!;
  }
  return cookies;
}

/** Each role's session cookie, signed in through the console's sign-in form (needs the console's build). */
export async function consoleSessions(app: FastifyInstance): Promise<RoleMap> {
  const cookies = {} as RoleMap;
  for (const role of staffRoles) {
    const signedIn = await post(app, '/admin/sign-in', { email: staffEmail(role), password: staffPassword });
    expect(signedIn.statusCode, `${role} signs in`).toBe(302);
    cookies[role] = sessionCookie(signedIn);
  }
  return cookies;
}

/**
 * The API server (no site, no console build) for the test school, with every role signed in through the
 * staff service: their user ids and session cookies.
 */
export async function signedInApiApp(database: TestDatabase, settings: Record<string, string> = {}) {
  await insertSchool(database.db, schoolCode);
  const config = readConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    SCHOOL_CODE: schoolCode,
    LOG_LEVEL: 'silent',
    ...settings,
  });
  const ids = await addStaffAccounts(database.db, config);
  const cookies = await serviceSessions(database.db, config);
  const app = await buildApp({ config, serveSite: false, seedDemo: false, contentCacheMs: 0, db: database.db });
  return { config, ids, cookies, app };
}
