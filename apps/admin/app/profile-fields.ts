/**
 * The school profile form's fields, in the groups an office fills them in, each with what it is for on the site where
 * that helps (packages/shared/src/school-profile.ts has the rules and the labels).
 */
import type { SchoolProfileField } from '@school/shared/school-profile';

export interface ProfileField {
  name: SchoolProfileField;
  hint?: string;
  type?: 'text' | 'email' | 'url' | 'tel';
  inputMode?: 'numeric';
  required?: boolean;
}

export interface ProfileFieldGroup {
  legend: string;
  fields: readonly ProfileField[];
}

export const profileFieldGroups: readonly ProfileFieldGroup[] = [
  {
    legend: 'The school',
    fields: [
      { name: 'name', hint: 'As the header and every page title show it.', required: true },
      { name: 'shortName', hint: 'Initials, such as HVPS.', required: true },
      { name: 'campus' },
      { name: 'city', hint: 'Shown under the name in the header.', required: true },
      { name: 'founded', inputMode: 'numeric', required: true },
      { name: 'affiliationNumber', inputMode: 'numeric' },
      { name: 'cbseSchoolCode', inputMode: 'numeric' },
    ],
  },
  {
    legend: 'Contact',
    fields: [
      { name: 'phone', type: 'tel', required: true },
      {
        name: 'email',
        type: 'email',
        hint: 'The school’s main address, in the footer.',
        required: true,
      },
      { name: 'admissionsEmail', type: 'email' },
      { name: 'careersEmail', type: 'email' },
      { name: 'accountsEmail', type: 'email' },
      { name: 'transportEmail', type: 'email' },
      { name: 'portalHelpEmail', type: 'email' },
      { name: 'helpDesk', hint: 'Such as 8:00 AM to 8:00 PM.' },
    ],
  },
  {
    legend: 'Address',
    fields: [
      { name: 'street', hint: 'The street and area.', required: true },
      { name: 'cityLine', required: true },
      { name: 'mapUrl', type: 'url', hint: 'Where “Find us on the map” goes.' },
    ],
  },
  {
    legend: 'Links',
    fields: [
      { name: 'portalUrl', type: 'url' },
      { name: 'alumniUrl', type: 'url' },
      { name: 'modelUnUrl', type: 'url' },
      { name: 'instagramUrl', type: 'url' },
      { name: 'erpVendor', hint: 'The name of the app parents use, such as CampusLedger.' },
      { name: 'erpAppsUrl', type: 'url' },
      { name: 'busTrackingAppUrl', type: 'url' },
    ],
  },
  {
    legend: 'The society',
    fields: [{ name: 'societyName' }, { name: 'promoterName' }, { name: 'proViceChairman' }],
  },
];
