/**
 * Which buttons the edit screen offers: those the role may press
 * (staff-permissions.ts) and that make sense for the item as it is now
 * (content-lifecycle.ts). The server refuses the others all the same.
 */
import type { Item } from '@school/shared/console-source';
import { canApply, lifecycleActions, type LifecycleAction } from '@school/shared/content-lifecycle';
import { may, type StaffAction, type StaffRole } from '@school/shared/staff-permissions';

const permissionFor: Record<LifecycleAction, StaffAction> = {
  save: 'content.edit',
  requestReview: 'content.requestReview',
  approve: 'content.publish',
  sendBack: 'content.publish',
  publishNow: 'content.publish',
  schedule: 'content.publish',
  unpublish: 'content.publish',
  delete: 'content.delete',
  restore: 'content.delete',
};

/** A new item (not saved yet) can only be saved as a draft. */
export function offeredActions(role: StaffRole, item: Item | null, now: Date): Set<LifecycleAction> {
  if (!item) return new Set(may(role, 'content.edit') ? ['save'] : []);
  return new Set(lifecycleActions.filter((action) => may(role, permissionFor[action]) && canApply(action, item, now)));
}

export function isLifecycleAction(value: unknown): value is LifecycleAction {
  return typeof value === 'string' && (lifecycleActions as readonly string[]).includes(value);
}
