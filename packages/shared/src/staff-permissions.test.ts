/**
 * The permission table, written out in full: each role against
 * each action. The console's buttons and the server's 403s both read it.
 */
import { describe, expect, it } from 'vitest';
import {
  may,
  roleLabels,
  rolePermissions,
  staffActions,
  staffRoles,
  type StaffAction,
  type StaffRole,
} from './staff-permissions';

const Y = true;
const N = false;

/**
 * The whole table written out cell by cell, not derived from the code, so a
 * changed permission fails here until it is changed here on purpose too.
 */
const expected: Record<StaffAction, Record<StaffRole, boolean>> = {
  'content.edit': { admin: Y, publisher: Y, editor: Y, office: N },
  'content.requestReview': { admin: Y, publisher: Y, editor: Y, office: N },
  'content.publish': { admin: Y, publisher: Y, editor: N, office: N },
  'content.delete': { admin: Y, publisher: Y, editor: N, office: N },
  'staff.manage': { admin: Y, publisher: N, editor: N, office: N },
  'audit.read': { admin: Y, publisher: N, editor: N, office: N },
  'settings.manage': { admin: Y, publisher: N, editor: N, office: N },
  'profile.manage': { admin: Y, publisher: N, editor: N, office: N },
  'certificates.manage': { admin: Y, publisher: N, editor: N, office: Y },
  'inbox.handle': { admin: Y, publisher: Y, editor: N, office: Y },
};

describe('the permission table', () => {
  it('covers exactly the four roles and the nine actions', () => {
    expect([...staffRoles].sort()).toEqual(['admin', 'editor', 'office', 'publisher']);
    expect([...staffActions].sort()).toEqual(Object.keys(expected).sort());
  });

  const cells = staffActions.flatMap((action) =>
    staffRoles.map((role) => [role, action, expected[action][role]] as const),
  );

  it.each(cells)('%s may %s: %s', (role, action, allowed) => {
    expect(may(role, action)).toBe(allowed);
    expect(rolePermissions[role].includes(action)).toBe(allowed);
  });

  it('never lets an editor publish, delete or manage anything', () => {
    for (const action of [
      'content.publish',
      'content.delete',
      'staff.manage',
      'audit.read',
      'settings.manage',
      'profile.manage',
    ] as const) {
      expect(may('editor', action)).toBe(false);
    }
  });

  it('gives office staff only their own work', () => {
    expect(staffActions.filter((action) => may('office', action))).toEqual(['certificates.manage', 'inbox.handle']);
  });

  it('lets an admin do everything', () => {
    expect(staffActions.every((action) => may('admin', action))).toBe(true);
  });

  it('allows nothing without a role', () => {
    expect(staffActions.some((action) => may(undefined, action))).toBe(false);
  });

  it('lists no action twice for a role', () => {
    for (const role of staffRoles) expect(new Set(rolePermissions[role]).size).toBe(rolePermissions[role].length);
  });

  it('names every role for staff', () => {
    expect(roleLabels).toEqual({ admin: 'Admin', publisher: 'Publisher', editor: 'Editor', office: 'Office' });
  });
});
