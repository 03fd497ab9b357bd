/** The school's staff settings: whether every member of staff must use two-factor sign-in. Admins keep them. */
import type { ConsoleSource } from '@school/shared/console-source';
import { may } from '@school/shared/staff-permissions';
import { settingsSchema } from '@school/shared/staff-schemas';
import { ok } from '../../console/outcome';
import { fromForm, whenAllowed } from './console-actions';
import { staffRepository } from './repository';
import { accountDeed, staffAudit } from './staff-audit';
import type { RequestInfo, SignedInMember, StaffServiceOptions } from './staff-context';

export type SettingsConsole = Pick<ConsoleSource, 'settings' | 'saveSettings'>;

export function settingsService({ db, schoolCode }: StaffServiceOptions) {
  const staff = staffRepository(db);
  const audit = staffAudit(db, schoolCode);

  function forStaff(member: SignedInMember, request: RequestInfo): SettingsConsole {
    const actor = { id: member.id, name: member.name, requestId: request.requestId };
    return whenAllowed(may(member.role, 'settings.manage'), {
      settings: async () => ok({ requireTwoFactor: await staff.requiresTwoFactor(schoolCode) }),

      saveSettings: fromForm(settingsSchema, async ({ requireTwoFactor }) => {
        const summary = `two-factor sign-in ${requireTwoFactor ? 'required' : 'optional'}`;
        await audit.change(actor, accountDeed('saveSettings', summary), (settings) =>
          settings.setRequiresTwoFactor(schoolCode, requireTwoFactor),
        );
        return ok({ requireTwoFactor });
      }),
    });
  }

  return { forStaff };
}

export type SettingsService = ReturnType<typeof settingsService>;
