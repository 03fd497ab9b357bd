/**
 * The school's profile: every fact about the school that the site shows in more than one place (the header, the
 * footer, the contact page, page text). One per school, kept by its admins in the console's Settings
 * (docs/decisions/021-the-schools-own-website.md). The form and the stored profile have the same flat shape, so one
 * schema checks both; an optional field left empty is stored as '' and not shown. The logo is the one field the form
 * does not send: it is uploaded on its own and checked by the server (school-logo.ts).
 */
import { z } from 'zod';
import { schoolLogoSchema } from './school-logo';

const required = (label: string, max: number) =>
  z.string().trim().min(1, `Enter the ${label}.`).max(max, `Keep the ${label} to ${max} characters.`);

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `Keep the ${label} to ${max} characters.`).default('');

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'Enter an email address such as name@school.org.',
  )
  .default('');

/** Outside addresses the site links to: only https, never a script or a page of our own disguised. */
const optionalWebAddress = z
  .string()
  .trim()
  .max(500, 'Keep the address to 500 characters.')
  .refine(
    (value) => value === '' || /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(value),
    'Enter a full address starting with https://, such as https://www.example.org/.',
  )
  .default('');

/** Digits with the grouping marks people type: "+91 40 4000 2002", "040-4000 2002". */
const phone = z
  .string()
  .trim()
  .min(1, 'Enter the phone number.')
  .max(30, 'Keep the phone number to 30 characters.')
  .regex(/^\+?[\d\s()-]{6,}$/, 'Enter a phone number of digits, such as +91 40 4000 2002.');

const digits = (label: string, length: { min: number; max: number }) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === '' || new RegExp(`^\\d{${length.min},${length.max}}$`).test(value),
      `The ${label} is ${length.min === length.max ? length.min : `${length.min} to ${length.max}`} digits.`,
    )
    .default('');

const thisYear = () => new Date().getFullYear();

export const schoolProfileSchema = z.object({
  name: required('school’s name', 120),
  shortName: required('short name', 20),
  campus: optionalText('campus', 80),
  /** The city the header names beside the campus. */
  city: required('city', 60),
  founded: z.coerce
    .number({ error: 'Enter the year the school was founded, such as 2002.' })
    .int('Enter the year the school was founded, such as 2002.')
    .min(1800, 'Enter the year the school was founded, such as 2002.')
    .refine((year) => year <= thisYear(), 'The year founded cannot be in the future.'),
  affiliationNumber: digits('CBSE affiliation number', { min: 5, max: 10 }),
  cbseSchoolCode: digits('CBSE school code', { min: 5, max: 6 }),
  phone,
  email: optionalEmail.refine((value) => value !== '', 'Enter the school’s email address.'),
  admissionsEmail: optionalEmail,
  careersEmail: optionalEmail,
  accountsEmail: optionalEmail,
  transportEmail: optionalEmail,
  portalHelpEmail: optionalEmail,
  street: required('street address', 200),
  cityLine: required('town, state and PIN code', 120),
  mapUrl: optionalWebAddress,
  portalUrl: optionalWebAddress,
  alumniUrl: optionalWebAddress,
  modelUnUrl: optionalWebAddress,
  instagramUrl: optionalWebAddress,
  erpVendor: optionalText('parent app’s maker', 80),
  erpAppsUrl: optionalWebAddress,
  busTrackingAppUrl: optionalWebAddress,
  societyName: optionalText('society’s name', 160),
  promoterName: optionalText('promoter’s name', 160),
  proViceChairman: optionalText('Pro-Vice Chairman’s name', 120),
  helpDesk: optionalText('help-desk hours', 80),
  /** Set only by the logo's upload route (school-logo.ts), never by the form; none: the header shows the name alone. */
  logo: schoolLogoSchema.optional(),
});

/** What the Settings form sends: every field but the logo, which has an upload of its own. */
export const schoolProfileFormSchema = schoolProfileSchema.omit({ logo: true });

export type SchoolProfile = z.infer<typeof schoolProfileSchema>;
/** The form's fields: every one is text in the form. */
export type SchoolProfileField = keyof z.infer<typeof schoolProfileFormSchema>;

/** Each field by its meaning, as the School profile screen labels it and the page editor names a fact it prints. */
export const schoolProfileLabels: Record<SchoolProfileField, string> = {
  name: 'Name',
  shortName: 'Short name',
  campus: 'Campus',
  city: 'City',
  founded: 'Year founded',
  affiliationNumber: 'CBSE affiliation number',
  cbseSchoolCode: 'CBSE school code',
  phone: 'Phone',
  email: 'Email',
  admissionsEmail: 'Admissions email',
  careersEmail: 'Careers email',
  accountsEmail: 'Accounts email',
  transportEmail: 'Transport email',
  portalHelpEmail: 'Parent portal help email',
  helpDesk: 'Help-desk hours',
  street: 'Address',
  cityLine: 'Town, state and PIN code',
  mapUrl: 'Map link',
  portalUrl: 'Parent portal',
  alumniUrl: 'Alumni website',
  modelUnUrl: 'Model United Nations website',
  instagramUrl: 'Instagram',
  erpVendor: 'Parent app',
  erpAppsUrl: 'Parent app download page',
  busTrackingAppUrl: 'Bus tracking app',
  societyName: 'Society',
  promoterName: 'Promoter',
  proViceChairman: 'Pro-Vice Chairman',
};

/** "tel:" with the digits and a leading plus only, as dialers want. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The footer's copyright years: from the year founded to the year it is now at the school. */
export function copyrightYears(founded: number, today: string): string {
  const year = Number(today.slice(0, 4));
  return founded >= year ? String(year) : `${founded}–${year}`;
}

/** The header's line under the name: "Lakeview Campus, Hyderabad · Affiliated to CBSE · Since 2002". */
export function schoolTagline(profile: Pick<SchoolProfile, 'campus' | 'city' | 'affiliationNumber' | 'founded'>) {
  const place = [profile.campus, profile.city].filter(Boolean).join(', ');
  return [place, profile.affiliationNumber ? 'Affiliated to CBSE' : '', `Since ${profile.founded}`]
    .filter(Boolean)
    .join(' · ');
}
