/**
 * Queries over staff accounts: roles per school, the accounts of a school,
 * and the flags the console adds to better-auth's user table. better-auth's
 * tables hold booleans and times as the dialect does (PostgreSQL booleans and
 * timestamps, SQLite integers and ISO text), so values are written the same way here.
 */
import { PostgresAdapter } from 'kysely';
import type { StaffAccount } from '@school/shared/console-source';
import type { StaffRole } from '@school/shared/staff-permissions';
import type { Db } from '../../db/database';

export function staffRepository(db: Db) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const flag = (value: boolean) => (postgres ? value : Number(value));
  const time = (date: Date) => (postgres ? date : date.toISOString());

  return {
    async roleAt(userId: string, schoolCode: string): Promise<StaffRole | undefined> {
      const row = await db
        .selectFrom('staff_roles')
        .select('role')
        .where('user_id', '=', userId)
        .where('school_code', '=', schoolCode)
        .executeTakeFirst();
      return row?.role;
    },

    async setRole(userId: string, schoolCode: string, role: StaffRole): Promise<void> {
      await db
        .insertInto('staff_roles')
        .values({ user_id: userId, school_code: schoolCode, role })
        .onConflict((conflict) => conflict.columns(['user_id', 'school_code']).doUpdateSet({ role }))
        .execute();
    },

    async accounts(schoolCode: string): Promise<StaffAccount[]> {
      const rows = await db
        .selectFrom('staff_roles')
        .innerJoin('user', 'user.id', 'staff_roles.user_id')
        .select(['user.id', 'user.name', 'user.email', 'user.disabled', 'user.twoFactorEnabled', 'staff_roles.role'])
        .where('staff_roles.school_code', '=', schoolCode)
        .orderBy('user.name')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        disabled: Boolean(row.disabled),
        twoFactorEnabled: Boolean(row.twoFactorEnabled),
      }));
    },

    findUserByEmail(email: string) {
      return db.selectFrom('user').select(['id', 'name', 'email']).where('email', '=', email).executeTakeFirst();
    },

    /** Removes a user better-auth made, with what hangs on it, when the rest of a new account could not be written. */
    async removeUser(userId: string): Promise<void> {
      await db.deleteFrom('user').where('id', '=', userId).execute();
    },

    async anyStaff(): Promise<boolean> {
      return (await db.selectFrom('staff_roles').select('user_id').limit(1).executeTakeFirst()) !== undefined;
    },

    async setDisabled(userId: string, disabled: boolean): Promise<void> {
      await db
        .updateTable('user')
        .set({ disabled: flag(disabled), updatedAt: time(new Date()) })
        .where('id', '=', userId)
        .execute();
    },

    /** Forgets the account's authenticator: its next sign-in asks for the password alone. */
    async turnOffTwoFactor(userId: string): Promise<void> {
      await db.deleteFrom('twoFactor').where('userId', '=', userId).execute();
      await db
        .updateTable('user')
        .set({ twoFactorEnabled: flag(false), updatedAt: time(new Date()) })
        .where('id', '=', userId)
        .execute();
    },

    async setMustChangePassword(userId: string, value: boolean): Promise<void> {
      await db
        .updateTable('user')
        .set({ mustChangePassword: flag(value), updatedAt: time(new Date()) })
        .where('id', '=', userId)
        .execute();
    },

    /** Replaces the password hash of the account's e-mail-and-password login. */
    async setPasswordHash(userId: string, hash: string): Promise<void> {
      await db
        .updateTable('account')
        .set({ password: hash, updatedAt: time(new Date()) })
        .where('userId', '=', userId)
        .where('providerId', '=', 'credential')
        .execute();
    },

    /** Ends every session of the user (or every one but `keepToken`): they are signed out at once. */
    async endSessions(userId: string, keepToken?: string): Promise<void> {
      let query = db.deleteFrom('session').where('userId', '=', userId);
      if (keepToken) query = query.where('token', '!=', keepToken);
      await query.execute();
    },

    /** Ends one session, by its token. */
    async endSession(token: string): Promise<void> {
      await db.deleteFrom('session').where('token', '=', token).execute();
    },

    async requiresTwoFactor(schoolCode: string): Promise<boolean> {
      const row = await db
        .selectFrom('school_settings')
        .select('require_two_factor')
        .where('school_code', '=', schoolCode)
        .executeTakeFirst();
      return row?.require_two_factor === 1;
    },

    async setRequiresTwoFactor(schoolCode: string, required: boolean): Promise<void> {
      const value = required ? 1 : 0;
      await db
        .insertInto('school_settings')
        .values({ school_code: schoolCode, require_two_factor: value })
        .onConflict((conflict) => conflict.column('school_code').doUpdateSet({ require_two_factor: value }))
        .execute();
    },
  };
}

export type StaffRepository = ReturnType<typeof staffRepository>;
