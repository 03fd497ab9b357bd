/**
 * The CBSE Mandatory Public Disclosure (Appendix IX of the Affiliation Bye-Laws): its five sections, each row and
 * where its value comes from, and the rules the console and the page share. Without zod, so the public page's script
 * can use it; the check of what staff send is disclosure-schema.ts.
 *
 * A row's value comes from one of four places:
 * - `profile`: the school's profile (Settings), so a phone number is typed once for the footer and the disclosure;
 * - `figure`: a figure or a few words typed on the console's Disclosure screen;
 * - `document`: a document of the Documents screen, linked at `/documents/<key>.pdf`; a certificate may also carry
 *   the date it is valid until, typed on the Disclosure screen;
 * - `principal`: the principal's name and qualification, typed once in section A and shown again in section D.
 */
import type { SchoolProfile } from './school-profile';

/** The key the school's one disclosure is stored under, which is also its page's site-map id. */
export const disclosureKey = 'mandatory-public-disclosure';

/** The figures staff type, by the row that shows them. */
export const figureIds = [
  'principal-name',
  'principal-qualification',
  'total-teachers',
  'pgt',
  'tgt',
  'prt',
  'teacher-section-ratio',
  'special-educator',
  'counsellor',
  'campus-area',
  'classrooms',
  'classroom-size',
  'laboratories',
  'laboratory-size',
  'internet',
  'girls-toilets',
  'boys-toilets',
  'inspection-video',
] as const;
export type FigureId = (typeof figureIds)[number];

/** How a figure is typed and checked: words, a whole number, square metres, yes or no, or a YouTube address. */
export type FigureInput = 'text' | 'count' | 'area' | 'yesNo' | 'video';

export const yesNo = ['Yes', 'No'] as const;

/** The profile's facts section A shows, each as one value. */
export type ProfileFact = 'name' | 'affiliationNumber' | 'cbseSchoolCode' | 'address' | 'email' | 'phone';

export type DisclosureRow = { label: string } & (
  | { profile: ProfileFact }
  | { figure: FigureId; input: FigureInput; hint?: string }
  | { document: string; validity?: true }
  | { principal: true }
);

/** The two tables of board results in section C. */
export const resultClasses = [
  { id: 'x', label: 'Class X' },
  { id: 'xii', label: 'Class XII' },
] as const;
export type ResultClass = (typeof resultClasses)[number]['id'];

export interface DisclosureSection {
  id: string;
  /** The bye-laws' letter: A to E. */
  letter: string;
  title: string;
  rows: readonly DisclosureRow[];
  /** Section C ends with the results tables, section D with the list of teachers. */
  results?: true;
  teachers?: true;
}

/** The document the bye-laws ask to be on the website by 15 September each year. */
export const annualReportDocument = 'annual-report';

const text = (figure: FigureId, label: string, hint?: string): DisclosureRow => ({
  figure,
  label,
  input: 'text',
  ...(hint ? { hint } : {}),
});
const count = (figure: FigureId, label: string): DisclosureRow => ({ figure, label, input: 'count' });

export const disclosureSections: readonly DisclosureSection[] = [
  {
    id: 'general',
    letter: 'A',
    title: 'General information',
    rows: [
      { profile: 'name', label: 'Name of the school' },
      { profile: 'affiliationNumber', label: 'Affiliation number' },
      { profile: 'cbseSchoolCode', label: 'School code' },
      { profile: 'address', label: 'Complete address with PIN code' },
      text('principal-name', 'Principal’s name'),
      text('principal-qualification', 'Principal’s qualification', 'Such as M.Sc., B.Ed.'),
      { profile: 'email', label: 'School e-mail' },
      { profile: 'phone', label: 'Contact numbers' },
    ],
  },
  {
    id: 'documents',
    letter: 'B',
    title: 'Documents and information',
    rows: [
      {
        document: 'affiliation-letter',
        label: 'Affiliation or upgradation letter, and the recent extension of affiliation',
        validity: true,
      },
      { document: 'society-registration', label: 'Society, trust or company registration or renewal certificate' },
      { document: 'noc-certificate', label: 'No objection certificate (NOC) issued by the State or UT' },
      { document: 'recognition-certificate', label: 'Recognition certificate under the RTE Act 2009, and its renewal' },
      {
        document: 'building-safety-certificate',
        label: 'Building safety certificate under the National Building Code',
        validity: true,
      },
      { document: 'fire-safety-certificate', label: 'Fire safety certificate', validity: true },
      {
        document: 'self-certification',
        label: 'DEO certificate for affiliation or upgradation, or the self-certification by the school',
      },
      { document: 'water-health-sanitation', label: 'Water, health and sanitation certificates', validity: true },
    ],
  },
  {
    id: 'academics',
    letter: 'C',
    title: 'Results and academics',
    results: true,
    rows: [
      { document: 'fee-structure', label: 'Fee structure of the school' },
      { document: 'academic-calendar', label: 'Annual academic calendar' },
      { document: 'smc-list', label: 'List of the School Management Committee (SMC)' },
      { document: 'pta-members', label: 'List of the Parents Teachers Association (PTA) members' },
      { document: 'board-results-last-three-years', label: 'Last three years’ result of the board examination' },
      { document: annualReportDocument, label: 'Annual report' },
    ],
  },
  {
    id: 'staff',
    letter: 'D',
    title: 'Staff (teaching)',
    teachers: true,
    rows: [
      { principal: true, label: 'Principal' },
      count('total-teachers', 'Total number of teachers (all)'),
      count('pgt', 'Post-graduate teachers (PGT)'),
      count('tgt', 'Trained graduate teachers (TGT)'),
      count('prt', 'Primary teachers (PRT)'),
      text('teacher-section-ratio', 'Teacher-section ratio', 'Such as 1.5 : 1'),
      text('special-educator', 'Details of the special educator', 'Name and qualification'),
      text('counsellor', 'Details of the counsellor and wellness teacher', 'Name and qualification'),
    ],
  },
  {
    id: 'infrastructure',
    letter: 'E',
    title: 'School infrastructure',
    rows: [
      { figure: 'campus-area', label: 'Total campus area of the school (in square metres)', input: 'area' },
      count('classrooms', 'Number of classrooms'),
      text('classroom-size', 'Size of the classrooms (in square metres)', 'Such as 46 square metres each'),
      count('laboratories', 'Number of laboratories, computer labs included'),
      text('laboratory-size', 'Size of the laboratories (in square metres)', 'Such as 62 square metres each'),
      { figure: 'internet', label: 'Internet facility', input: 'yesNo' },
      count('girls-toilets', 'Number of girls’ toilets'),
      count('boys-toilets', 'Number of boys’ toilets'),
      {
        figure: 'inspection-video',
        label: 'Video of the inspection of the school’s infrastructure',
        input: 'video',
        hint: 'The YouTube address of the video, such as https://www.youtube.com/watch?v=...',
      },
    ],
  },
];

export interface ResultRow {
  year: number;
  registered: number;
  passed: number;
  remarks: string;
}

export interface Teacher {
  name: string;
  designation: string;
  qualifications: string;
}

/** What the Disclosure screen keeps: everything of the five sections that is not in the profile or a document. */
export interface Disclosure {
  figures: Partial<Record<FigureId, string>>;
  /** The day a certificate runs out, by its document's key (ISO), where it has one. */
  validUntil: Readonly<Record<string, string>>;
  results: Readonly<Record<ResultClass, readonly ResultRow[]>>;
  teachers: readonly Teacher[];
  /** The day each row last changed (ISO), by `rowKey`: stamped by the server when a save changes it. */
  updated: Readonly<Record<string, string>>;
}

export const emptyDisclosure = (): Disclosure => ({
  figures: {},
  validUntil: {},
  results: { x: [], xii: [] },
  teachers: [],
  updated: {},
});

/** The key a row's last change is kept under: a figure's id, a certificate's `valid-until:<key>`, a whole table's. */
export const rowKey = {
  figure: (id: FigureId) => id,
  validity: (document: string) => `valid-until:${document}`,
  results: (id: ResultClass) => `results-${id}`,
  teachers: 'teachers',
} as const;

/** Each part of a disclosure that has a date of its own, with its value as comparable text. */
function datedParts(disclosure: Disclosure): Map<string, string> {
  const list = (rows: readonly unknown[]) => (rows.length > 0 ? JSON.stringify(rows) : '');
  const parts = new Map<string, string>();
  for (const id of figureIds) parts.set(rowKey.figure(id), disclosure.figures[id] ?? '');
  for (const { key } of certificateRows) parts.set(rowKey.validity(key), disclosure.validUntil[key] ?? '');
  for (const { id } of resultClasses) parts.set(rowKey.results(id), list(disclosure.results[id]));
  parts.set(rowKey.teachers, list(disclosure.teachers));
  return parts;
}

/**
 * The disclosure as saved on `today`: each part that differs from `before` (or is new) is dated today, the others
 * keep their dates from `before`. What the form says of the dates is never taken: only the server dates a change.
 */
export function dateChanges(before: Disclosure | undefined, after: Disclosure, today: string): Disclosure {
  const old = before ? datedParts(before) : new Map<string, string>();
  const updated: Record<string, string> = {};
  for (const [key, value] of datedParts(after)) {
    const kept = before?.updated[key];
    // A part never filled in has no date; one emptied is dated the day it was emptied, and keeps that date; one
    // filled in without a date (saved before it had one) is dated now.
    if ((old.get(key) ?? '') !== value) updated[key] = today;
    else if (kept) updated[key] = kept;
    else if (value !== '') updated[key] = today;
  }
  return { ...after, updated };
}

/** A pass percentage as the Board's tables show it, to one decimal place; a dash where nobody was registered. */
export function passPercentage({ registered, passed }: Pick<ResultRow, 'registered' | 'passed'>): string {
  // Written so that a number half-typed on the console's form (NaN) gives the dash too.
  if (!(registered > 0) || !(passed >= 0)) return '–';
  return (Math.round((passed / registered) * 1000) / 10).toFixed(1);
}

/** The value of a profile fact as section A shows it. */
export function profileFact(profile: SchoolProfile, fact: ProfileFact): string {
  return fact === 'address' ? [profile.street, profile.cityLine].filter(Boolean).join(', ') : profile[fact];
}

/** The certificates whose date is typed on the Disclosure screen, in the order the page lists them. */
export const certificateRows = disclosureSections.flatMap((section) =>
  section.rows.flatMap((row) => ('document' in row && row.validity ? [{ key: row.document, label: row.label }] : [])),
);

/** Every document the disclosure links, by key, in the order of its sections. */
export const disclosureDocumentKeys = disclosureSections.flatMap((section) =>
  section.rows.flatMap((row) => ('document' in row ? [row.document] : [])),
);

/** How long before a certificate runs out the console's start screen warns of it. */
export const certificateWarningDays = 30;

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

export interface CertificateNotice {
  key: string;
  label: string;
  validUntil: string;
  /** Negative once it has run out. */
  daysLeft: number;
}

/** The certificates that run out within `certificateWarningDays` of `today`, or have run out: the soonest first. */
export function certificatesRunningOut(disclosure: Disclosure, today: string): CertificateNotice[] {
  return certificateRows
    .flatMap(({ key, label }) => {
      const validUntil = disclosure.validUntil[key];
      if (!validUntil) return [];
      const daysLeft = daysBetween(today, validUntil);
      return daysLeft <= certificateWarningDays ? [{ key, label, validUntil, daysLeft }] : [];
    })
    .sort((a, b) => a.daysLeft - b.daysLeft);
}

/** The month and day from which the start screen reminds an admin of the annual report, and its deadline. */
export const annualReport = { remindFrom: '08-01', dueBy: '09-15' } as const;

/**
 * Whether the admin is to be reminded that this year's annual report is not on the site: from 1 August until the
 * school year ends on 31 March, when the report the site serves was not uploaded since this school year began on
 * 1 April (`uploadedAt`: the school's day its copy went on the site; none when it is not on the site).
 */
export function annualReportMissing(today: string, uploadedAt: string | undefined): boolean {
  const year = Number(today.slice(0, 4));
  const monthDay = today.slice(5, 10);
  const yearBegan = monthDay >= '04-01' ? year : year - 1;
  if (monthDay >= '04-01' && monthDay < annualReport.remindFrom) return false;
  return !uploadedAt || uploadedAt.slice(0, 10) < `${yearBegan}-04-01`;
}
