/**
 * The school's profile: read by every page (its header and footer), kept by the school's admins. A save is checked
 * by the shared schema, guarded against a colleague's save in between, written with its audit entry in one
 * transaction, and announced, so every server drops the pages that show the old profile
 * (docs/decisions/021-the-schools-own-website.md).
 */
import { consoleMessages } from '@school/shared/console-messages';
import type { SavedProfile, SchoolProfileConsole, StaffMember } from '@school/shared/console-source';
import { schoolProfileSchema, type SchoolProfile } from '@school/shared/school-profile';
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

export function profileService({ db, feed, warn, now = () => new Date() }: ProfileServiceOptions) {
  /** Profiles as last read, per school; dropped when a change to one is heard (change-feed.ts). */
  const cache = new Map<string, Promise<SchoolProfile | undefined>>();

  const checked = (schoolCode: string, stored: StoredProfile | undefined): SchoolProfile | undefined => {
    if (!stored) return undefined;
    const parsed = schoolProfileSchema.safeParse(JSON.parse(stored.json));
    if (parsed.success) return parsed.data;
    warn(`the stored profile of school ${schoolCode} fails its schema: ${parsed.error.issues[0]?.message ?? ''}`);
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
  ) {
    const at = now();
    const stored = await db.transaction().execute(async (trx) => {
      const written = await profileRepository(trx).save(
        schoolCode,
        version,
        JSON.stringify(profile),
        by?.name ?? 'the set-up',
        at.toISOString(),
      );
      if (!written) return false;
      if (by) {
        await auditRepository(trx).append(
          {
            schoolCode,
            userId: by.id,
            userName: by.name,
            action: 'saveProfile',
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
        const parsed = schoolProfileSchema.safeParse(form);
        if (!parsed.success) return invalid(parsed.error);
        if (!(await store(staff.schoolCode, parsed.data, version, staff, requestId))) {
          return refuse(409, consoleMessages.profileConflict);
        }
        return ok(await saved(staff.schoolCode));
      },
    };
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

    /** The seed's first profile for a school that has none; an existing one is left as it is. */
    async seed(schoolCode: string, profile: SchoolProfile): Promise<void> {
      await store(schoolCode, schoolProfileSchema.parse(profile), 0, null);
    },

    forStaff,

    forget: ((heard) => {
      if (heard === 'everything') cache.clear();
      else if (heard.kinds.includes('profile')) cache.delete(heard.schoolCode);
    }) satisfies ChangeListener,
  };
}

export type ProfileService = ReturnType<typeof profileService>;
