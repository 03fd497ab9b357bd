/**
 * The school's profile: read by every page (its header and footer), kept by the school's admins. A save is checked
 * by the shared schema, guarded against a colleague's save in between, written with its audit entry in one
 * transaction, and announced, so every server drops the pages that show the old profile
 * (docs/decisions/021-the-schools-own-website.md).
 */
import { consoleMessages } from '@school/shared/console-messages';
import type { Outcome, SavedProfile, SchoolProfileConsole, StaffMember } from '@school/shared/console-source';
import { logoMessages, type SchoolLogo } from '@school/shared/school-logo';
import { schoolProfileFormSchema, schoolProfileSchema, type SchoolProfile } from '@school/shared/school-profile';
import { may } from '@school/shared/staff-permissions';
import { invalid, notAllowed, ok, refuse } from '../../console/outcome';
import type { Db } from '../../db/database';
import { auditRepository } from '../audit/repository';
import type { ChangeFeed, ChangeListener } from '../content/change-feed';
import { profileRepository, type StoredProfile } from './profile-repository';

export interface ProfileServiceOptions {
  db: Db;
  feed: Pick<ChangeFeed, 'announceIn' | 'changed'>;
  /** Where a stored profile that no longer passes the schema is reported; the site then shows its holding page. */
  warn: (message: string) => void;
  now?: () => Date;
}

const change = (schoolCode: string) => ({ schoolCode, kinds: ['profile'] as const });

/** Who saved a profile that the seed stored and no one has saved since. */
const setUpName = 'the set-up';

/** A stored profile's JSON as the schema reads it, or why it no longer passes. */
export function storedProfile(json: string): { profile: SchoolProfile } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { problem: 'it is not JSON' };
  }
  const parsed = schoolProfileSchema.safeParse(value);
  return parsed.success ? { profile: parsed.data } : { problem: parsed.error.issues[0]?.message ?? '' };
}

export function profileService({ db, feed, warn, now = () => new Date() }: ProfileServiceOptions) {
  /** Profiles as last read, per school; dropped when a change to one is heard (change-feed.ts). */
  const cache = new Map<string, Promise<SchoolProfile | undefined>>();

  const checked = (schoolCode: string, stored: StoredProfile | undefined): SchoolProfile | undefined => {
    if (!stored) return undefined;
    const read = storedProfile(stored.json);
    if ('profile' in read) return read.profile;
    warn(`the stored profile of school ${schoolCode} fails its schema: ${read.problem}`);
    return undefined;
  };

  async function saved(schoolCode: string): Promise<SavedProfile> {
    const stored = await profileRepository(db).find(schoolCode);
    return {
      profile: checked(schoolCode, stored),
      version: stored?.version ?? 0,
      updatedAt: stored?.updatedAt ?? null,
      updatedBy: stored?.updatedBy ?? null,
    };
  }

  /** Stores a checked profile: the seed's way in, and the console's after its checks. */
  async function store(
    schoolCode: string,
    profile: SchoolProfile,
    version: number,
    by: Pick<StaffMember, 'id' | 'name'> | null,
    requestId?: string,
    action: 'saveProfile' | 'saveLogo' = 'saveProfile',
  ) {
    const at = now();
    const stored = await db.transaction().execute(async (trx) => {
      const written = await profileRepository(trx).save(
        schoolCode,
        version,
        JSON.stringify(profile),
        by?.name ?? setUpName,
        at.toISOString(),
      );
      if (!written) return false;
      if (by) {
        await auditRepository(trx).append(
          {
            schoolCode,
            userId: by.id,
            userName: by.name,
            action,
            kind: 'profile',
            summary: profile.name,
            requestId,
          },
          at,
        );
      }
      await feed.announceIn(trx, change(schoolCode));
      return true;
    });
    if (stored) feed.changed(change(schoolCode));
    return stored;
  }

  function forStaff(staff: StaffMember, requestId: string): SchoolProfileConsole {
    const allowed = may(staff.role, 'profile.manage');
    return {
      async schoolProfile() {
        if (!allowed) return notAllowed();
        return ok(await saved(staff.schoolCode));
      },

      async saveSchoolProfile(form, version) {
        if (!allowed) return notAllowed();
        const parsed = schoolProfileFormSchema.safeParse(form);
        if (!parsed.success) return invalid(parsed.error);
        // The form never carries the logo: the one the profile has stays. Read at the version the form was opened
        // at; if that is no longer the stored one, the save below is refused anyway.
        const { logo } = (await saved(staff.schoolCode)).profile ?? {};
        const profile: SchoolProfile = { ...parsed.data, ...(logo ? { logo } : {}) };
        if (!(await store(staff.schoolCode, profile, version, staff, requestId))) {
          return refuse(409, consoleMessages.profileConflict);
        }
        return ok(await saved(staff.schoolCode));
      },
    };
  }

  /**
   * Sets the logo of a saved profile (the upload route's way in, once the file is checked and stored), guarded by
   * the version the form was opened at, with its audit entry; answers the logo it replaced.
   */
  async function saveLogo(
    staff: StaffMember,
    requestId: string,
    logo: SchoolLogo,
    version: number,
  ): Promise<Outcome<{ saved: SavedProfile; replaced: SchoolLogo | undefined }>> {
    if (!may(staff.role, 'profile.manage')) return notAllowed();
    const current = await saved(staff.schoolCode);
    if (!current.profile) return refuse(409, logoMessages.noProfileYet);
    if (current.version !== version) return refuse(409, consoleMessages.profileConflict);
    const profile = { ...current.profile, logo };
    if (!(await store(staff.schoolCode, profile, version, staff, requestId, 'saveLogo'))) {
      return refuse(409, consoleMessages.profileConflict);
    }
    return ok({ saved: await saved(staff.schoolCode), replaced: current.profile.logo });
  }

  return {
    /** The profile the site shows, or undefined until one is saved (the site is then being set up). */
    read(schoolCode: string): Promise<SchoolProfile | undefined> {
      let profile = cache.get(schoolCode);
      if (!profile) {
        profile = profileRepository(db)
          .find(schoolCode)
          .then((stored) => checked(schoolCode, stored));
        cache.set(schoolCode, profile);
        // A failed read is not kept: the next page asks again.
        profile.catch(() => cache.delete(schoolCode));
      }
      return profile;
    },

    /** When the profile was last saved (ISO), for the pages that say so of the facts they show from it. */
    async savedAt(schoolCode: string): Promise<string | undefined> {
      return (await profileRepository(db).find(schoolCode))?.updatedAt;
    },

    /** The seed's first profile for a school that has none; an existing one is left as it is. */
    async seed(schoolCode: string, profile: SchoolProfile): Promise<void> {
      const seeded = schoolProfileSchema.parse(profile);
      if ((await store(schoolCode, seeded, 0, null)) || !seeded.logo) return;
      // A demo database seeded before profiles had a logo gets the seed's, unless staff have saved it since.
      const current = await saved(schoolCode);
      if (current.profile && !current.profile.logo && current.updatedBy === setUpName) {
        await store(schoolCode, { ...current.profile, logo: seeded.logo }, current.version, null);
      }
    },

    forStaff,

    saveLogo,

    forget: ((heard) => {
      if (heard === 'everything') cache.clear();
      else if (heard.kinds.includes('profile')) cache.delete(heard.schoolCode);
    }) satisfies ChangeListener,
  };
}

export type ProfileService = ReturnType<typeof profileService>;
