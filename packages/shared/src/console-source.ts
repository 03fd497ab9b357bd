/**
 * What the staff console's loaders and actions can ask of the server. The
 * server implements it over its services, for the signed-in staff member, and
 * hands it to the console's React Router app as load context (no HTTP hop),
 * as live-source.ts does for the public pages. Every method checks the
 * staff member's role on the server and writes the audit log; the console
 * only decides which buttons to show (staff-permissions.ts, content-lifecycle.ts).
 */
import type { CertificateNotice } from './disclosure';
import type { CertificatesConsole } from './certificates';
import type { ConsoleKindSlug, FileColumn, ItemFields } from './console-kinds';
import type { ContentStatus, LifecycleAction } from './content-lifecycle';
import type { InboxConsole } from './inbox';
import type { SchoolProfile } from './school-profile';
import type { Outcome, Page } from './console-outcome';
import type { StaffRole } from './staff-permissions';

export type { Outcome, Page } from './console-outcome';

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  schoolCode: string;
  /** Set by `npm run staff` and by a password reset: no console page opens until a new password is chosen. */
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  /** The school requires two-factor sign-in and this account has not set it up: only Account opens. */
  mustSetUpTwoFactor: boolean;
}

export interface ItemSummary {
  id: string;
  kind: ConsoleKindSlug;
  heading: string;
  /** As it is now: a scheduled item whose time came is published. */
  status: ContentStatus;
  /** A live item has edits that are not on the site yet. */
  hasDraft: boolean;
  reviewRequested: boolean;
  publishAt: string | null;
  unpublishAt: string | null;
  updatedAt: string;
  sortOrder: number;
  /** Keyed kinds only (documents): what the list shows of the item's address and file. */
  keyed?: KeyedSummary;
  /** Pages only: the id in the site map of the page whose text this is. */
  page?: string;
}

/** An item that pages link by its key (a document, `/documents/<key>.pdf`). */
export interface KeyedSummary {
  key: string;
  /** The site serves a file at the item's address now: it is on the site, with a file. */
  served: boolean;
  /** The item has a file, on the site or in its draft. */
  uploaded: boolean;
  /** The version the list was drawn at, for a change made from the list (Replace). */
  version: number;
  /** On the Documents list: the pages on the site whose text links the document or shows it, by their items. */
  linkedFrom?: { id: string; title: string }[];
}

/**
 * A file attached to an item (an album's photo, a news item's PDF), in the order the site shows them; the
 * first is an album's cover, and the file the site links for the other kinds.
 */
export interface Attachment {
  /** The storage path, as the API's `attachments` lists it. */
  path: string;
  /** What the picture shows, for people who cannot see it; empty where staff wrote none (and for a PDF). */
  alt: string;
}

/** An attachment as the console lists it: a picture is shown, a PDF is listed by its name. */
export interface AttachedFile extends Attachment {
  /** The name it was uploaded under. */
  name: string;
  isPdf: boolean;
}

/**
 * One change to one attachment: its alt text, its place (0 makes it the cover), or its removal; in the item's
 * files, or in its picture kept apart (`column`, console-kinds.ts).
 */
export type AttachmentEdit = { path: string; column?: FileColumn } & (
  { change: 'alt'; alt: string } | { change: 'move'; to: number } | { change: 'remove' }
);

export interface Item extends ItemSummary {
  version: number;
  /** What staff edit: the pending draft if there is one, otherwise what is stored. */
  fields: ItemFields;
  /** What the site shows (or would show), when it differs from `fields`. */
  publishedFields: ItemFields | null;
  /** The files staff work on (a live item's draft list, if it has one). */
  attachments: AttachedFile[];
  /** The picture kept apart from the files (an event's photo, an announcement's poster), likewise. */
  images: AttachedFile[];
  /** Why a publisher sent it back. */
  reviewComment: string;
  deletedAt: string | null;
}

export interface Revision {
  id: string;
  version: number;
  savedAt: string;
  savedBy: string;
  /** Field names that differ from the revision before. */
  changed: string[];
  fields: ItemFields;
}

export interface ListQuery {
  search?: string;
  status?: ContentStatus;
  page?: number;
}

/** What an action carries from the edit screen: the version it was opened at, and its own inputs. */
export interface ActionInput {
  version: number;
  /** Form fields as typed: the kind's fields, `publishAt`/`unpublishAt` (school time), `comment`. */
  form: Record<string, string>;
}

export interface Dashboard {
  waitingForReview: ItemSummary[];
  scheduled: ItemSummary[];
  endingThisWeek: ItemSummary[];
  /** Documents the site cannot serve yet: never published, or published with no file. */
  notUploaded: ItemSummary[];
  /** The disclosure's certificates that run out within 30 days, or have run out (for those who keep it). */
  certificatesRunningOut: CertificateNotice[];
  /** From 1 August, that this school year's annual report is not on the site (for admins). */
  annualReportMissing: boolean;
}

/** The start screen of someone who keeps no content, or of a school with nothing needing attention. */
export const emptyDashboard = (): Dashboard => ({
  waitingForReview: [],
  scheduled: [],
  endingThisWeek: [],
  notUploaded: [],
  certificatesRunningOut: [],
  annualReportMissing: false,
});

export interface BinEntry extends ItemSummary {
  deletedAt: string;
  /** When it is deleted for good. */
  purgeAt: string;
}

export interface AuditEntry {
  id: string;
  at: string;
  userName: string;
  action: string;
  kind: string;
  itemId: string | null;
  summary: string;
  requestId: string | null;
}

export interface AuditQuery {
  person?: string;
  kind?: string;
  /** ISO days, inclusive. */
  from?: string;
  to?: string;
  page?: number;
}

export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  twoFactorEnabled: boolean;
}

export interface ConsoleSource extends InboxConsole, CertificatesConsole, SchoolProfileConsole {
  staff: StaffMember;
  /** The school's clock, for "Publish at" and for showing times. */
  timeZone: string;

  dashboard(): Promise<Dashboard>;
  list(kind: ConsoleKindSlug, query: ListQuery): Promise<Page<ItemSummary>>;
  item(kind: ConsoleKindSlug, id: string): Promise<Item | undefined>;
  create(kind: ConsoleKindSlug, form: Record<string, string>): Promise<Outcome<Item>>;
  act(kind: ConsoleKindSlug, id: string, action: LifecycleAction, input: ActionInput): Promise<Outcome<Item>>;
  history(kind: ConsoleKindSlug, id: string): Promise<Revision[]>;
  /** The revision's fields become the item's draft. */
  restoreRevision(kind: ConsoleKindSlug, id: string, revisionId: string, version: number): Promise<Outcome<Item>>;
  /** Moves an item one place up or down among its kind on the site (ordered kinds only). */
  move(kind: ConsoleKindSlug, id: string, direction: 'up' | 'down'): Promise<Outcome>;
  bin(): Promise<BinEntry[]>;
  /**
   * Changes one of an item's attachments. It goes where text edits go (a live item's draft) and needs no
   * version: it changes only the list, under the item's row lock, so it never undoes another edit.
   */
  editAttachment(kind: ConsoleKindSlug, id: string, edit: AttachmentEdit): Promise<Outcome<Item>>;

  audit(query: AuditQuery): Promise<Outcome<Page<AuditEntry>>>;
  staffAccounts(): Promise<Outcome<StaffAccount[]>>;
  /** Creates an account and answers the one-time password to hand over. */
  addStaff(form: Record<string, string>): Promise<Outcome<{ account: StaffAccount; password: string }>>;
  setRole(userId: string, role: string): Promise<Outcome>;
  setDisabled(userId: string, disabled: boolean): Promise<Outcome>;
  resetPassword(userId: string): Promise<Outcome<{ password: string }>>;
  /**
   * Turns off a colleague's two-factor sign-in, for someone who lost the phone with their authenticator app: their
   * sessions end, and if the school requires two-factor sign-in they set it up again when they next sign in.
   */
  resetTwoFactor(userId: string): Promise<Outcome>;

  /**
   * The staff member's own new password (`newPassword`, `confirmPassword`; `currentPassword` too unless
   * `mustChangePassword`). Other sessions end; `headers` carry the renewed session cookie.
   */
  changePassword(form: Record<string, string>): Promise<Outcome<{ headers: Headers }>>;

  /** Starts two-factor set-up (asks for the password again): the key as text and as a QR code (SVG markup). */
  startTwoFactor(form: Record<string, string>): Promise<Outcome<{ key: string; qrSvg: string; uri: string }>>;
  /**
   * Confirms set-up with a `code` from the authenticator app; sign-in asks for a code from then on.
   * The session is renewed: `headers` carry its cookie.
   */
  confirmTwoFactor(form: Record<string, string>): Promise<Outcome<{ headers: Headers }>>;
  /** Turns two-factor sign-in off (asks for the `password`); refused while the school requires it. */
  disableTwoFactor(form: Record<string, string>): Promise<Outcome<{ headers: Headers }>>;

  settings(): Promise<Outcome<SchoolSettings>>;
  saveSettings(form: Record<string, string>): Promise<Outcome<SchoolSettings>>;
}

/** The school's profile as saved: none until an admin first saves it (version 0). */
export interface SavedProfile {
  profile: SchoolProfile | undefined;
  version: number;
  updatedAt: string | null;
  /** The name of who saved it last. */
  updatedBy: string | null;
}

/** Keeping the school's profile (admins only). */
export interface SchoolProfileConsole {
  schoolProfile(): Promise<Outcome<SavedProfile>>;
  /** Saves the form if the profile is still at `version`; a colleague's save in between is refused with 409. */
  saveSchoolProfile(form: Record<string, string>, version: number): Promise<Outcome<SavedProfile>>;
}

export interface SchoolSettings {
  /** Every account at this school must sign in with a code. */
  requireTwoFactor: boolean;
}

/** What every console request gets, signed in or not. */
export interface ConsoleContext {
  /** Undefined when nobody is signed in (or the account was disabled). */
  console?: ConsoleSource;
  /** The database could not be reached to find who is signed in: no console page can be shown or saved. */
  databaseUnavailable?: boolean;
  /** Where the console is (`https://school.example.org/admin`): forms sent from any other address are refused. */
  address: string;
  /** The origins the console's forms may be sent from. */
  origins: readonly string[];
  /**
   * Signs in with `email` and `password`; `headers` carry the cookie to set. With two-factor sign-in on,
   * `codeRequired` is true and the cookie only lets `verifySignInCode` finish the sign-in.
   */
  signIn(form: Record<string, string>): Promise<Outcome<{ headers: Headers; codeRequired: boolean }>>;
  /** The second step: a `code` from the authenticator app. */
  verifySignInCode(form: Record<string, string>): Promise<Outcome<{ headers: Headers }>>;
  /** Ends the session on the server; `headers` clear the cookie. */
  signOut(): Promise<Headers>;
}

/** The calls of a console source that answer an `Outcome`. */
type OutcomeCall<Source> = {
  [Name in keyof Source]-?: Source[Name] extends (...args: never[]) => Promise<infer Answer>
    ? Answer extends { ok: boolean }
      ? Name
      : never
    : never;
}[keyof Source];

/**
 * Every call that answers an `Outcome` (TypeScript checks the list is whole): while the database cannot be
 * reached, the server answers such a call with a 503 refusal, which a form shows above what was typed, instead
 * of replacing the page (apps/server/src/web/console-outages.ts).
 */
export const outcomeCalls: Record<OutcomeCall<ConsoleSource & ConsoleContext>, true> = {
  inbox: true,
  inboxMessage: true,
  handleMessage: true,
  unreadMessages: true,
  exportMessages: true,
  certificates: true,
  certificate: true,
  withdrawCertificate: true,
  create: true,
  act: true,
  restoreRevision: true,
  move: true,
  editAttachment: true,
  audit: true,
  staffAccounts: true,
  addStaff: true,
  setRole: true,
  setDisabled: true,
  resetPassword: true,
  resetTwoFactor: true,
  changePassword: true,
  startTwoFactor: true,
  confirmTwoFactor: true,
  disableTwoFactor: true,
  settings: true,
  saveSettings: true,
  schoolProfile: true,
  saveSchoolProfile: true,
  signIn: true,
  verifySignInCode: true,
};
