/**
 * Publishing: what staff do to stored content, each step checked against
 * the staff member's role (staff-permissions.ts) and the item's state
 * (content-lifecycle.ts), applied only if nobody changed the item since it
 * was opened, and written with its revision and audit entry in one
 * transaction. Every change is announced (change-feed.ts) in that same
 * transaction, so every server process drops the lists and pages it affects
 * and the next page load shows it.
 */
import type { Updateable } from 'kysely';
import {
  attachmentAltMaxLength,
  asFileColumn,
  findConsoleKind,
  newFileGoesFirst,
  type FileColumn,
  type ConsoleKind,
  type ItemFields,
} from '@school/shared/console-kinds';
import type { AuditAction } from '@school/shared/audit-words';
import { consoleMessages } from '@school/shared/console-messages';
import { itemFieldsSchema, scheduleSchema, sendBackSchema } from '@school/shared/console-schemas';
import type {
  ActionInput,
  Attachment,
  AttachmentEdit,
  BinEntry,
  ConsoleSource,
  Dashboard,
  Item,
  Outcome,
  Revision,
  StaffMember,
} from '@school/shared/console-source';
import { binDays, canApply, isLive, publishedStatus, type LifecycleAction } from '@school/shared/content-lifecycle';
import { lifecyclePermission, may } from '@school/shared/staff-permissions';
import { invalid, notAllowed, ok, refuse } from '../../console/outcome';
import type { Db } from '../../db/database';
import type { ContentItemsTable } from '../../db/schema';
import { auditRepository } from '../audit/repository';
import { filesRepository } from '../files/repository';
import type { ReadyFile } from '../files/service';
import type { ContentRow } from '../content/repository';
import type { ChangeFeed } from '../content/change-feed';
import {
  changedFields,
  draftJson,
  fileListColumns,
  itemState,
  sameFiles,
  storedFiles,
  storedFields,
  toItem,
  toSummary,
  usedPaths,
  workingFiles,
  workingPaths,
  workingFields,
} from './item-view';
import { publishingRepository, type KindScope } from './repository';
import { sanitizeRichText } from './rich-text';

/** Actions that take the fields on the edit screen with them, so what staff see is what they act on. */
const savesFields = new Set<LifecycleAction>(['save', 'requestReview', 'approve', 'publishNow', 'schedule']);

export const consolePageSize = 20;
const dayMs = 86_400_000;

/** The item as the console shows it, its files named from their rows (read in `db`, which may be the change's transaction). */
const describedItem = async (db: Db, row: ContentRow, at: Date) =>
  toItem(row, at, await filesRepository(db).describe(workingPaths(row)));

export interface PublishingOptions {
  db: Db;
  /** Where each change is announced, so every process drops what it affects. */
  feed: ChangeFeed;
  timeZone: string;
  /** Removes stored files nothing uses any more, once the change that freed them has committed. */
  removeFiles: (paths: readonly string[]) => Promise<void>;
  now?: () => Date;
}

type Changes = Updateable<ContentItemsTable>;

interface Step {
  changes: Changes;
  /** The working fields after the step, when it saved them: a revision is kept. */
  saved?: ItemFields;
  audit: AuditAction;
}

export type PublishingConsole = Pick<
  ConsoleSource,
  'dashboard' | 'list' | 'item' | 'create' | 'act' | 'history' | 'restoreRevision' | 'move' | 'bin' | 'editAttachment'
> & {
  /** Adds an uploaded file to an item (the upload routes call it; the console's pages never do). */
  attachFile(kind: string, id: string, file: ReadyFile, column?: FileColumn): Promise<Outcome<{ added: boolean }>>;
};

export function publishingService({ db, feed, timeZone, removeFiles, now = () => new Date() }: PublishingOptions) {
  const scopeOf = (schoolCode: string, kind: ConsoleKind): KindScope => ({
    schoolCode,
    stored: kind.stored,
    ...(kind.categories ? { categories: kind.categories } : {}),
  });

  /** The kind's fields from a form, checked, with rich text sanitised. */
  function readFields(kind: ConsoleKind, form: Record<string, string>): Outcome<ItemFields> {
    const parsed = itemFieldsSchema(kind).safeParse(form);
    if (!parsed.success) return invalid(parsed.error);
    const fields: ItemFields = { ...parsed.data };
    for (const field of kind.fields) {
      if (field.input === 'richText' && fields[field.column]) {
        fields[field.column] = sanitizeRichText(fields[field.column]!);
      }
    }
    return ok(fields);
  }

  /**
   * Where saved fields and files go: a live item keeps showing its published copy, so its edits wait as a
   * draft. The files are the item's working lists unless a change to them is being saved.
   */
  function saveChanges(row: ContentRow, fields: ItemFields, files = workingFiles(row)): Changes {
    if (!isLive(row.status)) return { ...fields, ...fileListColumns(files), draft: null };
    const unchanged =
      Object.entries(fields).every(([column, value]) => storedFields(row)[column as keyof ItemFields] === value) &&
      sameFiles(files, storedFiles(row));
    return { draft: unchanged ? null : draftJson(fields, files) };
  }

  /** Puts the working copy (fields and files) on the site's columns, as publishing does. */
  const goLive = (row: ContentRow, fields: ItemFields): Changes => ({
    ...fields,
    ...fileListColumns(workingFiles(row)),
    draft: null,
    review_requested: 0,
    review_comment: '',
  });

  function forStaff(staff: StaffMember, requestId: string): PublishingConsole {
    const who = { updated_by: staff.id };
    const changeOf = (kind: ConsoleKind) => ({ schoolCode: staff.schoolCode, kinds: [kind.stored] });
    const auditRecord = (action: AuditAction, kind: ConsoleKind, row: { id: string }, summary: string) => ({
      schoolCode: staff.schoolCode,
      userId: staff.id,
      userName: staff.name,
      action,
      kind: kind.slug,
      itemId: row.id,
      summary,
      requestId,
    });

    /**
     * Runs one change to one item in a transaction: the item as it is now, the version check, the
     * step's changes, its revision and its audit entry; nothing is written if any of it fails.
     */
    async function change(
      kind: ConsoleKind,
      id: string,
      version: number,
      step: (row: ContentRow, at: Date) => Outcome<Step>,
    ): Promise<Outcome<Item>> {
      const at = now();
      let freed: string[] = [];
      const outcome = await db.transaction().execute(async (trx): Promise<Outcome<Item>> => {
        const repository = publishingRepository(trx);
        const row = await repository.find(scopeOf(staff.schoolCode, kind), id);
        if (!row) return refuse(404, consoleMessages.notFound);
        if (row.version !== version) return refuse(409, consoleMessages.conflict);
        const result = step(row, at);
        if (!result.ok) return result;
        const { changes, saved, audit } = result.value;
        const stamped = { ...changes, ...who, updated_at: at.toISOString() };
        if (!(await repository.update(id, version, stamped))) return refuse(409, consoleMessages.conflict);
        if (saved) await keepRevision(repository, kind, id, version + 1, saved, at);
        const updated = { ...row, ...stamped, version: version + 1 } as ContentRow;
        // Publishing a draft that dropped a photo, say, leaves that file unused.
        freed = await filesRepository(trx).setUses(id, usedPaths(updated));
        const heading = toSummary(updated, at).heading;
        await auditRepository(trx).append(auditRecord(audit, kind, row, heading), at);
        await feed.announceIn(trx, changeOf(kind));
        return ok(await describedItem(trx, updated, at));
      });
      if (outcome.ok) {
        feed.changed(changeOf(kind));
        await removeFiles(freed);
      }
      return outcome;
    }

    /**
     * Runs one change to one of an item's file lists (`column`) in a transaction, under the item's row
     * lock, so uploads arriving together each add their photo. It needs no version and raises none: it
     * touches only the list, and a text save keeps the lists as it finds them. Nothing on the site changes
     * (a live item's list changes in its draft), so no page goes out of date.
     */
    async function changeAttachments(
      kind: ConsoleKind,
      id: string,
      column: FileColumn,
      audit: AuditAction,
      edit: (list: Attachment[]) => Outcome<Attachment[]>,
      { newFile, summary }: { newFile?: ReadyFile; summary?: string } = {},
    ): Promise<Outcome<Item>> {
      if (!kind[column]) return refuse(400, consoleMessages.noAttachments);
      const at = now();
      let freed: string[] = [];
      const outcome = await db.transaction().execute(async (trx): Promise<Outcome<Item>> => {
        const repository = publishingRepository(trx);
        const row = await repository.findForUpdate(scopeOf(staff.schoolCode, kind), id);
        if (!row) return refuse(404, consoleMessages.notFound);
        if (row.deleted_at !== null) return refuse(409, consoleMessages.notNow);
        const files = workingFiles(row);
        const list = edit(files[column]);
        if (!list.ok) return list;
        if (newFile?.isNew) await filesRepository(trx).insert(newFile.row);
        const changes = saveChanges(row, workingFields(row), { ...files, [column]: list.value });
        const stamped = { ...changes, ...who, updated_at: at.toISOString() };
        await repository.updateUnversioned(id, stamped);
        const updated = { ...row, ...stamped } as ContentRow;
        freed = await filesRepository(trx).setUses(id, usedPaths(updated));
        const heading = toSummary(updated, at).heading;
        await auditRepository(trx).append(
          auditRecord(audit, kind, row, summary ? `${heading}: ${summary}` : heading),
          at,
        );
        return ok(await describedItem(trx, updated, at));
      });
      if (outcome.ok) await removeFiles(freed);
      // A new file that could not be attached is not kept.
      else if (newFile?.isNew) await removeFiles([newFile.row.storage_path]);
      return outcome;
    }

    async function keepRevision(
      repository: ReturnType<typeof publishingRepository>,
      kind: ConsoleKind,
      itemId: string,
      version: number,
      fields: ItemFields,
      at: Date,
    ) {
      const previous = await repository.latestRevision(itemId);
      await repository.addRevision({
        id: crypto.randomUUID(),
        item_id: itemId,
        version,
        fields: JSON.stringify(fields),
        changed: JSON.stringify(changedFields(kind, previous && (JSON.parse(previous.fields) as ItemFields), fields)),
        user_id: staff.id,
        user_name: staff.name,
        created_at: at.toISOString(),
      });
    }

    /** The step of each lifecycle action, given the fields it saves along the way (if any). */
    function lifecycleStep(
      action: LifecycleAction,
      row: ContentRow,
      form: Record<string, string>,
      fields: ItemFields | undefined,
      at: Date,
    ): Outcome<Step> {
      const working = fields ?? workingFields(row);
      const saving = fields ? saveChanges(row, fields) : {};
      const live = isLive(row.status);
      const step = (changes: Changes, audit: AuditAction): Outcome<Step> =>
        ok({ changes, audit, ...(fields ? { saved: fields } : {}) });
      switch (action) {
        case 'save':
          return step(saving, 'edit');
        case 'requestReview':
          if (live && !(fields ? saveChanges(row, fields).draft : row.draft)) {
            return refuse(409, 'There are no changes to review: the site already shows this text.');
          }
          return step(
            { ...saving, ...(live ? { review_requested: 1 } : { status: 'review' }), review_comment: '' },
            'requestReview',
          );
        case 'approve':
          if (row.unpublish_at !== null && Date.parse(row.unpublish_at) <= at.getTime()) {
            return refuse(400, consoleMessages.endPassed, { unpublishAt: consoleMessages.endPassed });
          }
          return step({ ...goLive(row, working), status: publishedStatus(row.publish_at, at) }, 'approve');
        case 'sendBack': {
          const parsed = sendBackSchema.safeParse(form);
          if (!parsed.success) return invalid(parsed.error);
          const comment = parsed.data.comment;
          return ok({
            changes: live
              ? { review_requested: 0, review_comment: comment }
              : { status: 'draft', review_comment: comment },
            audit: 'sendBack',
          });
        }
        case 'publishNow': {
          const schedule = scheduleSchema(timeZone).safeParse({ unpublishAt: form.unpublishAt ?? '' });
          if (!schedule.success) return invalid(schedule.error);
          const unpublishAt = 'unpublishAt' in form ? schedule.data.unpublishAt : row.unpublish_at;
          if (unpublishAt !== null && Date.parse(unpublishAt) <= at.getTime()) {
            return refuse(400, consoleMessages.endPassed, { unpublishAt: consoleMessages.endPassed });
          }
          return step(
            { ...goLive(row, working), status: 'published', publish_at: null, unpublish_at: unpublishAt },
            'publish',
          );
        }
        case 'schedule': {
          const schedule = scheduleSchema(timeZone).safeParse({
            publishAt: form.publishAt ?? '',
            unpublishAt: form.unpublishAt ?? '',
          });
          if (!schedule.success) return invalid(schedule.error);
          const { publishAt, unpublishAt } = schedule.data;
          if (publishAt === null && unpublishAt === null) return refuse(400, consoleMessages.scheduleEmpty);
          if (unpublishAt !== null && Date.parse(unpublishAt) <= at.getTime()) {
            return refuse(400, consoleMessages.endPassed, { unpublishAt: consoleMessages.endPassed });
          }
          return step(
            {
              ...goLive(row, working),
              status: publishedStatus(publishAt, at),
              publish_at: publishAt,
              unpublish_at: unpublishAt,
            },
            'schedule',
          );
        }
        case 'unpublish':
          // Off the site, the working copy and the stored one are the same thing again.
          return ok({
            changes: {
              ...working,
              ...fileListColumns(workingFiles(row)),
              draft: null,
              status: 'unpublished',
              review_requested: 0,
            },
            audit: 'unpublish',
          });
        case 'delete':
          return ok({ changes: { deleted_at: at.toISOString() }, audit: 'delete' });
        case 'restore':
          return ok({ changes: { deleted_at: null }, audit: 'restore' });
      }
    }

    return {
      async dashboard(): Promise<Dashboard> {
        const at = now();
        if (!may(staff.role, 'content.edit')) return { waitingForReview: [], scheduled: [], endingThisWeek: [] };
        const rows = await publishingRepository(db).attention(staff.schoolCode, at, new Date(at.getTime() + 7 * dayMs));
        const summaries = (list: ContentRow[]) => list.map((row) => toSummary(row, at));
        return {
          waitingForReview: may(staff.role, 'content.publish') ? summaries(rows.waiting) : [],
          scheduled: summaries(rows.scheduled),
          endingThisWeek: summaries(rows.ending),
        };
      },

      async list(slug, query) {
        const kind = findConsoleKind(slug);
        const page = Math.max(1, Math.floor(query.page ?? 1));
        if (!kind || !may(staff.role, 'content.edit')) return { items: [], total: 0, page, pageSize: consolePageSize };
        const at = now();
        const { rows, total } = await publishingRepository(db).page(scopeOf(staff.schoolCode, kind), {
          ...query,
          now: at,
          page,
          pageSize: consolePageSize,
          ordered: kind.ordered,
        });
        return { items: rows.map((row) => toSummary(row, at)), total, page, pageSize: consolePageSize };
      },

      async item(slug, id) {
        const kind = findConsoleKind(slug);
        if (!kind || !may(staff.role, 'content.edit')) return undefined;
        const row = await publishingRepository(db).find(scopeOf(staff.schoolCode, kind), id);
        return row && describedItem(db, row, now());
      },

      async create(slug, form) {
        const kind = findConsoleKind(slug);
        if (!kind) return refuse(404, consoleMessages.notFound);
        if (!may(staff.role, 'content.edit')) return notAllowed();
        const fields = readFields(kind, form);
        if (!fields.ok) return fields;
        const at = now();
        const row: ContentRow = {
          id: crypto.randomUUID(),
          school_code: staff.schoolCode,
          kind: kind.stored,
          category: fields.value.category ?? kind.categories?.[0] ?? '',
          school_tab: '',
          title: '',
          description: '',
          message: '',
          name: '',
          url: '',
          video_url: '',
          venue: '',
          time: '',
          date: '',
          ...fields.value,
          attachments: '[]',
          attachment_alts: '[]',
          images: '[]',
          created_at: at.toISOString(),
          status: 'draft',
          publish_at: null,
          unpublish_at: null,
          deleted_at: null,
          draft: null,
          review_requested: 0,
          review_comment: '',
          sort_order: 0,
          version: 1,
          created_by: staff.id,
          updated_by: staff.id,
          updated_at: at.toISOString(),
        };
        await db.transaction().execute(async (trx) => {
          const repository = publishingRepository(trx);
          // New items of an ordered kind go to the top.
          if (kind.ordered) row.sort_order = (await repository.topPosition(scopeOf(staff.schoolCode, kind))) - 1;
          await repository.insert(row);
          await keepRevision(repository, kind, row.id, 1, workingFields(row), at);
          await auditRepository(trx).append(auditRecord('create', kind, row, toSummary(row, at).heading), at);
        });
        // A new item has no files yet.
        return ok(toItem(row, at, new Map()));
      },

      async act(slug, id, action, { version, form }: ActionInput) {
        const kind = findConsoleKind(slug);
        if (!kind) return refuse(404, consoleMessages.notFound);
        if (!may(staff.role, lifecyclePermission[action])) return notAllowed();
        const carriesFields = savesFields.has(action) && kind.fields.some((field) => field.column in form);
        let fields: ItemFields | undefined;
        if (carriesFields) {
          const read = readFields(kind, form);
          if (!read.ok) return read;
          fields = read.value;
        }
        return change(kind, id, version, (row, at) => {
          // The fields on the screen are saved first, so the step is judged on the item as it will be.
          const state = fields
            ? { ...itemState(row), hasDraft: saveChanges(row, fields).draft != null }
            : itemState(row);
          if (!canApply(action, state, at)) return refuse(409, consoleMessages.notNow);
          return lifecycleStep(action, row, form, fields, at);
        });
      },

      async history(slug, id): Promise<Revision[]> {
        const kind = findConsoleKind(slug);
        if (!kind || !may(staff.role, 'content.edit')) return [];
        const repository = publishingRepository(db);
        if (!(await repository.find(scopeOf(staff.schoolCode, kind), id))) return [];
        return (await repository.revisions(id)).map((revision) => ({
          id: revision.id,
          version: revision.version,
          savedAt: revision.created_at,
          savedBy: revision.user_name,
          changed: JSON.parse(revision.changed) as string[],
          fields: JSON.parse(revision.fields) as ItemFields,
        }));
      },

      async restoreRevision(slug, id, revisionId, version) {
        const kind = findConsoleKind(slug);
        if (!kind) return refuse(404, consoleMessages.notFound);
        if (!may(staff.role, 'content.edit')) return notAllowed();
        const revision = (await publishingRepository(db).revisions(id)).find((entry) => entry.id === revisionId);
        if (!revision) return refuse(404, consoleMessages.notFound);
        const fields = JSON.parse(revision.fields) as ItemFields;
        return change(kind, id, version, (row) => {
          if (row.deleted_at !== null) return refuse(409, consoleMessages.notNow);
          return ok({ changes: saveChanges(row, fields), saved: fields, audit: 'restoreRevision' });
        });
      },

      async move(slug, id, direction) {
        const kind = findConsoleKind(slug);
        if (!kind) return refuse(404, consoleMessages.notFound);
        if (!may(staff.role, 'content.publish')) return notAllowed();
        if (!kind.ordered) return refuse(400, consoleMessages.notOrdered);
        const at = now();
        const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
          const repository = publishingRepository(trx);
          const scope = scopeOf(staff.schoolCode, kind);
          const order = (await repository.positions(scope)).map((entry) => entry.id);
          const from = order.indexOf(id);
          if (from === -1) return refuse(404, consoleMessages.notFound);
          const to = direction === 'up' ? from - 1 : from + 1;
          if (to < 0 || to >= order.length) return ok(undefined);
          [order[from], order[to]] = [order[to]!, order[from]!];
          for (const [position, itemId] of order.entries()) await repository.setPosition(itemId, position);
          const row = (await repository.find(scope, id))!;
          await auditRepository(trx).append(
            auditRecord(direction === 'up' ? 'moveUp' : 'moveDown', kind, row, toSummary(row, at).heading),
            at,
          );
          await feed.announceIn(trx, changeOf(kind));
          return ok(undefined);
        });
        if (outcome.ok) feed.changed(changeOf(kind));
        return outcome;
      },

      async editAttachment(slug, id, edit: AttachmentEdit) {
        const kind = findConsoleKind(slug);
        if (!kind) return refuse(404, consoleMessages.notFound);
        if (!may(staff.role, 'content.edit')) return notAllowed();
        const column = asFileColumn(edit.column ?? 'attachments');
        if (!column) return refuse(400, consoleMessages.noAttachments);
        // Only an album's photos are described by staff; the site describes any other picture by its item.
        if (edit.change === 'alt' && kind[column]?.role !== 'album') {
          return refuse(400, consoleMessages.noAltText, { alt: consoleMessages.noAltText });
        }
        if (edit.change === 'alt' && edit.alt.trim().length > attachmentAltMaxLength) {
          return refuse(400, consoleMessages.altTooLong, { alt: consoleMessages.altTooLong });
        }
        return changeAttachments(kind, id, column, `attachment.${edit.change}`, (list) => {
          const index = list.findIndex((attachment) => attachment.path === edit.path);
          if (index === -1) return refuse(404, consoleMessages.noSuchAttachment);
          const next = [...list];
          switch (edit.change) {
            case 'alt':
              next[index] = { ...list[index]!, alt: edit.alt.trim() };
              break;
            case 'move': {
              const [moved] = next.splice(index, 1);
              next.splice(Math.max(0, Math.min(Math.floor(edit.to), next.length)), 0, moved!);
              break;
            }
            case 'remove':
              next.splice(index, 1);
              break;
          }
          return ok(next);
        });
      },

      /**
       * Adds an uploaded file at the end of one of the item's lists, or first where the site shows the newest
       * picture; a file the list already has is not added twice.
       */
      async attachFile(
        slug: string,
        id: string,
        file: ReadyFile,
        column: FileColumn = 'attachments',
      ): Promise<Outcome<{ added: boolean }>> {
        const kind = findConsoleKind(slug);
        if (!kind) return refuse(404, consoleMessages.notFound);
        if (!may(staff.role, 'content.edit')) return notAllowed();
        const field = kind[column];
        let added = false;
        const outcome = await changeAttachments(
          kind,
          id,
          column,
          'attachment.add',
          (list) => {
            if (list.some((attachment) => attachment.path === file.row.storage_path)) return ok(list);
            added = true;
            const attachment = { path: file.row.storage_path, alt: '' };
            return ok(field && newFileGoesFirst(field.role) ? [attachment, ...list] : [...list, attachment]);
          },
          { newFile: file, summary: file.row.original_name },
        );
        return outcome.ok ? ok({ added }) : outcome;
      },

      async bin(): Promise<BinEntry[]> {
        if (!may(staff.role, 'content.delete')) return [];
        const at = now();
        const repository = publishingRepository(db);
        const freed = await db
          .transaction()
          .execute((trx) =>
            publishingRepository(trx).purgeBin(staff.schoolCode, new Date(at.getTime() - binDays * dayMs)),
          );
        await removeFiles(freed);
        return (await repository.binned(staff.schoolCode)).map((row) => ({
          ...toSummary(row, at),
          deletedAt: row.deleted_at!,
          purgeAt: new Date(Date.parse(row.deleted_at!) + binDays * dayMs).toISOString(),
        }));
      },
    };
  }

  /**
   * The item as a preview shows it: its working copy on the stored row, for staff who may edit it.
   * Undefined for anyone else, and for an item in the bin.
   */
  async function previewRow(staff: StaffMember, slug: string, id: string): Promise<ContentRow | undefined> {
    const kind = findConsoleKind(slug);
    if (!kind || !may(staff.role, 'content.edit')) return undefined;
    const row = await publishingRepository(db).find(scopeOf(staff.schoolCode, kind), id);
    return row && row.deleted_at === null
      ? { ...row, ...workingFields(row), ...fileListColumns(workingFiles(row)) }
      : undefined;
  }

  return { forStaff, previewRow };
}

export type PublishingService = ReturnType<typeof publishingService>;
