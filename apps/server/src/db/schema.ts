import type { Generated } from 'kysely';
import type { ContentKind } from '@school/shared/content-categories';
import type { ContentStatus } from '@school/shared/content-lifecycle';
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
  /** Where the certificate image lives in private storage. */
  file_path: string;
  created_at: string;
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
  visitor_counts: VisitorCountsTable;
  tc_records: TcRecordsTable;
  tc_grants: TcGrantsTable;
  content_revisions: ContentRevisionsTable;
  audit_log: AuditLogTable;
  staff_roles: StaffRolesTable;
  school_settings: SchoolSettingsTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
}
