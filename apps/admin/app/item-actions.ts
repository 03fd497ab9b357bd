/**
 * Which buttons the edit screen offers: those the role may press
 * (staff-permissions.ts) and that make sense for the item as it is now
 * (content-lifecycle.ts). The server refuses the others all the same.
 */
import type { Item } from '@school/shared/console-source';
import { canApply, lifecycleActions, type LifecycleAction } from '@school/shared/content-lifecycle';
import { lifecyclePermission, may, type StaffRole } from '@school/shared/staff-permissions';

/** A new item (not saved yet) can only be saved as a draft. */
export function offeredActions(role: StaffRole, item: Item | null, now: Date): Set<LifecycleAction> {
  if (!item) return new Set(may(role, 'content.edit') ? ['save'] : []);
  return new Set(
    lifecycleActions.filter((action) => may(role, lifecyclePermission[action]) && canApply(action, item, now)),
  );
}

export function isLifecycleAction(value: unknown): value is LifecycleAction {
  return typeof value === 'string' && (lifecycleActions as readonly string[]).includes(value);
}
