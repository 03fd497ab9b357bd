/** What the staff services (sign-in, accounts, settings) are built from, and what each is told about a request. */
import type { StaffMember } from '@school/shared/console-source';
import type { Db } from '../../db/database';
import type { Auth } from './auth';
import type { SignInLimits } from './sign-in-limits';

export interface StaffServiceOptions {
  db: Db;
  auth: Auth;
  limits: SignInLimits;
  schoolCode: string;
  timeZone: string;
}

/** Where a request comes from, for the limits and the audit log. */
export interface RequestInfo {
  headers: Headers;
  /** The client's address (through the configured proxy hops). */
  address: string;
  requestId: string;
}

/** A signed-in member of staff with their session's token, which a change of their own password keeps open. */
export type SignedInMember = StaffMember & { token: string };
