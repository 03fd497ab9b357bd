/**
 * The one check in front of every publishing step: the kind named in the
 * path exists (else 404), and the staff member's role may do this to it
 * (staff-permissions.ts; else 403). Reads answer empty instead of refusing.
 */
import { findConsoleKind, mayOnKind, type ConsoleKind } from '@school/shared/console-kinds';
import { consoleMessages } from '@school/shared/console-messages';
import type { Outcome, StaffMember } from '@school/shared/console-source';
import type { StaffAction } from '@school/shared/staff-permissions';
import { notAllowed, ok, refuse } from '../../console/outcome';

export function guardedKind(staff: StaffMember, slug: string, permission: StaffAction): Outcome<ConsoleKind> {
  const kind = findConsoleKind(slug);
  if (!kind) return refuse(404, consoleMessages.notFound);
  if (!mayOnKind(staff.role, kind, permission)) return notAllowed();
  return ok(kind);
}

/** The kind, for a read the staff member may make; undefined when there is nothing for them to see. */
export function readableKind(staff: StaffMember, slug: string, permission: StaffAction): ConsoleKind | undefined {
  const guarded = guardedKind(staff, slug, permission);
  return guarded.ok ? guarded.value : undefined;
}
