/** How a stored row becomes what the console shows: the working copy, the published copy and the status of now. */
import {
  consoleKindOf,
  editableColumns,
  fileColumns,
  itemHeading,
  type EditableColumn,
  type ConsoleKind,
  type FileColumn,
  type ItemFields,
} from '@school/shared/console-kinds';
import { currentStatus, isOnSite, type ItemState } from '@school/shared/content-lifecycle';
import type { AttachedFile, Attachment, Item, ItemSummary, KeyedSummary } from '@school/shared/console-source';
import { pdfType } from '@school/shared/upload-rules';
import { storedFileName } from '../../storage/storage-path';
import type { ContentRow } from '../content/repository';
import type { FileDescriptions } from '../files/repository';

/** The columns staff edit for this row's kind (all editable ones for a row no console kind claims). */
function columnsOf(row: ContentRow): readonly EditableColumn[] {
  return consoleKindOf(row.kind, row.category)?.fields.map((field) => field.column) ?? editableColumns;
}

/** The kind's editable columns as stored: what the site shows once the item is live. */
export function storedFields(row: ContentRow): ItemFields {
  return Object.fromEntries(columnsOf(row).map((column) => [column, row[column]])) as ItemFields;
}

/** An item's lists of files: its attachments, and the picture some kinds keep apart (`images`). */
export type FileLists = Record<FileColumn, Attachment[]>;

/** A live item's pending draft: its edited fields, and its files as they will be. */
interface Draft {
  fields: ItemFields;
  /** A draft saved before the picture was kept in it has no `images`: the stored ones stand. */
  files: Partial<FileLists>;
}

function parseDraft(draft: string): Draft {
  const { attachments, images, ...fields } = JSON.parse(draft) as ItemFields & Partial<FileLists>;
  return { fields, files: { attachments: attachments ?? [], ...(images ? { images } : {}) } };
}

/** A draft as it is stored: the fields and the files in one JSON object. */
export function draftJson(fields: ItemFields, files: FileLists): string {
  return JSON.stringify({ ...fields, ...files });
}

/** What staff edit: a live item's pending draft, or the stored fields. */
export function workingFields(row: ContentRow): ItemFields {
  return row.draft ? parseDraft(row.draft).fields : storedFields(row);
}

/** The files as stored: what the site shows once the item is live. Only attachments have alt text. */
export function storedFiles(row: ContentRow): FileLists {
  const paths = JSON.parse(row.attachments) as string[];
  const alts = JSON.parse(row.attachment_alts) as string[];
  return {
    attachments: paths.map((path, index) => ({ path, alt: alts[index] ?? '' })),
    images: (JSON.parse(row.images) as string[]).map((path) => ({ path, alt: '' })),
  };
}

/** The files staff work on: a live item's draft lists, or the stored ones. */
export function workingFiles(row: ContentRow): FileLists {
  return row.draft ? { ...storedFiles(row), ...parseDraft(row.draft).files } : storedFiles(row);
}

/** The stored columns of an item's files. */
export function fileListColumns({ attachments, images }: FileLists) {
  return {
    attachments: JSON.stringify(attachments.map((attachment) => attachment.path)),
    attachment_alts: JSON.stringify(attachments.map((attachment) => attachment.alt)),
    images: JSON.stringify(images.map((image) => image.path)),
  };
}

const allPaths = (files: FileLists) => fileColumns.flatMap((column) => files[column].map((file) => file.path));

/** Every file the item names, in its stored copy and its draft: what it uses. */
export function usedPaths(row: ContentRow): string[] {
  return [...allPaths(storedFiles(row)), ...allPaths(workingFiles(row))];
}

/** The paths of the files staff work on, to look up the names they were uploaded under. */
export const workingPaths = (row: ContentRow): string[] => allPaths(workingFiles(row));

const sameList = (a: readonly Attachment[], b: readonly Attachment[]) =>
  a.length === b.length &&
  a.every((attachment, index) => attachment.path === b[index]!.path && attachment.alt === b[index]!.alt);

export const sameFiles = (a: FileLists, b: FileLists) => fileColumns.every((column) => sameList(a[column], b[column]));

/** The file fields whose files differ between two copies of an item, by their labels: "File", "Photos". */
export const changedFileFields = (kind: ConsoleKind, before: FileLists, after: FileLists): string[] =>
  fileColumns.flatMap((column) => {
    const field = kind[column];
    return field && !sameList(before[column], after[column]) ? [field.label] : [];
  });

export function itemState(row: ContentRow): ItemState {
  return {
    status: row.status,
    publishAt: row.publish_at,
    unpublishAt: row.unpublish_at,
    deletedAt: row.deleted_at,
    hasDraft: row.draft !== null,
    reviewRequested: row.review_requested === 1,
  };
}

/** The pages that link each document, by the document's key. */
export type DocumentLinks = ReadonlyMap<string, NonNullable<KeyedSummary['linkedFrom']>>;

/**
 * Which pages on the site link each document or show it, from the pages' rows and what each published text names
 * (`named`, the site's reading of a text): a page's draft is not on the site, so it links nothing yet.
 */
export function documentLinks(
  pageRows: readonly ContentRow[],
  now: Date,
  named: (text: string) => string[],
): DocumentLinks {
  const links = new Map<string, { id: string; title: string }[]>();
  for (const row of pageRows) {
    if (!isOnSite(itemState(row), now)) continue;
    for (const key of new Set(named(row.message))) {
      links.set(key, [...(links.get(key) ?? []), { id: row.id, title: row.title }]);
    }
  }
  return links;
}

/** A keyed item's address and file (documents): the site serves the first file of its published copy. */
function keyedSummary(row: ContentRow, now: Date, links: DocumentLinks | undefined): KeyedSummary {
  return {
    key: row.key ?? '',
    served: isOnSite(itemState(row), now) && storedFiles(row).attachments.length > 0,
    uploaded: workingFiles(row).attachments.length > 0 || storedFiles(row).attachments.length > 0,
    version: row.version,
    ...(links ? { linkedFrom: links.get(row.key ?? '') ?? [] } : {}),
  };
}

/** A row as a list shows it; the Documents list also says which pages link each document (`links`). */
export function toSummary(row: ContentRow, now: Date, links?: DocumentLinks): ItemSummary {
  const kind = consoleKindOf(row.kind, row.category);
  return {
    id: row.id,
    kind: (kind?.slug ?? row.kind) as ItemSummary['kind'],
    heading: itemHeading(workingFields(row), kind),
    status: row.review_requested === 1 ? 'review' : currentStatus(itemState(row), now),
    hasDraft: row.draft !== null,
    reviewRequested: row.review_requested === 1,
    publishAt: row.publish_at,
    unpublishAt: row.unpublish_at,
    updatedAt: row.updated_at ?? row.created_at,
    sortOrder: row.sort_order,
    ...(kind?.keyed && row.key !== null ? { keyed: keyedSummary(row, now, links) } : {}),
    ...(kind?.sitePage && row.key !== null ? { page: row.key } : {}),
  };
}

/** An attachment named as it was uploaded; a demo file (no row) by its path, and told a PDF by its extension. */
function attachedFile(attachment: Attachment, described: FileDescriptions): AttachedFile {
  const file = described.get(attachment.path);
  return {
    ...attachment,
    name: file?.name ?? storedFileName(attachment.path),
    isPdf: file ? file.contentType === pdfType : attachment.path.endsWith('.pdf'),
  };
}

/** The item as the console shows it; `described` holds its files' rows (files repository `describe`). */
export function toItem(row: ContentRow, now: Date, described: FileDescriptions): Item {
  const files = workingFiles(row);
  const listed = (column: FileColumn) => files[column].map((attachment) => attachedFile(attachment, described));
  return {
    ...toSummary(row, now),
    version: row.version,
    fields: workingFields(row),
    publishedFields: row.draft ? storedFields(row) : null,
    attachments: listed('attachments'),
    images: listed('images'),
    reviewComment: row.review_comment,
    deletedAt: row.deleted_at,
  };
}

/** The field names whose values differ, in the kind's order. */
export function changedFields(kind: ConsoleKind, before: ItemFields | undefined, after: ItemFields): string[] {
  return kind.fields
    .filter((field) => (before?.[field.column] ?? '') !== (after[field.column] ?? ''))
    .map((field) => field.label);
}
