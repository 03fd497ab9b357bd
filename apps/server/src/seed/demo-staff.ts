/** Demo mode's staff accounts (content/demo/staff.ts): made once, on a database that has no staff yet. */
import { demoStaff } from '@school/content/demo/staff';
import type { StaffService } from '../modules/staff/service';
import type { SeedLog } from './seed';

export async function seedDemoStaff(staff: StaffService, schoolCode: string, log: SeedLog): Promise<void> {
  if (await staff.anyStaff()) return;
  let made = 0;
  for (const account of demoStaff) {
    try {
      const created = await staff.createAccount({ ...account, schoolCode }, { id: null, name: 'demo mode' });
      if (!created.ok && created.status !== 409) throw new Error(created.message);
      if (created.ok) made += 1;
    } catch (error) {
      // Two processes starting at once: the other one made this account first.
      if (!(await staff.findUserByEmail(account.email))) throw error;
    }
  }
  // Each process says only what it did, so the logs of several show each account made once.
  if (made > 0) log.info({ schoolCode, accounts: made }, 'made the demo staff accounts');
}
