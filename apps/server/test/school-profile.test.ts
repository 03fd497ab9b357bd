/**
 * The school's profile as the console keeps it and the site reads it, on SQLite and on PostgreSQL: only admins,
 * a bad form changes nothing, a colleague's save in between is refused, the audit entry is written with the change
 * or not at all, the change is announced, and one school never reads another's profile.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '@school/shared/console-messages';
import { logoMessages } from '@school/shared/school-logo';
import type { StaffRole } from '@school/shared/staff-permissions';
import type { ContentChange } from '../src/modules/content/change-feed';
import { profileService } from '../src/modules/schools/profile-service';
import { demoProfile } from '@school/content/demo/profile';
import { openTestSchools, otherSchoolCode, schoolCode } from './support/fixtures';
import { auditCount, auditRows, staffMember, testClock, withoutAuditTable } from './support/staff-fixtures';
import { databaseKinds, type TestDatabase } from './support/test-database';

/** The profile form as an admin sends it: every field as text. */
const form = (changes: Record<string, string> = {}): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(demoProfile()).map(([name, value]) => [name, String(value)])),
  ...changes,
});

describe.each(databaseKinds)('the school profile on %s', (kind) => {
  let database: TestDatabase;
  const clock = testClock('2026-11-28T10:00:00Z');
  const announced: ContentChange[] = [];
  const heard: ContentChange[] = [];
  const warn = vi.fn();

  const service = () =>
    profileService({
      db: database.db,
      feed: {
        announceIn: async (_trx, change) => void announced.push(change),
        changed: (change) => void heard.push(change),
      },
      warn,
      now: clock.now,
    });

  beforeAll(async () => {
    database = await openTestSchools(kind);
  });

  afterAll(async () => {
    await database?.close();
  });

  beforeEach(async () => {
    await database.db.deleteFrom('school_profiles').execute();
    await database.db.deleteFrom('audit_log').execute();
    announced.length = 0;
    heard.length = 0;
    warn.mockClear();
  });

  it('has none until one is saved, and the site is then being set up', async () => {
    const profiles = service();
    expect(await profiles.read(schoolCode)).toBeUndefined();
    const opened = await profiles.forStaff(staffMember('admin'), 'request-1').schoolProfile();
    expect(opened).toEqual({ ok: true, value: { profile: undefined, version: 0, updatedAt: null, updatedBy: null } });
  });

  it("saves an admin's form, with its audit entry, and announces it so every page is dropped", async () => {
    const profiles = service();
    const admin = staffMember('admin');
    const saved = await profiles.forStaff(admin, 'request-1').saveSchoolProfile(form({ phone: '+91 40 5555 0101' }), 0);

    expect(saved.ok && saved.value).toMatchObject({
      profile: { phone: '+91 40 5555 0101', name: 'Harmony Valley Public School' },
      version: 1,
      updatedAt: '2026-11-28T10:00:00.000Z',
      updatedBy: admin.name,
    });
    expect((await profiles.read(schoolCode))?.phone).toBe('+91 40 5555 0101');
    expect(announced).toEqual([{ schoolCode, kinds: ['profile'] }]);
    expect(heard).toEqual(announced);
    expect(await auditRows(database.db)).toMatchObject([
      {
        school_code: schoolCode,
        user_id: admin.id,
        action: 'saveProfile',
        kind: 'profile',
        summary: 'Harmony Valley Public School',
        request_id: 'request-1',
      },
    ]);
  });

  it.each<StaffRole>(['publisher', 'editor', 'office'])('refuses a %s with 403, and changes nothing', async (role) => {
    const profiles = service();
    const source = profiles.forStaff(staffMember(role), 'request-1');
    expect(await source.schoolProfile()).toMatchObject({ ok: false, status: 403 });
    expect(await source.saveSchoolProfile(form(), 0)).toMatchObject({ ok: false, status: 403 });
    expect(await profiles.read(schoolCode)).toBeUndefined();
    expect(await auditCount(database.db)).toBe(0);
    expect(announced).toEqual([]);
  });

  it('keeps the logo through a save of the form, which cannot set one; sets it only through saveLogo, audited', async () => {
    const profiles = service();
    const admin = staffMember('admin');
    const source = profiles.forStaff(admin, 'request-1');
    await source.saveSchoolProfile(form(), 0);
    const logo = { path: 'logos/logo-test.1a2b3c4d.svg', type: 'image/svg+xml' as const, width: 120, height: 60 };

    expect(await profiles.saveLogo(staffMember('editor'), 'request-2', logo, 1)).toMatchObject({ status: 403 });
    expect(await profiles.saveLogo(admin, 'request-2', logo, 0)).toMatchObject({
      status: 409,
      message: consoleMessages.profileConflict,
    });
    expect(await profiles.saveLogo(admin, 'request-2', logo, 1)).toMatchObject({
      ok: true,
      value: { saved: { version: 2, profile: { logo } }, replaced: undefined },
    });
    const other = { ...logo, path: 'logos/logo-test.5e6f7a8b.svg' };
    expect(
      await source.saveSchoolProfile({ ...form({ phone: '+91 40 5555 0101' }), logo: JSON.stringify(other) }, 2),
    ).toMatchObject({ ok: true, value: { version: 3, profile: { logo, phone: '+91 40 5555 0101' } } });
    expect((await profiles.read(schoolCode))?.logo).toEqual(logo);
    // The test's clock stands still, so the entries are in no set order.
    expect((await auditRows(database.db)).map((row) => row.action).sort()).toEqual([
      'saveLogo',
      'saveProfile',
      'saveProfile',
    ]);
  });

  it('refuses a logo for a school that has no profile yet', async () => {
    const logo = { path: 'logos/logo-test.1a2b3c4d.svg', type: 'image/svg+xml' as const, width: 1, height: 1 };
    expect(await service().saveLogo(staffMember('admin'), 'request-1', logo, 0)).toMatchObject({
      ok: false,
      status: 409,
      message: logoMessages.noProfileYet,
    });
    expect(await auditCount(database.db)).toBe(0);
  });

  it('refuses a bad form field by field, and changes nothing', async () => {
    const profiles = service();
    const source = profiles.forStaff(staffMember('admin'), 'request-1');
    await source.saveSchoolProfile(form(), 0);
    announced.length = 0;

    const refused = await source.saveSchoolProfile(
      form({ name: '', email: 'not an address', portalUrl: 'javascript:alert(1)', founded: '3000' }),
      1,
    );
    expect(refused).toEqual({
      ok: false,
      status: 400,
      message: consoleMessages.fixFields,
      fieldErrors: {
        name: 'Enter the school’s name.',
        email: 'Enter an email address such as name@school.org.',
        portalUrl: 'Enter a full address starting with https://, such as https://www.example.org/.',
        founded: 'The year founded cannot be in the future.',
      },
    });
    expect((await profiles.read(schoolCode))?.name).toBe('Harmony Valley Public School');
    expect(await auditCount(database.db)).toBe(1);
    expect(announced).toEqual([]);
  });

  it("refuses a save made on a profile a colleague saved meanwhile, keeping the colleague's", async () => {
    const profiles = service();
    const source = profiles.forStaff(staffMember('admin'), 'request-1');
    await source.saveSchoolProfile(form(), 0);
    await source.saveSchoolProfile(form({ phone: '+91 40 1111 1111' }), 1);

    const late = await source.saveSchoolProfile(form({ phone: '+91 40 2222 2222' }), 1);
    expect(late).toEqual({ ok: false, status: 409, message: consoleMessages.profileConflict });
    // A first save racing another first save is refused the same way.
    expect(await source.saveSchoolProfile(form(), 0)).toMatchObject({ ok: false, status: 409 });
    expect((await profiles.read(schoolCode))?.phone).toBe('+91 40 1111 1111');
    expect(await auditCount(database.db)).toBe(2);
  });

  it('saves nothing when its audit entry cannot be written', async () => {
    const profiles = service();
    const source = profiles.forStaff(staffMember('admin'), 'request-1');
    await expect(withoutAuditTable(database.db, () => source.saveSchoolProfile(form(), 0))).rejects.toThrow();
    expect(await profiles.read(schoolCode)).toBeUndefined();
    expect(heard).toEqual([]);
  });

  it("keeps each school's profile to itself", async () => {
    const profiles = service();
    await profiles.forStaff(staffMember('admin'), 'request-1').saveSchoolProfile(form(), 0);
    expect(await profiles.read(otherSchoolCode)).toBeUndefined();
    const otherAdmin = staffMember('admin', { schoolCode: otherSchoolCode });
    expect(await profiles.forStaff(otherAdmin, 'request-2').schoolProfile()).toMatchObject({
      ok: true,
      value: { profile: undefined, version: 0 },
    });
  });

  it('reads from memory until a change to the profile is heard', async () => {
    const profiles = service();
    await profiles.seed(schoolCode, demoProfile());
    expect((await profiles.read(schoolCode))?.phone).toBe(demoProfile().phone);
    await database.db
      .updateTable('school_profiles')
      .set({ profile: JSON.stringify({ ...demoProfile(), phone: '+91 40 3333 3333' }) })
      .execute();
    expect((await profiles.read(schoolCode))?.phone).toBe(demoProfile().phone);
    profiles.forget({ schoolCode: otherSchoolCode, kinds: ['profile'] });
    profiles.forget({ schoolCode, kinds: ['news'] });
    expect((await profiles.read(schoolCode))?.phone).toBe(demoProfile().phone);
    profiles.forget({ schoolCode, kinds: ['profile'] });
    expect((await profiles.read(schoolCode))?.phone).toBe('+91 40 3333 3333');
  });

  it("gives a profile the seed stored before logos existed the seed's logo, but never one staff have saved", async () => {
    const profiles = service();
    const logo = { path: 'logos/logo-test.1a2b3c4d.svg', type: 'image/svg+xml' as const, width: 128, height: 128 };
    await profiles.seed(schoolCode, demoProfile());
    await profiles.seed(schoolCode, { ...demoProfile(), name: 'Another name', logo });
    expect(await profiles.read(schoolCode)).toMatchObject({ name: 'Harmony Valley Public School', logo });
    expect(await auditCount(database.db)).toBe(0);

    await database.db.deleteFrom('school_profiles').execute();
    await profiles.seed(schoolCode, demoProfile());
    await profiles.forStaff(staffMember('admin'), 'request-1').saveSchoolProfile(form(), 1);
    await profiles.seed(schoolCode, { ...demoProfile(), logo });
    profiles.forget('everything');
    expect((await profiles.read(schoolCode))?.logo).toBeUndefined();
  });

  it('seeds a first profile only, and reports a stored one that fails its schema instead of showing it', async () => {
    const profiles = service();
    await profiles.seed(schoolCode, demoProfile());
    await profiles.seed(schoolCode, { ...demoProfile(), name: 'Another name' });
    expect((await profiles.read(schoolCode))?.name).toBe('Harmony Valley Public School');
    expect(await auditCount(database.db)).toBe(0);

    await database.db
      .updateTable('school_profiles')
      .set({ profile: JSON.stringify({ name: '' }) })
      .execute();
    profiles.forget('everything');
    expect(await profiles.read(schoolCode)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`the stored profile of school ${schoolCode} fails its schema`),
    );
  });
});
