/**
 * The disclosure as the page's tables: each section's rows with their value or document and the day each was last
 * updated, then the results and the teachers. Worked out by the loader, so the page's script carries only the cells.
 */
import type { TableCellView } from '@school/page-blocks/blocks';
import { documentHref } from '@school/shared/asset-paths';
import { formatDate } from '@school/shared/date-format';
import {
  disclosureSections,
  passPercentage,
  profileFact,
  resultClasses,
  rowKey,
  type Disclosure,
  type DisclosureRow,
  type DisclosureSection,
} from '@school/shared/disclosure';
import type { DocumentsOnSite, PublishedDisclosure } from '@school/shared/live-source';
import type { SchoolProfile } from '@school/shared/school-profile';
import { indianGrouping } from '@school/shared/indian-number';
import { withDocumentsOnSite } from '../../blocks/page/document-links';

export interface DisclosureTable {
  caption: string;
  columns: string[];
  rows: TableCellView[][];
}

export interface DisclosureView {
  /** Each section's table, captioned with its letter and title, in the Board's order; C's and D's then their own. */
  sections: { id: string; tables: DisclosureTable[] }[];
}

/** A stored day (`YYYY-MM-DD`) as the page writes it; none as nothing. */
const day = (iso: string | undefined) => (iso ? (formatDate(iso) ?? '') : '');

/** The day it was at the school at an instant: what a document's or the profile's last change is dated. */
export type DayAt = (instant: string) => string;

/**
 * A link to a document, named by its title on the site. One the site does not serve is marked with every other
 * document link of the page (`withDocumentsOnSite`) and drawn as "Not yet uploaded" alone: its row names it already.
 */
function documentCell(key: string, onSite: DocumentsOnSite | undefined, label: string): TableCellView {
  // Without word of the documents (they could not be read), every one is linked by its row's words.
  const words = onSite ? (onSite[key]?.title ?? '') : label;
  return { label: words, href: documentHref(key), newTab: true, kind: 'document' };
}

function figureValue(row: Extract<DisclosureRow, { figure: unknown }>, value: string): TableCellView {
  if (value === '') return '–';
  if (row.input === 'video') return { label: 'Watch the video', href: value, newTab: true, kind: 'url' };
  if (row.input === 'area') return `${/^\d+$/.test(value) ? indianGrouping(Number(value)) : value} square metres`;
  if (row.input === 'count') return indianGrouping(Number(value));
  return value;
}

function principal(disclosure: Disclosure): string {
  const { figures } = disclosure;
  return [figures['principal-name'], figures['principal-qualification']].filter(Boolean).join(', ') || '–';
}

function rowCells(
  row: DisclosureRow,
  { disclosure, profileSavedAt }: PublishedDisclosure,
  profile: SchoolProfile,
  onSite: DocumentsOnSite | undefined,
  dayAt: DayAt,
): TableCellView[] {
  const instantDay = (instant: string | undefined) => day(instant && dayAt(instant));
  if ('profile' in row) return [row.label, profileFact(profile, row.profile) || '–', instantDay(profileSavedAt)];
  if ('principal' in row) {
    const updated = [rowKey.figure('principal-name'), rowKey.figure('principal-qualification')]
      .map((key) => disclosure.updated[key] ?? '')
      .sort()
      .at(-1);
    return [row.label, principal(disclosure), day(updated)];
  }
  if ('figure' in row) {
    const value = disclosure.figures[row.figure] ?? '';
    return [row.label, figureValue(row, value), day(disclosure.updated[rowKey.figure(row.figure)])];
  }
  return [row.label, documentCell(row.document, onSite, row.label), instantDay(onSite?.[row.document]?.updatedAt)];
}

function sectionTable(
  section: DisclosureSection,
  published: PublishedDisclosure,
  profile: SchoolProfile,
  onSite: DocumentsOnSite | undefined,
  dayAt: DayAt,
): DisclosureTable {
  const caption = `${section.letter}. ${section.title}`;
  const rows = section.rows.map((row) => rowCells(row, published, profile, onSite, dayAt));
  const certificates = section.rows.some((row) => 'document' in row && row.validity);
  if (!certificates) return { caption, columns: ['Information', 'Details', 'Last updated'], rows };
  // Section B: a certificate's last day beside its copy.
  return {
    caption,
    columns: ['Document', 'Copy', 'Valid until', 'Last updated'],
    rows: rows.map((cells, index) => {
      const row = section.rows[index]!;
      const until = 'document' in row ? published.disclosure.validUntil[row.document] : undefined;
      return [cells[0]!, cells[1]!, day(until) || '–', cells[2]!];
    }),
  };
}

function resultTables({ disclosure }: PublishedDisclosure): DisclosureTable[] {
  return resultClasses.map(({ id, label }) => ({
    caption: `${label} results (last updated ${day(disclosure.updated[rowKey.results(id)]) || '–'})`,
    columns: ['Year', 'No. of registered students', 'No. of students passed', 'Pass percentage', 'Remarks'],
    rows: disclosure.results[id].map((row) => [
      String(row.year),
      indianGrouping(row.registered),
      indianGrouping(row.passed),
      passPercentage(row),
      row.remarks || '–',
    ]),
  }));
}

function teachersTable({ disclosure }: PublishedDisclosure): DisclosureTable {
  return {
    caption: `List of teachers (last updated ${day(disclosure.updated[rowKey.teachers]) || '–'})`,
    columns: ['Name', 'Designation', 'Qualifications'],
    rows: disclosure.teachers.map((teacher) => [teacher.name, teacher.designation, teacher.qualifications || '–']),
  };
}

export function disclosureView(
  published: PublishedDisclosure,
  profile: SchoolProfile,
  onSite: DocumentsOnSite | undefined,
  dayAt: DayAt,
): DisclosureView {
  const view = {
    sections: disclosureSections.map((section) => ({
      id: section.id,
      tables: [
        sectionTable(section, published, profile, onSite, dayAt),
        ...(section.results ? resultTables(published) : []),
        ...(section.teachers ? [teachersTable(published)] : []),
      ],
    })),
  };
  return onSite ? withDocumentsOnSite(view, onSite) : view;
}
