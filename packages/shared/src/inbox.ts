/**
 * The contact inbox of the staff console: the messages sent through
 * the site's contact form, as office staff, publishers and admins read,
 * handle and export them. The words staff read, the rules of the inbox's
 * forms and the CSV export's columns and escaping live here once, for the
 * console's screens and the server's checks alike.
 */
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import type { Outcome, Page } from './console-outcome';
import { professions } from './form-words';

export const inboxStatuses = ['unread', 'read', 'handled', 'spam'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

export const inboxStatusLabels: Record<InboxStatus, string> = {
  unread: 'Unread',
  read: 'Read',
  handled: 'Handled',
  spam: 'Spam',
};

export const isInboxStatus = (value: string): value is InboxStatus =>
  (inboxStatuses as readonly string[]).includes(value);

/** What staff do to a message, and the button that does it. */
export const inboxActions = ['read', 'handled', 'spam', 'delete'] as const;
export type InboxAction = (typeof inboxActions)[number];

export const inboxActionLabels: Record<InboxAction, string> = {
  read: 'Mark as read',
  handled: 'Mark as handled',
  spam: 'Spam',
  delete: 'Delete',
};

export const isInboxAction = (value: unknown): value is InboxAction =>
  typeof value === 'string' && (inboxActions as readonly string[]).includes(value);

/** A message as the inbox lists it. */
export interface InboxSummary {
  id: string;
  name: string;
  email: string;
  profession: string;
  /** The start of the message, to tell messages apart in the list. */
  excerpt: string;
  receivedAt: string;
  status: InboxStatus;
}

/** A message, whole. */
export interface InboxMessage extends Omit<InboxSummary, 'excerpt'> {
  phone: string;
  message: string;
  /** What the person who handled it wrote. */
  note: string;
  /** Who last changed the status, and when; null while it is unread. */
  statusBy: string | null;
  statusAt: string | null;
}

export interface InboxQuery {
  /** Words in the sender's name, e-mail address or message. */
  search?: string;
  profession?: string;
  status?: InboxStatus;
  page?: number;
}

/** The export as a file to download. */
export interface InboxExport {
  fileName: string;
  csv: string;
  count: number;
}

/** What the console may ask of the inbox; every method checks `inbox.handle` on the server. */
export interface InboxConsole {
  /** The school's messages, newest first, searched and filtered, a page at a time. */
  inbox(query: InboxQuery): Promise<Outcome<Page<InboxSummary>>>;
  /** One message, whole; every opening is written to the audit log. Opening an unread message marks it read. */
  inboxMessage(id: string): Promise<Outcome<InboxMessage>>;
  /** Mark as read, Mark as handled (with the form's `note`), Spam or Delete. */
  handleMessage(id: string, action: InboxAction, form: Record<string, string>): Promise<Outcome>;
  /** How many messages nobody has opened yet. */
  unreadMessages(): Promise<Outcome<number>>;
  /** The messages received from `form.from` to `form.to` (days at the school, both included) as CSV. */
  exportMessages(form: Record<string, string>): Promise<Outcome<InboxExport>>;
}

export const inboxWords = {
  notFound: 'This message no longer exists. It may have been deleted; go back to the inbox.',
  unknownAction: 'That button is not known. Reload the page and try again.',
  badQuery: 'The search or filters are not valid. Clear them and try again.',
  noteEmpty: 'Write a short note of what was done, such as “Called back about admissions”.',
  noteTooLong: 'The note can be at most 500 characters.',
  fromInvalid: 'Enter the first day to export as a date.',
  toInvalid: 'Enter the last day to export as a date.',
  fromAfterTo: 'From must be on or before To.',
  /** Who deletes old messages, as the audit log names it. */
  retention: 'Automatic deletion',
} as const;

/** What a finished change says after the page comes back (`?done=`). */
export const inboxDoneMessages = {
  messageRead: 'Marked as read.',
  messageHandled: 'Marked as handled. Your note is kept with the message.',
  messageSpam: 'Marked as spam.',
  messageDeleted: 'The message is deleted for good.',
} as const;

export const inboxDoneCodes: Record<InboxAction, keyof typeof inboxDoneMessages> = {
  read: 'messageRead',
  handled: 'messageHandled',
  spam: 'messageSpam',
  delete: 'messageDeleted',
};

export function unreadCountText(count: number): string {
  if (count === 0) return 'No unread messages.';
  return count === 1 ? '1 unread message.' : `${count} unread messages.`;
}

export const noteMaxLength = 500;

/** The Note of "Mark as handled": required, so whoever opens the message next knows what was done. */
export const handledSchema = z.object({
  note: z.string(inboxWords.noteEmpty).trim().min(1, inboxWords.noteEmpty).max(noteMaxLength, inboxWords.noteTooLong),
});

/** The server's check of a list query; the console's own links never fail it. */
export const inboxQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  profession: z.enum(professions).optional(),
  status: z.enum(inboxStatuses).optional(),
  page: z.number().int().min(1).optional(),
});

/** The export's From and To: days (`2026-11-24`, real ones), From not after To. */
export const exportRangeSchema = z
  .object({
    from: z.iso.date(inboxWords.fromInvalid),
    to: z.iso.date(inboxWords.toInvalid),
  })
  .refine(({ from, to }) => from <= to, {
    message: inboxWords.fromAfterTo,
    path: ['to'],
    // Only two days can be in the wrong order.
    when: (payload) => payload.issues.length === 0,
  });

/**
 * From and To as instants: the start of From at the school, and the start of
 * the day after To (exclusive), so both days are included whole, whatever the
 * server's own time zone and even on a day with a clock change.
 */
export function schoolDayRange(from: string, to: string, timeZone: string): { start: string; end: string } {
  const startOf = (day: string, offsetDays: number) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return new Date(new TZDate(year, month - 1, date + offsetDays, timeZone).getTime()).toISOString();
  };
  return { start: startOf(from, 0), end: startOf(to, 1) };
}

/** The e-mail that tells the school of a new message; its text is the visitor's, sent as plain text. */
export function notificationEmail(
  message: { name: string; email: string; phone: string; profession: string; message: string },
  { schoolName, receivedAt, link }: { schoolName: string; receivedAt: string; link: string },
): { subject: string; text: string } {
  // A name is one line in a subject, whatever was typed.
  const name = message.name.replace(/\s+/g, ' ');
  return {
    subject: `Contact form: a message from ${name} (${message.profession})`,
    text: [
      `${name} sent this message through the contact form of the ${schoolName} website on ${receivedAt}.`,
      '',
      `Email: ${message.email}`,
      `Phone: ${message.phone}`,
      `Profession: ${message.profession}`,
      '',
      message.message,
      '',
      '--',
      `Reply to this e-mail to answer ${name}. Mark the message as handled in the staff console: ${link}`,
    ].join('\n'),
  };
}

export const csvColumns = ['Date', 'Name', 'Email', 'Phone', 'Profession', 'Message', 'Status', 'Note'] as const;

/**
 * Where a spreadsheet may start a new cell: the comma, the semicolon that many locales open CSV files with, a tab
 * and a line break. A cell of the export that holds one is quoted, and the part after each is escaped as a cell's
 * start is, because a spreadsheet reading with another separator, or without quotes, starts a cell there.
 */
export const csvCellBreak = /[,;\t\r\n]/;

/**
 * The start of a part that a spreadsheet would run as a formula (OWASP's CSV injection): `=`, `+`, `-`, `@`, a tab or
 * a carriage return, or the full-width `＝＋－＠` that some spreadsheets take for the same; also after quotes, which a
 * reader with another separator may take for an empty quoted cell and drop.
 */
const formulaPart = new RegExp(`(?<=^|${csvCellBreak.source})(?="*[=+\\-@\\t\\r＝＋－＠])`, 'g');

/**
 * A cell as the export writes it, safe in a spreadsheet set to any separator: each part that would start a formula
 * gets a leading `'`, which spreadsheets show as text, and nothing else changes. The stored text stays as typed.
 * csv-stringify's `escape_formulas` (and papaparse's `escapeFormulae`) look only at a cell's first character.
 */
export function escapeFormulas(cell: string): string {
  return cell.replace(formulaPart, "'");
}
