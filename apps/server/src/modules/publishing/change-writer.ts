/**
 * Every change staff make to stored content is written here, in one
 * transaction with its bookkeeping: the version check that refuses a
 * concurrent overwrite, the revision kept of saved fields, the files the item
 * uses, the audit entry, and the announcement (change-feed.ts) that makes
 * every server process drop the lists and pages the change affects. Nothing
 * is written if any of it fails; files the change freed are removed once it
 * has committed.
 */
import { freeKey, keyFromTitle } from '@school/shared/content-keys';
import type { AuditAction } from '@school/shared/audit-words';
import type { ConsoleKind, ItemFields } from '@school/shared/console-kinds';
import { consoleMessages } from '@school/shared/console-messages';
import type { Item, Outcome, StaffMember } from '@school/shared/console-source';
import { done, ok, refuse } from '../../console/outcome';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { auditRepository } from '../audit/repository';
import type { ChangeFeed } from '../content/change-feed';
import type { ContentRow } from '../content/repository';
import { filesRepository } from '../files/repository';
import type { ReadyFile } from '../files/service';
import {
  changedFields,
  changedFileFields,
  toItem,
  toSummary,
  usedPaths,
  workingFields,
  workingFiles,
  workingPaths,
} from './item-view';
import { newItemRow } from './new-item-row';
import { kindScope, publishingRepository, type PublishingRepository } from './repository';
import type { ItemColumns } from './working-copy';

/** One change to one item, as a step of the console works it out from the item as it is now. */
export interface ItemChange {
  changes: ItemColumns;
  /** The working fields after the change, when it saved them: a revision is kept. */
  saved?: ItemFields;
  audit: AuditAction;
  /** Said after the item's heading in the audit entry (the name of a file added, say). */
  note?: string;
}

export interface ItemUpdate {
  /**
   * The version the staff member opened: the change applies only if nobody changed the item since, and
   * raises it. Without one, the item's row is locked for the change instead and its version stays (a
   * change to a file list, which a text save keeps as it finds it, so uploads arriving together each land).
   */
  version?: number;
  /** Whether the site may show the change: then every process hears of it. */
  announce: boolean;
  /** A file uploaded for this change: its row is stored with it, and the file removed if the change fails. */
  newFile?: ReadyFile;
  step(row: ContentRow, at: Date): Outcome<ItemChange>;
}

/** What a change's work answers: its outcome, the files it freed, whether the site may show it. */
interface Written<T> {
  outcome: Outcome<T>;
  freed?: string[];
  announce?: boolean;
}

export interface WriterOptions {
  db: Db;
  feed: ChangeFeed;
  removeFiles: (paths: readonly string[]) => Promise<void>;
  now: () => Date;
}

/** What staff are told when what they start under a key (a page's text, the disclosure, a document) is there already. */
function writtenAlready(kind: ConsoleKind): string {
  if (kind.single) return consoleMessages.disclosureWritten;
  return kind.keyed ? consoleMessages.documentAdded : consoleMessages.pageWritten;
}

export function changeWriter({ db, feed, removeFiles, now }: WriterOptions, staff: StaffMember, requestId: string) {
  const changeOf = (kind: ConsoleKind) => ({ schoolCode: staff.schoolCode, kinds: [kind.stored] });
  const who = { updated_by: staff.id };

  async function audit(trx: Db, kind: ConsoleKind, row: ContentRow, at: Date, action: AuditAction, note?: string) {
    const heading = toSummary(row, at).heading;
    await auditRepository(trx).append(
      {
        schoolCode: staff.schoolCode,
        userId: staff.id,
        userName: staff.name,
        action,
        kind: kind.slug,
        itemId: row.id,
        summary: note ? `${heading}: ${note}` : heading,
        requestId,
      },
      at,
    );
  }

  /** Keeps `fields` as the item's revision at `version`, naming the fields changed since the last one. */
  async function keepRevision(
    repository: PublishingRepository,
    kind: ConsoleKind,
    row: ContentRow,
    fields: ItemFields,
    at: Date,
    /** The file fields this change gave other files (a document replaced): fields of their own, said as changed. */
    changedFiles: readonly string[] = [],
  ) {
    const previous = await repository.latestRevision(row.id);
    await repository.addRevision({
      id: crypto.randomUUID(),
      item_id: row.id,
      version: row.version,
      fields: JSON.stringify(fields),
      changed: JSON.stringify([
        ...changedFields(kind, previous && (JSON.parse(previous.fields) as ItemFields), fields),
        ...changedFiles,
      ]),
      user_id: staff.id,
      user_name: staff.name,
      created_at: at.toISOString(),
    });
  }

  /**
   * Runs `work` in a transaction. A change the site may show (`announce`) is announced in it; once it has
   * committed, this process drops what the change affects and the files it freed are removed. `failed`
   * runs when the work refuses.
   */
  async function commit<T>(
    kind: ConsoleKind,
    work: (trx: Db, at: Date) => Promise<Written<T>>,
    failed?: () => Promise<void>,
  ): Promise<Outcome<T>> {
    const at = now();
    const {
      outcome,
      freed = [],
      announce = false,
    } = await db.transaction().execute(async (trx) => {
      const written = await work(trx, at);
      if (written.outcome.ok && written.announce) await feed.announceIn(trx, changeOf(kind));
      return written;
    });
    if (outcome.ok) {
      if (announce) feed.changed(changeOf(kind));
      await removeFiles(freed);
    } else await failed?.();
    return outcome;
  }

  /** A new draft of `kind` holding `fields`, with its first revision; under `key` where it is made for one. */
  function createItem(kind: ConsoleKind, fields: ItemFields, key: string | undefined): Promise<Outcome<Item>> {
    // A draft is on no page, so nobody needs to hear of it.
    return commit(kind, async (trx, at) => {
      const repository = publishingRepository(trx);
      const row = newItemRow(kind, fields, staff, at);
      const scope = kindScope(staff.schoolCode, kind);
      // New items of an ordered kind go to the top.
      if (kind.ordered) row.sort_order = (await repository.topPosition(scope)) - 1;
      if (kind.keyed) {
        const key = keyFromTitle(row.title);
        row.key = freeKey(key, await repository.keysLike(scope, key));
      }
      if (key !== undefined) {
        // Binned items count: a page's text is restored from the bin, not written twice.
        if ((await repository.keysLike(scope, key)).has(key)) {
          return { outcome: refuse(409, writtenAlready(kind)) };
        }
        row.key = key;
      }
      await repository.insert(row);
      await keepRevision(repository, kind, row, workingFields(row), at);
      await audit(trx, kind, row, at, 'create');
      // A new item has no files yet.
      return { outcome: ok(toItem(row, at, new Map())) };
    });
  }

  return {
    /**
     * Stores a new draft of `kind` holding `fields`, with its first revision; under `key` where it is made for one
     * (a page's text under its page's id, the disclosure, a document the site links by name), refused if one is there.
     */
    async create(kind: ConsoleKind, fields: ItemFields, key?: string): Promise<Outcome<Item>> {
      try {
        return await createItem(kind, fields, key);
      } catch (error) {
        // Two staff writing the same page's text at once: the second finds it written, as it would a moment later.
        if (key !== undefined && isUniqueViolation(error)) return refuse(409, writtenAlready(kind));
        throw error;
      }
    },

    /** Changes one item as `update.step` works out from the item as it is now, and answers the item after. */
    update(kind: ConsoleKind, id: string, update: ItemUpdate): Promise<Outcome<Item>> {
      const { version, announce, newFile, step } = update;
      // A new file that could not be attached is not kept.
      const dropNewFile = newFile?.isNew ? () => removeFiles([newFile.row.storage_path]) : undefined;
      return commit(
        kind,
        async (trx, at) => {
          const repository = publishingRepository(trx);
          const scope = kindScope(staff.schoolCode, kind);
          const row = await (version === undefined ? repository.findForUpdate(scope, id) : repository.find(scope, id));
          if (!row) return { outcome: refuse(404, consoleMessages.notFound) };
          if (version !== undefined && row.version !== version)
            return { outcome: refuse(409, consoleMessages.conflict) };
          const change = step(row, at);
          if (!change.ok) return { outcome: change };
          if (newFile?.isNew) await filesRepository(trx).insert(newFile.row);
          const stamped = { ...change.value.changes, ...who, updated_at: at.toISOString() };
          if (version === undefined) await repository.updateUnversioned(id, stamped);
          else if (!(await repository.update(id, version, stamped))) {
            return { outcome: refuse(409, consoleMessages.conflict) };
          }
          const updated = {
            ...row,
            ...stamped,
            version: version === undefined ? row.version : version + 1,
          } as ContentRow;
          if (change.value.saved) {
            const files = changedFileFields(kind, workingFiles(row), workingFiles(updated));
            await keepRevision(repository, kind, updated, change.value.saved, at, files);
          }
          // Publishing a draft that dropped a photo, say, leaves that file unused.
          const freed = await filesRepository(trx).setUses(id, usedPaths(updated));
          await audit(trx, kind, updated, at, change.value.audit, change.value.note);
          const described = await filesRepository(trx).describe(workingPaths(updated));
          return { outcome: ok(toItem(updated, at, described)), freed, announce };
        },
        dropNewFile,
      );
    },

    /**
     * Puts the kind's items in the order `reorder` makes of their ids (top first), for the item `id` moved.
     * `reorder` answers undefined when nothing moves (the top item moved up), and writes nothing then.
     */
    reorder(
      kind: ConsoleKind,
      id: string,
      action: AuditAction,
      reorder: (order: string[]) => Outcome<string[] | undefined>,
    ): Promise<Outcome> {
      return commit(kind, async (trx, at) => {
        const repository = publishingRepository(trx);
        const scope = kindScope(staff.schoolCode, kind);
        const next = reorder((await repository.positions(scope)).map((entry) => entry.id));
        if (!next.ok || next.value === undefined) return { outcome: next.ok ? done : next };
        for (const [position, itemId] of next.value.entries()) await repository.setPosition(itemId, position);
        await audit(trx, kind, (await repository.find(scope, id))!, at, action);
        return { outcome: done, announce: true };
      });
    },
  };
}

export type ChangeWriter = ReturnType<typeof changeWriter>;
