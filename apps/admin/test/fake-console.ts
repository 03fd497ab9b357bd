/**
 * A stand-in for the server's console (packages/shared/src/console-source.ts)
 * for component tests: every method answers something plain, and a test
 * overrides what it needs. Nothing here talks to a server.
 */
import type { AppLoadContext } from 'react-router';
import { vi } from 'vitest';
import type { ConsoleKindSlug } from '@school/shared/console-kinds';
import {
  emptyDashboard,
  type ConsoleContext,
  type ConsoleSource,
  type Item,
  type ItemSummary,
  type StaffMember,
} from '@school/shared/console-source';
import type { StaffRole } from '@school/shared/staff-permissions';
import { demoProfile } from '@school/content/demo/profile';

export const names: Record<StaffRole, string> = {
  admin: 'Meera Iyer',
  publisher: 'Rahul Verma',
  editor: 'Sana Khan',
  office: 'Joseph Thomas',
};

export function staffMember(role: StaffRole, overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: `user-${role}`,
    name: names[role],
    email: `${role}@school.example.org`,
    role,
    schoolCode: 'hvps',
    mustChangePassword: false,
    twoFactorEnabled: false,
    mustSetUpTwoFactor: false,
    ...overrides,
  };
}

export function summary(overrides: Partial<ItemSummary> & { id: string }): ItemSummary {
  return {
    kind: 'news' as ConsoleKindSlug,
    heading: `Item ${overrides.id}`,
    status: 'draft',
    hasDraft: false,
    reviewRequested: false,
    publishAt: null,
    unpublishAt: null,
    updatedAt: '2026-03-02T04:30:00.000Z',
    sortOrder: 0,
    ...overrides,
  };
}

export function item(overrides: Partial<Item> & { id: string }): Item {
  return {
    ...summary(overrides),
    version: 3,
    fields: { title: 'Science fair', date: '2026-03-14', description: '<p>Projects by Classes 6 to 9.</p>' },
    publishedFields: null,
    attachments: [],
    images: [],
    reviewComment: '',
    deletedAt: null,
    ...overrides,
  };
}

const refusedByDefault = async () => ({ ok: false as const, status: 403 as const, message: 'Not in this test.' });

export function fakeSource(role: StaffRole, overrides: Partial<ConsoleSource> = {}): ConsoleSource {
  return {
    staff: staffMember(role),
    timeZone: 'Asia/Kolkata',
    dashboard: vi.fn(async () => emptyDashboard()),
    list: vi.fn(async () => ({ items: [], total: 0, page: 1, pageSize: 20 })),
    item: vi.fn(async () => undefined),
    create: vi.fn(refusedByDefault),
    act: vi.fn(refusedByDefault),
    history: vi.fn(async () => []),
    restoreRevision: vi.fn(refusedByDefault),
    move: vi.fn(async () => ({ ok: true as const, value: undefined })),
    bin: vi.fn(async () => []),
    editAttachment: vi.fn(refusedByDefault),
    audit: vi.fn(refusedByDefault),
    staffAccounts: vi.fn(refusedByDefault),
    addStaff: vi.fn(refusedByDefault),
    setRole: vi.fn(refusedByDefault),
    setDisabled: vi.fn(refusedByDefault),
    resetPassword: vi.fn(refusedByDefault),
    resetTwoFactor: vi.fn(refusedByDefault),
    changePassword: vi.fn(refusedByDefault),
    startTwoFactor: vi.fn(refusedByDefault),
    confirmTwoFactor: vi.fn(refusedByDefault),
    disableTwoFactor: vi.fn(refusedByDefault),
    settings: vi.fn(refusedByDefault),
    saveSettings: vi.fn(refusedByDefault),
    // A school that has been set up: the start screen has nothing to ask about its profile.
    schoolProfile: vi.fn(async () => ({
      ok: true as const,
      value: { profile: demoProfile(), version: 1, updatedAt: '2026-11-01T04:30:00.000Z', updatedBy: names.admin },
    })),
    saveSchoolProfile: vi.fn(refusedByDefault),
    inbox: vi.fn(async () => ({ ok: true as const, value: { items: [], total: 0, page: 1, pageSize: 20 } })),
    inboxMessage: vi.fn(refusedByDefault),
    handleMessage: vi.fn(refusedByDefault),
    unreadMessages: vi.fn(async () => ({ ok: true as const, value: 0 })),
    exportMessages: vi.fn(refusedByDefault),
    certificates: vi.fn(async () => ({ ok: true as const, value: { items: [], total: 0, page: 1, pageSize: 20 } })),
    certificate: vi.fn(refusedByDefault),
    withdrawCertificate: vi.fn(refusedByDefault),
    ...overrides,
  };
}

/** The load context of a request: signed in with `source`, or nobody signed in. */
export function fakeContext(source?: ConsoleSource, overrides: Partial<ConsoleContext> = {}): AppLoadContext {
  return {
    ...(source ? { console: source } : {}),
    address: 'http://localhost:3000/admin',
    origins: ['http://localhost:3000'],
    signIn: vi.fn(async () => ({
      ok: false as const,
      status: 400 as const,
      message: 'The email address or password is not right. Check them and try again.',
    })),
    verifySignInCode: vi.fn(refusedByDefault),
    signOut: vi.fn(async () => new Headers({ 'set-cookie': 'session=; Max-Age=0' })),
    ...overrides,
  };
}
