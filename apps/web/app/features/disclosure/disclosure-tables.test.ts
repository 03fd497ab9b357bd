import { describe, expect, it } from 'vitest';
import { demoProfile } from '@school/content/demo/profile';
import { emptyDisclosure, type Disclosure } from '@school/shared/disclosure';
import type { PublishedDisclosure } from '@school/shared/live-source';
import { schoolDay as dayAtSchool } from '@school/shared/school-time';
import { disclosureView, type DisclosureTable } from './disclosure-tables';

/** The day at a school in India: 20:00 UTC is 01:30 the next morning there. */
const schoolDay = (instant: string) => dayAtSchool('Asia/Kolkata', Date.parse(instant)).iso;

const published = (parts: Partial<Disclosure>, profileSavedAt?: string): PublishedDisclosure => ({
  disclosure: { ...emptyDisclosure(), ...parts },
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...(profileSavedAt ? { profileSavedAt } : {}),
});

const tableOf = (view: ReturnType<typeof disclosureView>, caption: string): DisclosureTable => {
  const table = view.sections.flatMap((section) => section.tables).find((entry) => entry.caption.startsWith(caption));
  if (!table) throw new Error(`no table “${caption}”`);
  return table;
};

const rowOf = (table: DisclosureTable, label: string) => table.rows.find((row) => row[0] === label);

describe('the disclosure’s tables', () => {
  it('draws the five sections in the Board’s order, each with its own table', () => {
    const view = disclosureView(published({}), demoProfile(), {}, schoolDay);
    expect(view.sections.map((section) => section.tables[0]!.caption)).toEqual([
      'A. General information',
      'B. Documents and information',
      'C. Results and academics',
      'D. Staff (teaching)',
      'E. School infrastructure',
    ]);
    expect(tableOf(view, 'C. Results').columns).toEqual(['Information', 'Details', 'Last updated']);
    expect(tableOf(view, 'B. Documents').columns).toEqual(['Document', 'Copy', 'Valid until', 'Last updated']);
  });

  it('shows the profile’s facts with the day the profile was saved, and the principal typed once in A and D', () => {
    const profile = demoProfile();
    const view = disclosureView(
      published(
        {
          figures: { 'principal-name': 'Mrs. Asha Rao', 'principal-qualification': 'M.A., B.Ed.' },
          updated: { 'principal-name': '2026-10-02', 'principal-qualification': '2026-11-03' },
        },
        '2026-09-15T08:00:00.000Z',
      ),
      profile,
      {},
      schoolDay,
    );
    const general = tableOf(view, 'A. General');
    expect(rowOf(general, 'Name of the school')).toEqual(['Name of the school', profile.name, '15/09/2026']);
    expect(rowOf(general, 'Complete address with PIN code')?.[1]).toBe(`${profile.street}, ${profile.cityLine}`);
    expect(rowOf(general, 'Principal’s name')).toEqual(['Principal’s name', 'Mrs. Asha Rao', '02/10/2026']);
    // Section D's principal is the same person, dated by the later of the two figures.
    expect(rowOf(tableOf(view, 'D. Staff'), 'Principal')).toEqual([
      'Principal',
      'Mrs. Asha Rao, M.A., B.Ed.',
      '03/11/2026',
    ]);
  });

  it('links a document on the site by its title and the school’s day it changed, and says “Not yet uploaded” of one that is not', () => {
    const view = disclosureView(
      published({ validUntil: { 'fire-safety-certificate': '2027-03-31' } }),
      demoProfile(),
      { 'fire-safety-certificate': { title: 'Fire NOC 2026', updatedAt: '2026-04-01T20:00:00.000Z' } },
      schoolDay,
    );
    const documents = tableOf(view, 'B. Documents');
    const fire = rowOf(documents, 'Fire safety certificate')!;
    expect(fire[1]).toEqual({
      label: 'Fire NOC 2026',
      href: '/documents/fire-safety-certificate.pdf',
      newTab: true,
      kind: 'document',
    });
    expect(fire.slice(2)).toEqual(['31/03/2027', '02/04/2026']);
    const noc = rowOf(documents, 'No objection certificate (NOC) issued by the State or UT')!;
    expect(noc[1]).toMatchObject({ kind: 'document', missing: true });
    expect(noc.slice(2)).toEqual(['–', '']);
  });

  it('links every document when the documents could not be read, since that says nothing of whether one is there', () => {
    const view = disclosureView(published({}), demoProfile(), undefined, schoolDay);
    expect(rowOf(tableOf(view, 'C. Results'), 'Fee structure of the school')?.[1]).not.toHaveProperty('missing');
  });

  it('works out each year’s pass percentage, and groups counts the Indian way', () => {
    const view = disclosureView(
      published({
        results: { x: [{ year: 2026, registered: 142, passed: 141, remarks: '' }], xii: [] },
        figures: { 'campus-area': '132400', classrooms: '96', 'inspection-video': 'https://youtu.be/abcdefgh' },
        updated: { 'results-x': '2026-06-01' },
      }),
      demoProfile(),
      {},
      schoolDay,
    );
    const classX = tableOf(view, 'Class X results');
    expect(classX.caption).toBe('Class X results (last updated 01/06/2026)');
    expect(classX.rows).toEqual([['2026', '142', '141', '99.3', '–']]);
    expect(tableOf(view, 'Class XII results').rows).toEqual([]);
    const infrastructure = tableOf(view, 'E. School');
    expect(rowOf(infrastructure, 'Total campus area of the school (in square metres)')?.[1]).toBe(
      '1,32,400 square metres',
    );
    expect(rowOf(infrastructure, 'Number of girls’ toilets')?.[1]).toBe('–');
    expect(rowOf(infrastructure, 'Video of the inspection of the school’s infrastructure')?.[1]).toMatchObject({
      href: 'https://youtu.be/abcdefgh',
      kind: 'url',
    });
  });
});
