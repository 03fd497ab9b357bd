/**
 * Who may do what in the staff console: one table that the console's screens
 * (which buttons to show) and the server's checks (what to refuse with 403)
 * both read. Roles are held per school.
 */
import type { LifecycleAction } from './content-lifecycle';

export const staffRoles = ['admin', 'publisher', 'editor', 'office'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffActions = [
  /** Create items and save drafts. */
  'content.edit',
  /** Ask a publisher to look at a draft. */
  'content.requestReview',
  /** Publish, schedule and unpublish; approve or send back what editors submit. */
  'content.publish',
  /** Move items to the bin and bring them back. */
  'content.delete',
  /** Add and disable accounts, set roles, reset passwords. */
  'staff.manage',
  'audit.read',
  'settings.manage',
  /** Keep the school's profile: its name, contacts, address and links, on every page. */
  'profile.manage',
  /** Add, import, replace and withdraw transfer certificates, and open their scans. */
  'certificates.manage',
  /** Read, handle and export the messages sent through the contact form. */
  'inbox.handle',
] as const;
export type StaffAction = (typeof staffActions)[number];

const editing: StaffAction[] = ['content.edit', 'content.requestReview'];
const publishing: StaffAction[] = [...editing, 'content.publish', 'content.delete'];

export const rolePermissions: Record<StaffRole, readonly StaffAction[]> = {
  admin: [
    ...publishing,
    'staff.manage',
    'audit.read',
    'settings.manage',
    'profile.manage',
    'certificates.manage',
    'inbox.handle',
  ],
  publisher: [...publishing, 'inbox.handle'],
  editor: editing,
  office: ['certificates.manage', 'inbox.handle'],
};

export function may(role: StaffRole | undefined, action: StaffAction): boolean {
  return role !== undefined && rolePermissions[role].includes(action);
}

/** The permission each step of an item's life needs. */
export const lifecyclePermission: Record<LifecycleAction, StaffAction> = {
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

/** How the console names each role to staff. */
export const roleLabels: Record<StaffRole, string> = {
  admin: 'Admin',
  publisher: 'Publisher',
  editor: 'Editor',
  office: 'Office',
};
