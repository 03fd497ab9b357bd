/** Builders for the console tests: members of staff of each role, a clock the test moves, and looks at the audit log. */
import { createHmac } from 'node:crypto';
import type { StaffMember } from '@school/shared/console-source';
import type { StaffRole } from '@school/shared/staff-permissions';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import { schoolCode } from './fixtures';

/** A signed-in member of staff, as the console hands one to the services. */
export function staffMember(role: StaffRole, changes: Partial<StaffMember> = {}): StaffMember {
  return {
    id: `user-${role}`,
    name: `${role[0]!.toUpperCase()}${role.slice(1)} Person`,
    email: `${role}@school.example.org`,
    role,
    schoolCode,
    mustChangePassword: false,
    twoFactorEnabled: false,
    mustSetUpTwoFactor: false,
    ...changes,
  };
}

/** A clock that stands still until the test moves it. */
export function testClock(start: string) {
  let current = new Date(start);
  return {
    now: () => new Date(current.getTime()),
    set(instant: string | Date) {
      current = new Date(instant);
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
    /** An instant `ms` from now, as stored. */
    in(ms: number) {
      return new Date(current.getTime() + ms).toISOString();
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

export const minuteMs = 60_000;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;

export async function auditRows(db: Db) {
  return db.selectFrom('audit_log').selectAll().orderBy('at').orderBy('id').execute();
}

export async function auditCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Runs `work` while the audit table cannot be written (it is renamed away), so
 * a change that writes its audit entry in the same transaction must fail whole.
 */
export async function withoutAuditTable<T>(db: Db, work: () => Promise<T>): Promise<T> {
  await sql`alter table audit_log rename to audit_log_away`.execute(db);
  try {
    return await work();
  } finally {
    await sql`alter table audit_log_away rename to audit_log`.execute(db);
  }
}

/** Every value of every audit row, as one text to search. */
export async function auditText(db: Db): Promise<string> {
  return JSON.stringify(await auditRows(db));
}

/**
 * The Cookie header a browser would send after these answers: each Set-Cookie
 * adds or replaces its cookie, and an emptied or expired one is dropped.
 */
export function cookieHeader(answer: Headers, previous = ''): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  for (const line of answer.getSetCookie()) {
    const pair = line.split(';', 1)[0]!;
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '' || /;\s*max-age=0\b/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Where a request comes from, as the console hands it to the staff service. */
export function requestInfo(cookie = '', address = '203.0.113.5', requestId = 'req-1') {
  return { headers: new Headers(cookie ? { cookie } : {}), address, requestId };
}

/**
 * The code an authenticator app shows for a Base32 key (RFC 6238: HMAC-SHA1,
 * 30-second steps, 6 digits), worked out here independently of the server's
 * own library, as a phone would.
 */
export function authenticatorCode(key: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of key.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not Base32: ${char}`);
    bits += index.toString(2).padStart(5, '0');
  }
  const secret = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', secret).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
