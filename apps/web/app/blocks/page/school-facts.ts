/**
 * `:school[phone]` in a page's Markdown prints a fact of the school's profile. A page's blocks are worked out once
 * from its Markdown (page-content.server.ts), but the profile is the school's own and changes whenever an admin
 * saves it, so the blocks carry a mark for each fact, and each render puts the profile's value in its place.
 */
import {
  isSchoolFactName,
  schoolFactFields,
  schoolFactLabel,
  type LinkedFactName,
  type SchoolFactName,
} from '@school/shared/school-facts';
import { phoneHref, type SchoolProfile, type SchoolProfileField } from '@school/shared/school-profile';

interface Fact {
  text: (profile: SchoolProfile) => string;
  /** Where the fact links to, if it is a link: an e-mail address or phone number becomes one. */
  href?: (profile: SchoolProfile) => string;
}

/** A field printed as it is saved. */
const plain = (field: SchoolProfileField): Fact => ({ text: (profile) => String(profile[field]) });

/** A web address, printed as saved and linked to. */
const webAddress = (field: SchoolProfileField): Fact => ({
  ...plain(field),
  href: (profile) => String(profile[field]),
});

const mailto = (field: SchoolProfileField): Fact => ({
  ...plain(field),
  href: (profile) => `mailto:${String(profile[field])}`,
});

/** How a fact prints that is not its field as saved, or is a link. */
const printed: Partial<Record<SchoolFactName, Fact>> = {
  phone: { ...plain('phone'), href: (profile) => phoneHref(profile.phone) },
  email: mailto('email'),
  'admissions-email': mailto('admissionsEmail'),
  'recruitment-email': mailto('careersEmail'),
  'accounts-email': mailto('accountsEmail'),
  'transport-email': mailto('transportEmail'),
  'support-email': mailto('portalHelpEmail'),
  address: { text: (profile) => `${profile.street}, ${profile.cityLine}` },
  portal: webAddress('portalUrl'),
  'parent-app': webAddress('erpAppsUrl'),
  'bus-tracking-app': webAddress('busTrackingAppUrl'),
};

/** How each fact a page may print is printed, by the name it writes it with. */
const facts: Record<string, Fact> = Object.fromEntries(
  Object.entries(schoolFactFields).map(([name, field]) => [name, printed[name as SchoolFactName] ?? plain(field)]),
);

export const factLinks = (name: string): boolean => facts[name]?.href !== undefined;
/** The address a fact that is one leads to, as the school saved it; '' if it has not given it. */
export const factAddress = (name: LinkedFactName, profile: SchoolProfile): string => facts[name]!.href!(profile);
/** What the console's editor shows in a fact's place: the profile field's label. */
export const factLabel = (name: string): string | undefined =>
  isSchoolFactName(name) ? schoolFactLabel(name) : undefined;

/** The mark a fact's text leaves in the page's HTML, and the address its link has, until a render fills them in. */
export const factText = (name: string) => `⟦school:${name}⟧`;
export const factHref = (name: string) => `school-fact:${name}`;

const marks = /⟦school:([a-z-]+)⟧|school-fact:([a-z-]+)/g;

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);

function filledIn(html: string, profile: SchoolProfile): string {
  return html.replace(marks, (_mark, textOf: string | undefined, hrefOf: string | undefined) => {
    const fact = facts[(textOf ?? hrefOf)!];
    if (!fact) return '';
    return escapeHtml(textOf ? fact.text(profile) : (fact.href?.(profile) ?? ''));
  });
}

/** The blocks with the profile's value in place of every fact's mark, in every text they hold (tabs included). */
export function withSchoolFacts<Value>(value: Value, profile: SchoolProfile): Value {
  if (typeof value === 'string') return (value.includes('⟦school:') ? filledIn(value, profile) : value) as Value;
  if (Array.isArray(value)) return value.map((entry: unknown) => withSchoolFacts(entry, profile)) as Value;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, withSchoolFacts(entry, profile)]),
    ) as Value;
  }
  return value;
}
