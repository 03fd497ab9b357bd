/**
 * A lifecycle action applied to a stored item: the item's state as the
 * action will find it, the pure step (content-lifecycle.ts) judged on it, and
 * that step written out as the row's columns and the audit entry's word.
 */
import type { AuditAction } from '@school/shared/audit-words';
import type { ItemFields } from '@school/shared/console-kinds';
import { consoleMessages } from '@school/shared/console-messages';
import type { Outcome } from '@school/shared/console-source';
import {
  canApply,
  lifecycleStep,
  type LifecycleAction,
  type LifecycleChange,
  type LifecycleRefusal,
  type LifecycleRequest,
} from '@school/shared/content-lifecycle';
import { ok, refuse } from '../../console/outcome';
import type { ContentRow } from '../content/repository';
import type { ItemChange } from './change-writer';
import { itemState, workingFields } from './item-view';
import { saveChanges, storeWorkingCopy, type ItemColumns } from './working-copy';

/** The audit log's word for each action. */
const auditActions: Record<LifecycleAction, AuditAction> = {
  save: 'edit',
  requestReview: 'requestReview',
  approve: 'approve',
  sendBack: 'sendBack',
  publishNow: 'publish',
  schedule: 'schedule',
  unpublish: 'unpublish',
  delete: 'delete',
  restore: 'restore',
};

function refusal(reason: LifecycleRefusal) {
  switch (reason) {
    case 'notNow':
      return refuse(409, consoleMessages.notNow);
    case 'endPassed':
      return refuse(400, consoleMessages.endPassed, { unpublishAt: consoleMessages.endPassed });
    case 'scheduleEmpty':
      return refuse(400, consoleMessages.scheduleEmpty);
  }
}

/** The step's change as the row's columns, with the fields the action saves (if any). */
function columnsOf(row: ContentRow, change: LifecycleChange, fields: ItemFields | undefined): ItemColumns {
  const copy = change.storeWorkingCopy ? storeWorkingCopy(row, fields) : fields ? saveChanges(row, fields) : {};
  return {
    ...copy,
    ...(change.status !== undefined && { status: change.status }),
    ...(change.publishAt !== undefined && { publish_at: change.publishAt }),
    ...(change.unpublishAt !== undefined && { unpublish_at: change.unpublishAt }),
    ...(change.deletedAt !== undefined && { deleted_at: change.deletedAt }),
    ...(change.reviewRequested !== undefined && { review_requested: change.reviewRequested ? 1 : 0 }),
    ...(change.reviewComment !== undefined && { review_comment: change.reviewComment }),
  };
}

/**
 * What `action` does to `row` at `at`, saving `fields` along the way when it carries them. The item is
 * judged as it will be once they are saved; the form (`request`) only once the action is allowed at all.
 */
export function lifecycleChange(
  row: ContentRow,
  action: LifecycleAction,
  request: Outcome<LifecycleRequest>,
  fields: ItemFields | undefined,
  at: Date,
): Outcome<ItemChange> {
  const state = fields ? { ...itemState(row), hasDraft: saveChanges(row, fields).draft != null } : itemState(row);
  if (!canApply(action, state, at)) return refusal('notNow');
  if (!request.ok) return request;
  const step = lifecycleStep(state, request.value, at);
  if (!step.ok) return refusal(step.refusal);
  return ok({
    changes: columnsOf(row, step.change, fields),
    audit: auditActions[action],
    ...(fields ? { saved: fields } : {}),
  });
}

/**
 * Replace on the Documents list, given `attached`, the columns that put the new file first in the working copy:
 * those columns and, for a member of staff who `publishes`, the working copy on the site at once (approving it if
 * it waited for review); for an editor, a review asked for (unless one is already asked for). A revision is kept
 * and the audit entry names the file.
 */
export function replaceChange(
  row: ContentRow,
  attached: ItemColumns,
  publishes: boolean,
  at: Date,
  fileName: string,
): Outcome<ItemChange> {
  const withFile = { ...row, ...attached } as ContentRow;
  const state = itemState(withFile);
  const action: LifecycleAction = publishes
    ? canApply('publishNow', state, at)
      ? 'publishNow'
      : 'approve'
    : canApply('requestReview', state, at)
      ? 'requestReview'
      : 'save';
  // A document whose end time has passed is put back on the site for good: a new file is meant to be read.
  const ended = state.unpublishAt !== null && Date.parse(state.unpublishAt) <= at.getTime();
  const request = ok({ action, ...(action === 'publishNow' && ended ? { unpublishAt: null } : {}) });
  const step = lifecycleChange(withFile, action, request, undefined, at);
  if (!step.ok) return step;
  return ok({
    changes: { ...attached, ...step.value.changes },
    saved: workingFields(withFile),
    audit: publishes ? 'document.replace' : 'document.replaceForReview',
    note: fileName,
  });
}
