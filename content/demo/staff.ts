/**
 * The demo school's staff accounts, one per role, made by demo mode (`npm start`) on an empty database and
 * listed in the README. Never used in production: the production server seeds nothing.
 */
import type { StaffRole } from '@school/shared/staff-permissions';

export interface DemoStaffAccount {
  role: StaffRole;
  name: string;
  email: string;
  password: string;
}

export const demoStaff: readonly DemoStaffAccount[] = [
  { role: 'admin', name: 'Meera Iyer', email: 'admin@harmonyvalley.example.org', password: 'demo-admin-2026' },
  {
    role: 'publisher',
    name: 'Rahul Verma',
    email: 'publisher@harmonyvalley.example.org',
    password: 'demo-publisher-2026',
  },
  { role: 'editor', name: 'Sana Khan', email: 'editor@harmonyvalley.example.org', password: 'demo-editor-2026' },
  { role: 'office', name: 'Joseph Thomas', email: 'office@harmonyvalley.example.org', password: 'demo-office-2026' },
];
