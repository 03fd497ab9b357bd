/**
 * The tables, as Kysely sees them. Every row belongs to a school code, so one
 * database can serve every school of the society. Dates and times are ISO
 * strings in both SQLite and PostgreSQL, so they sort and compare the same way.
 */
export const contentKinds = [
  'highlight',
  'news',
  'registration',
  'record',
  'testimonial',
  'event',
  'gallery',
  'announcement',
  'video',
  'circular',
] as const;
export type ContentKind = (typeof contentKinds)[number];

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
}
