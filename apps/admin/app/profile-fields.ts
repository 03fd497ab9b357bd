/**
 * The school profile form's fields, in the groups an office fills them in, each labelled by its meaning and, where
 * it helps, with what it is for on the site (packages/shared/src/school-profile.ts has the rules).
 */
import type { SchoolProfileField } from '@school/shared/school-profile';

export interface ProfileField {
  name: SchoolProfileField;
  label: string;
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
      { name: 'name', label: 'Name', hint: 'As the header and every page title show it.', required: true },
      { name: 'shortName', label: 'Short name', hint: 'Initials, such as HVPS.', required: true },
      { name: 'campus', label: 'Campus' },
      { name: 'city', label: 'City', hint: 'Shown under the name in the header.', required: true },
      { name: 'founded', label: 'Year founded', inputMode: 'numeric', required: true },
      { name: 'affiliationNumber', label: 'CBSE affiliation number', inputMode: 'numeric' },
      { name: 'cbseSchoolCode', label: 'CBSE school code', inputMode: 'numeric' },
    ],
  },
  {
    legend: 'Contact',
    fields: [
      { name: 'phone', label: 'Phone', type: 'tel', required: true },
      {
        name: 'email',
        label: 'Email',
        type: 'email',
        hint: 'The school’s main address, in the footer.',
        required: true,
      },
      { name: 'admissionsEmail', label: 'Admissions email', type: 'email' },
      { name: 'careersEmail', label: 'Careers email', type: 'email' },
      { name: 'accountsEmail', label: 'Accounts email', type: 'email' },
      { name: 'transportEmail', label: 'Transport email', type: 'email' },
      { name: 'portalHelpEmail', label: 'Parent portal help email', type: 'email' },
      { name: 'helpDesk', label: 'Help-desk hours', hint: 'Such as 8:00 AM to 8:00 PM.' },
    ],
  },
  {
    legend: 'Address',
    fields: [
      { name: 'street', label: 'Address', hint: 'The street and area.', required: true },
      { name: 'cityLine', label: 'Town, state and PIN code', required: true },
      { name: 'mapUrl', label: 'Map link', type: 'url', hint: 'Where “Find us on the map” goes.' },
    ],
  },
  {
    legend: 'Links',
    fields: [
      { name: 'portalUrl', label: 'Parent portal', type: 'url' },
      { name: 'alumniUrl', label: 'Alumni website', type: 'url' },
      { name: 'modelUnUrl', label: 'Model United Nations website', type: 'url' },
      { name: 'instagramUrl', label: 'Instagram', type: 'url' },
      { name: 'erpVendor', label: 'Parent app', hint: 'The name of the app parents use, such as CampusLedger.' },
      { name: 'erpAppsUrl', label: 'Parent app download page', type: 'url' },
      { name: 'busTrackingAppUrl', label: 'Bus tracking app', type: 'url' },
    ],
  },
  {
    legend: 'The society',
    fields: [
      { name: 'societyName', label: 'Society' },
      { name: 'promoterName', label: 'Promoter' },
      { name: 'proViceChairman', label: 'Pro-Vice Chairman' },
    ],
  },
];
