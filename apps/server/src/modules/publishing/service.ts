/**
 * Publishing: what staff do to stored content. Every step passes one guard
 * (staff-guard.ts: the kind exists, the role may do it), is judged on the
 * item's state by the pure lifecycle step (content-lifecycle.ts), and is
 * written by the change writer (change-writer.ts) with its version check,
 * revision, audit entry, file uses and announcement in one transaction, so
 * every server process drops the lists and pages it affects and the next
 * page load shows it.
 */
import type { AuditAction } from '@school/shared/audit-words';
import {
  consoleKindOf,
  findConsoleKind,
  mayOnKind,
  type ConsoleKind,
  type FileColumn,
  type ItemFields,
} from '@school/shared/console-kinds';
import { consoleMessages } from '@school/shared/console-messages';
import {
  emptyDashboard,
  type ActionInput,
  type Attachment,
  type AttachmentEdit,
  type BinEntry,
  type ConsoleSource,
  type Dashboard,
  type Item,
  type Outcome,
  type Revision,
  type StaffMember,
} from '@school/shared/console-source';
import type { ReplaceResult } from '@school/shared/document-replace';
import type { PageTextEditing, SchoolDocument } from '@school/shared/page-text-editing';
import { keepsText } from '@school/shared/page-text-kept';
import { schoolDay } from '@school/shared/school-time';
import { pages } from '@school/content/site-map';
import { namedDocuments } from '@school/content/named-documents';
import { lifecyclePermission, may } from '@school/shared/staff-permissions';
import { ok, refuse } from '../../console/outcome';
import type { Db } from '../../db/database';
import type { ChangeFeed } from '../content/change-feed';
import type { ContentRow } from '../content/repository';
import { filesRepository } from '../files/repository';
import type { ReadyFile } from '../files/service';
import { carriedFields, carriesFields, lifecycleRequest, readFields, type PageTextReader } from './action-form';
import { editList, editedColumn, withFile } from './attachment-lists';
import { binCutoff, purgeTime } from './bin-purge';
import { changeWriter } from './change-writer';
import {
  documentLinks,
  fileListColumns,
  toItem,
  toSummary,
  workingFields,
  workingFiles,
  workingPaths,
  type DocumentLinks,
} from './item-view';
import { lifecycleChange, replaceChange } from './lifecycle-changes';
import { kindScope, publishingRepository, type KindScope } from './repository';
import { guardedKind, readableKind } from './staff-guard';
import { datedChange, datedFields } from './dated-fields';
import { disclosureReminders } from './disclosure-reminders';
import { saveChanges } from './working-copy';

const sitePageIds = new Set(pages.filter(keepsText).map((page) => page.id));

export const consolePageSize = 20;
/** A school keeps 30 to 60 documents, and some 60 pages: each list shows them on one page, up to this many. */
export const keyedPageSize = 200;
const dayMs = 86_400_000;

export interface PublishingOptions {
  db: Db;
  /** Where each change is announced, so every process drops what it affects. */
  feed: ChangeFeed;
  timeZone: string;
  /** Removes stored files nothing uses any more, once the change that freed them has committed. */
  removeFiles: (paths: readonly string[]) => Promise<void>;
  /** What the site says of a page's text (from its build): none on a server that does not serve the site. */
  pageText?: PageTextEditing | undefined;
  now?: () => Date;
}

export type PublishingConsole = Pick<
  ConsoleSource,
  'dashboard' | 'list' | 'item' | 'create' | 'act' | 'history' | 'restoreRevision' | 'move' | 'bin' | 'editAttachment'
> & {
  /** Adds an uploaded file to an item (the upload routes call it; the console's pages never do). */
  attachFile(kind: string, id: string, file: ReadyFile, column?: FileColumn): Promise<Outcome<{ added: boolean }>>;
  /**
   * Replace on the Documents list: the file goes first in the document's versions and, in the same change, on the
   * site if the staff member may publish, else into the draft with a review asked for. Refused if anyone changed the
   * document since `version`.
   */
  replaceFile(kind: string, id: string, file: ReadyFile, version: number): Promise<Outcome<ReplaceResult>>;
};

export function publishingService({
  db,
  feed,
  timeZone,
  removeFiles,
  pageText,
  now = () => new Date(),
}: PublishingOptions) {
  /**
   * The key a new item is made under, if it has one of its own: a page's text its page's id (which the form names),
   * the disclosure its kind's, a document the site links by name that name (`key`, from the link that names it).
   */
  function keyOfNew(kind: ConsoleKind, form: Record<string, string>): Outcome<string | undefined> {
    if (kind.sitePage)
      return sitePageIds.has(form.page ?? '') ? ok(form.page) : refuse(400, consoleMessages.noSuchPage);
    if (kind.single) return ok(kind.single.key);
    if (!kind.keyed || !form.key) return ok(undefined);
    return namedDocuments.has(form.key) ? ok(form.key) : refuse(400, consoleMessages.noSuchDocument);
  }

  /** The day it is at the school: the date a save gives the disclosure's rows it changes. */
  const schoolToday = (at: Date) => schoolDay(timeZone, at.getTime()).iso;

  /** How a page's text from the editor is read for the page `pageId`; none for other kinds, or without the site. */
  function pageTextReader(
    kind: ConsoleKind,
    pageId: string,
    documents: readonly SchoolDocument[],
  ): PageTextReader | undefined {
    return kind.sitePage && pageText ? (html) => pageText.fromEditor(pageId, html, documents) : undefined;
  }

  /** Fields with a page's text as the editor's HTML: staff never see the Markdown it is stored as. */
  function forEditor(kind: ConsoleKind, fields: ItemFields): ItemFields {
    return kind.sitePage && pageText ? { ...fields, message: pageText.toEditor(fields.message ?? '') } : fields;
  }

  function itemForEditor(kind: ConsoleKind, item: Item): Item {
    const { fields, publishedFields } = item;
    return {
      ...item,
      fields: forEditor(kind, fields),
      publishedFields: publishedFields && forEditor(kind, publishedFields),
    };
  }

  /** Every document the school has, on the site or not, as a page's text links it: by its key. */
  async function schoolDocuments(scope: (kind: ConsoleKind) => KindScope): Promise<SchoolDocument[]> {
    const documentsKind = findConsoleKind('documents');
    if (!documentsKind) return [];
    const { rows } = await publishingRepository(db).page(scope(documentsKind), {
      now: now(),
      page: 1,
      pageSize: keyedPageSize,
      ordered: false,
    });
    return rows.flatMap((row) => (row.key ? [{ key: row.key, title: row.title }] : []));
  }

  /** Which pages on the school's site link each document, as their published texts say; unknown without the site. */
  async function linksToDocuments(
    scope: (kind: ConsoleKind) => KindScope,
    at: Date,
  ): Promise<DocumentLinks | undefined> {
    const pagesKind = findConsoleKind('pages');
    if (!pageText || !pagesKind) return undefined;
    const { rows } = await publishingRepository(db).page(scope(pagesKind), {
      now: at,
      page: 1,
      pageSize: keyedPageSize,
      ordered: false,
    });
    return documentLinks(rows, at, (text) => pageText.documentsNamed(text));
  }

  function forStaff(staff: StaffMember, requestId: string): PublishingConsole {
    const writer = changeWriter({ db, feed, removeFiles, now }, staff, requestId);
    const scope = (kind: ConsoleKind) => kindScope(staff.schoolCode, kind);

    /**
     * One change to one of an item's file lists (`column`), under the item's row lock. Nothing on the site
     * changes (a live item's list changes in its draft), so no page goes out of date.
     */
    function changeList(
      kind: ConsoleKind,
      id: string,
      column: FileColumn,
      change: {
        audit: AuditAction;
        note?: string;
        newFile?: ReadyFile;
        edit: (list: Attachment[]) => Outcome<Attachment[]>;
      },
    ): Promise<Outcome<Item>> {
      if (!kind[column]) return Promise.resolve(refuse(400, consoleMessages.noAttachments));
      return writer.update(kind, id, {
        announce: false,
        ...(change.newFile ? { newFile: change.newFile } : {}),
        step: (row) => {
          if (row.deleted_at !== null) return refuse(409, consoleMessages.notNow);
          const files = workingFiles(row);
          const list = change.edit(files[column]);
          if (!list.ok) return list;
          return ok({
            changes: saveChanges(row, workingFields(row), { ...files, [column]: list.value }),
            audit: change.audit,
            ...(change.note ? { note: change.note } : {}),
          });
        },
      });
    }

    return {
      async dashboard(): Promise<Dashboard> {
        const at = now();
        if (!may(staff.role, 'content.edit')) return emptyDashboard();
        const rows = await publishingRepository(db).attention(staff.schoolCode, at, new Date(at.getTime() + 7 * dayMs));
        // Of the kinds the staff member may open: an editor is not shown the disclosure, which they may not.
        const summaries = (list: ContentRow[]) =>
          list.flatMap((row) => {
            const kind = consoleKindOf(row.kind, row.category);
            return kind && !mayOnKind(staff.role, kind, 'content.edit') ? [] : [toSummary(row, at)];
          });
        return {
          waitingForReview: may(staff.role, 'content.publish') ? summaries(rows.waiting) : [],
          scheduled: summaries(rows.scheduled),
          endingThisWeek: summaries(rows.ending),
          notUploaded: summaries(rows.notUploaded),
          ...(await disclosureReminders(db, staff, timeZone, at)),
        };
      },

      async list(slug, query) {
        const kind = readableKind(staff, slug, 'content.edit');
        const page = Math.max(1, Math.floor(query.page ?? 1));
        const pageSize = kind?.keyed || kind?.sitePage ? keyedPageSize : consolePageSize;
        if (!kind) return { items: [], total: 0, page, pageSize };
        const at = now();
        const { rows, total } = await publishingRepository(db).page(scope(kind), {
          ...query,
          now: at,
          page,
          pageSize,
          ordered: kind.ordered,
        });
        const links = kind.keyed ? await linksToDocuments(scope, at) : undefined;
        return { items: rows.map((row) => toSummary(row, at, links)), total, page, pageSize };
      },

      async item(slug, id) {
        const kind = readableKind(staff, slug, 'content.edit');
        if (!kind) return undefined;
        const row = await publishingRepository(db).find(scope(kind), id);
        return row && itemForEditor(kind, toItem(row, now(), await filesRepository(db).describe(workingPaths(row))));
      },

      async create(slug, form) {
        const kind = guardedKind(staff, slug, 'content.edit');
        if (!kind.ok) return kind;
        const key = keyOfNew(kind.value, form);
        if (!key.ok) return key;
        const page = kind.value.sitePage ? key.value : undefined;
        const reader = page === undefined ? undefined : pageTextReader(kind.value, page, await schoolDocuments(scope));
        const fields = readFields(kind.value, form, reader);
        if (!fields.ok) return fields;
        const dated = datedFields(kind.value, undefined, fields.value, schoolToday(now()));
        return writer.create(
          kind.value,
          { ...dated, ...(kind.value.single && { title: kind.value.single.heading }) },
          key.value,
        );
      },

      async act(slug, id, action, { version, form }: ActionInput) {
        const kind = guardedKind(staff, slug, lifecyclePermission[action]);
        if (!kind.ok) return kind;
        // A page's text is checked for its own page: the one the stored item is for, whatever the form says.
        let reader: PageTextReader | undefined;
        if (kind.value.sitePage && carriesFields(kind.value, action, form)) {
          const page = (await publishingRepository(db).find(scope(kind.value), id))?.key;
          if (!page) return refuse(404, consoleMessages.notFound);
          reader = pageTextReader(kind.value, page, await schoolDocuments(scope));
        }
        const fields = carriedFields(kind.value, action, form, reader);
        if (!fields.ok) return fields;
        const request = lifecycleRequest(action, form, timeZone);
        return writer.update(kind.value, id, {
          version,
          announce: true,
          step: (row, at) => {
            const saved = fields.value && datedChange(kind.value, row, fields.value, schoolToday(at));
            return lifecycleChange(row, action, request, saved, at);
          },
        });
      },

      async history(slug, id): Promise<Revision[]> {
        const kind = readableKind(staff, slug, 'content.edit');
        if (!kind) return [];
        const repository = publishingRepository(db);
        if (!(await repository.find(scope(kind), id))) return [];
        return (await repository.revisions(id)).map((revision) => ({
          id: revision.id,
          version: revision.version,
          savedAt: revision.created_at,
          savedBy: revision.user_name,
          changed: JSON.parse(revision.changed) as string[],
          // As the edit screen shows them, so the history can tell which version is the text now.
          fields: forEditor(kind, JSON.parse(revision.fields) as ItemFields),
        }));
      },

      async restoreRevision(slug, id, revisionId, version) {
        const kind = guardedKind(staff, slug, 'content.edit');
        if (!kind.ok) return kind;
        const revision = (await publishingRepository(db).revisions(id)).find((entry) => entry.id === revisionId);
        if (!revision) return refuse(404, consoleMessages.notFound);
        const fields = JSON.parse(revision.fields) as ItemFields;
        return writer.update(kind.value, id, {
          version,
          announce: true,
          step: (row, at) => {
            if (row.deleted_at !== null) return refuse(409, consoleMessages.notNow);
            // What the restore changes is dated today, as a save's would be.
            const saved = datedChange(kind.value, row, fields, schoolToday(at));
            return ok({ changes: saveChanges(row, saved), saved, audit: 'restoreRevision' });
          },
        });
      },

      async move(slug, id, direction) {
        const kind = guardedKind(staff, slug, 'content.publish');
        if (!kind.ok) return kind;
        if (!kind.value.ordered) return refuse(400, consoleMessages.notOrdered);
        return writer.reorder(kind.value, id, direction === 'up' ? 'moveUp' : 'moveDown', (order) => {
          const from = order.indexOf(id);
          if (from === -1) return refuse(404, consoleMessages.notFound);
          const to = direction === 'up' ? from - 1 : from + 1;
          // The top item stays the top one, the last one the last.
          if (to < 0 || to >= order.length) return ok(undefined);
          [order[from], order[to]] = [order[to]!, order[from]!];
          return ok(order);
        });
      },

      async editAttachment(slug, id, edit: AttachmentEdit) {
        const kind = guardedKind(staff, slug, 'content.edit');
        if (!kind.ok) return kind;
        const column = editedColumn(kind.value, edit);
        if (!column.ok) return column;
        return changeList(kind.value, id, column.value, {
          audit: `attachment.${edit.change}`,
          edit: (list) => editList(list, edit),
        });
      },

      async attachFile(
        slug: string,
        id: string,
        file: ReadyFile,
        column: FileColumn = 'attachments',
      ): Promise<Outcome<{ added: boolean }>> {
        const kind = guardedKind(staff, slug, 'content.edit');
        if (!kind.ok) return kind;
        let added = false;
        const outcome = await changeList(kind.value, id, column, {
          audit: 'attachment.add',
          note: file.row.original_name,
          newFile: file,
          edit: (list) => {
            const longer = withFile(kind.value, column, list, file.row.storage_path);
            added = longer !== undefined;
            return ok(longer ?? list);
          },
        });
        return outcome.ok ? ok({ added }) : outcome;
      },

      async replaceFile(slug, id, file, version): Promise<Outcome<ReplaceResult>> {
        const kind = guardedKind(staff, slug, 'content.edit');
        if (!kind.ok) return kind;
        if (kind.value.attachments?.role !== 'document') return refuse(400, consoleMessages.noAttachments);
        const publishes = may(staff.role, 'content.publish');
        const outcome = await writer.update(kind.value, id, {
          version,
          announce: publishes,
          newFile: file,
          step: (row, at) => {
            if (row.deleted_at !== null) return refuse(409, consoleMessages.notNow);
            const files = workingFiles(row);
            const path = file.row.storage_path;
            // The same file sent again goes first all the same: it may be an earlier version put back.
            const moved = editList(files.attachments, { path, change: 'move', to: 0 });
            const attachments =
              withFile(kind.value, 'attachments', files.attachments, path) ??
              (moved.ok ? moved.value : files.attachments);
            const attached = saveChanges(row, workingFields(row), { ...files, attachments });
            return replaceChange(row, attached, publishes, at, file.row.original_name);
          },
        });
        return outcome.ok ? ok(publishes ? 'published' : 'review') : outcome;
      },

      async bin(): Promise<BinEntry[]> {
        if (!may(staff.role, 'content.delete')) return [];
        const at = now();
        // What is past its time is not listed: the hourly purge (bin-purge.ts) deletes it.
        return (await publishingRepository(db).binned(staff.schoolCode, binCutoff(at))).map((row) => ({
          ...toSummary(row, at),
          deletedAt: row.deleted_at!,
          purgeAt: purgeTime(row.deleted_at!),
        }));
      },
    };
  }

  /**
   * The item as a preview shows it: its working copy on the stored row, for staff who may edit it.
   * Undefined for anyone else, and for an item in the bin.
   */
  async function previewRow(staff: StaffMember, slug: string, id: string): Promise<ContentRow | undefined> {
    const kind = readableKind(staff, slug, 'content.edit');
    if (!kind) return undefined;
    const row = await publishingRepository(db).find(kindScope(staff.schoolCode, kind), id);
    return row && row.deleted_at === null
      ? { ...row, ...workingFields(row), ...fileListColumns(workingFiles(row)) }
      : undefined;
  }

  return { forStaff, previewRow };
}

export type PublishingService = ReturnType<typeof publishingService>;
