/**
 * The facts of the school's profile a page's text may print (`:school[phone]`), by the name the text writes them
 * with, and the profile field each prints, by whose label the console's editor names and offers it. How each is
 * printed on the site is the site's (apps/web/app/blocks/page/school-facts.ts).
 */
import { schoolProfileLabels, type SchoolProfileField } from './school-profile';

export const schoolFactFields = {
  name: 'name',
  'short-name': 'shortName',
  campus: 'campus',
  society: 'societyName',
  promoter: 'promoterName',
  'pro-vice-chairman': 'proViceChairman',
  phone: 'phone',
  email: 'email',
  'admissions-email': 'admissionsEmail',
  'recruitment-email': 'careersEmail',
  'accounts-email': 'accountsEmail',
  'transport-email': 'transportEmail',
  'support-email': 'portalHelpEmail',
  address: 'street',
  'help-desk': 'helpDesk',
  'erp-vendor': 'erpVendor',
  founded: 'founded',
  portal: 'portalUrl',
  'parent-app': 'erpAppsUrl',
  'bus-tracking-app': 'busTrackingAppUrl',
} as const satisfies Record<string, SchoolProfileField>;

export type SchoolFactName = keyof typeof schoolFactFields;

/** The facts that are web addresses, which a link leads to: the menus link them where the site map names one. */
export const linkedFactNames = ['portal', 'parent-app', 'bus-tracking-app'] as const satisfies SchoolFactName[];
export type LinkedFactName = (typeof linkedFactNames)[number];

export const isSchoolFactName = (name: string): name is SchoolFactName => Object.hasOwn(schoolFactFields, name);

/** What the console's editor calls a fact: its profile field's label ("Phone"). */
export const schoolFactLabel = (name: SchoolFactName): string => schoolProfileLabels[schoolFactFields[name]];
