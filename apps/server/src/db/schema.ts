import type { ColumnType, Generated } from 'kysely';
import type { ContentKind } from '@school/shared/content-categories';
import type { ContentStatus } from '@school/shared/content-lifecycle';
import type { InboxStatus } from '@school/shared/inbox';
import type { StaffRole } from '@school/shared/staff-permissions';

/**
 * The tables, as Kysely sees them. Every row belongs to a school code, so one
 * database can serve every school of the society. Dates and times are ISO
 * strings in both SQLite and PostgreSQL, so they sort and compare the same way.
 */

export interface SchoolsTable {
  code: string;
  name: string;
  created_at: string;
}

/**
 * Every kind of published content in one table: the kinds share most of their
 * fields (title, description, date, attachments), and the API serves each kind
 * as a list. Fields a kind does not use stay empty.
 */
export interface ContentItemsTable {
  id: string;
  school_code: string;
  kind: ContentKind;
  /** The name the site's pages link the item by (a document's `fee-structure`), unique per school and kind. */
  key: ColumnType<string | null, string | null | undefined, string | null>;
  category: string;
  school_tab: string;
  title: string;
  description: string;
  message: string;
  name: string;
  url: string;
  video_url: string;
  venue: string;
  time: string;
  /** The item's own date (news `fromDate`, event date, album date), ISO. */
  date: string;
  /** JSON arrays of storage paths. */
  attachments: string;
  images: string;
  /** JSON array of each attachment's alt text, by position ('' where staff wrote none). */
  attachment_alts: Generated<string>;
  created_at: string;
  /** The lifecycle (packages/shared/src/content-lifecycle.ts); publish and end times are checked when read. */
  status: Generated<ContentStatus>;
  publish_at: string | null;
  unpublish_at: string | null;
  /** Set when the item went to the bin; it is kept for 30 days. */
  deleted_at: string | null;
  /** JSON of a live item's edited fields, not yet published: the columns above keep what the site shows. */
  draft: string | null;
  /** 1 while a live item's draft waits for a publisher (a draft item's own status says `review`). */
  review_requested: Generated<number>;
  review_comment: Generated<string>;
  /** The order staff set for highlights and registration entries; lower first. */
  sort_order: Generated<number>;
  /** Raised by every change; a save that names an older version is refused. */
  version: Generated<number>;
  /** Null for seeded rows; the staff user who made or last changed the item. */
  created_by: string | null;
  updated_by: string | null;
  updated_at: string | null;
}

/** An uploaded file. Its storage path is made by the server, never taken from the upload's name. */
export interface FilesTable {
  id: string;
  school_code: string;
  storage_path: string;
  /** SHA-256 of the bytes as uploaded: unique per school, so a second upload of a file reuses the first. */
  checksum: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  /** The name the file had on the uploader's device, for showing and for a PDF's download name only. */
  original_name: string;
  uploaded_by: string | null;
  created_at: string;
}

/** Which items use which files (their published copy or their draft); a file nothing uses is removed. */
export interface FileUsesTable {
  file_id: string;
  item_id: string;
}

/** One saved state of an item: its editable fields, who saved it and which fields changed. */
export interface ContentRevisionsTable {
  id: string;
  item_id: string;
  version: number;
  /** JSON of the editable fields. */
  fields: string;
  /** JSON list of the field names that differ from the revision before. */
  changed: string;
  user_id: string | null;
  user_name: string;
  created_at: string;
}

/** Append-only: who did what to which item, when, in which request. No passwords, tokens or message bodies. */
export interface AuditLogTable {
  id: string;
  school_code: string | null;
  at: string;
  user_id: string | null;
  user_name: string;
  action: string;
  kind: string;
  item_id: string | null;
  summary: string;
  request_id: string | null;
}

/** A staff member's role at one school. */
export interface StaffRolesTable {
  user_id: string;
  school_code: string;
  role: StaffRole;
}

/** A school's profile as JSON (packages/shared/src/school-profile.ts); none until an admin first saves it. */
export interface SchoolProfilesTable {
  school_code: string;
  profile: string;
  version: number;
  updated_at: string;
  /** The name of the member of staff who saved it. */
  updated_by: string;
}

export interface SchoolSettingsTable {
  school_code: string;
  require_two_factor: Generated<number>;
}

/*
 * better-auth's own tables, as its Kysely adapter writes them (camelCase
 * columns; booleans are integers and times are ISO text on SQLite).
 */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  twoFactorEnabled: boolean | number | null;
  mustChangePassword: boolean | number;
  disabled: boolean | number;
}

/** A member of staff's authenticator secret and backup codes (better-auth's two-factor plugin). */
export interface TwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  /** The 30-second step of the last code taken (0 for none): a code of that step or an earlier one is refused. */
  lastTotpStep: Generated<number>;
}

export interface SessionTable {
  id: string;
  expiresAt: Date | string;
  token: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface ContactMessagesTable {
  id: string;
  school_code: string;
  name: string;
  email: string;
  phone: string;
  profession: string;
  message: string;
  created_at: string;
  /** The inbox's state of the message (packages/shared/src/inbox.ts); unread until someone opens it. */
  status: Generated<InboxStatus>;
  /** What the member of staff who handled it wrote. */
  note: Generated<string>;
  /** The name of whoever last changed the status, and when; null while unread. */
  status_by: string | null;
  status_at: string | null;
}

/**
 * A new message's e-mail to the school, until it is sent: the outbox that
 * retries survive a restart in. A process claims a row (`claim`, until
 * `claimed_until`) before sending, so that of several processes only one sends it.
 */
export interface ContactNotificationsTable {
  message_id: string;
  school_code: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  claim: string | null;
  claimed_until: string | null;
  created_at: string;
}

export interface VisitorCountsTable {
  school_code: string;
  count: number;
}

export interface TcRecordsTable {
  id: string;
  school_code: string;
  admission_no: string;
  /** The admission number as `admissionKey` folds it, for matching (unique per school). */
  admission_key: string;
  /** The student's name folded to lower case with single spaces, for matching. */
  name_key: string;
  /** The name as staff typed it, for the console (certificates stored before the console hold the folded name). */
  student_name: string;
  /** An ISO day; null where it was not recorded. */
  date_of_issue: string | null;
  /** Where the scan lives in private storage; empty once the certificate is withdrawn and its scan deleted. */
  file_path: string;
  /** `image/jpeg` or `application/pdf`: what the look-up downloads, as tc.jpg or tc.pdf. */
  content_type: string;
  created_at: string;
  /** The staff user who added it; null for seeded certificates. */
  created_by: string | null;
  replaced_at: string | null;
  replaced_by: string | null;
  /** Set when withdrawn: the look-up no longer finds it and no grant opens it. */
  withdrawn_at: string | null;
  withdrawn_by: string | null;
}

/** A time-limited, unguessable permission to download one certificate. */
export interface TcGrantsTable {
  token: string;
  tc_record_id: string;
  expires_at: string;
}

export interface Database {
  schools: SchoolsTable;
  content_items: ContentItemsTable;
  contact_messages: ContactMessagesTable;
  contact_notifications: ContactNotificationsTable;
  visitor_counts: VisitorCountsTable;
  tc_records: TcRecordsTable;
  tc_grants: TcGrantsTable;
  content_revisions: ContentRevisionsTable;
  files: FilesTable;
  file_uses: FileUsesTable;
  audit_log: AuditLogTable;
  staff_roles: StaffRolesTable;
  school_settings: SchoolSettingsTable;
  school_profiles: SchoolProfilesTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  twoFactor: TwoFactorTable;
}
