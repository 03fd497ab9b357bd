import { describe, expect, it } from 'vitest';
import { documentsNamed } from './documents-named';

const registry = {
  yearSections: [
    {
      id: 'magazines',
      years: [
        {
          year: '2025',
          columns: [
            {
              items: [
                { label: 'Spring issue', image: 'cover', document: 'magazine-spring' },
                { label: 'Trip', image: 'trip', album: 'trip-2025' },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('the documents a page’s text puts on the page', () => {
  it('are its doc: links, in sentences, table cells and list items, its PDF frames and those of the years it names', () => {
    const text = [
      'Read the [fee structure](doc:fee-structure) or the [FAQ](page:faq).',
      '',
      ':::table{caption="Results"}',
      '| Year | Result |',
      '| - | - |',
      '| 2025 | [Class X](doc:cbse-class-x-2025) |',
      ':::',
      '',
      '::pdf{id="holiday-list" height="900" label="Open the holiday list"}',
      '',
      ':::list{title="Year books"}',
      '',
      '- Plain',
      '- [Year book](doc:year-book-2025)',
      '',
      ':::',
      '',
      '::years{id="magazines"}',
    ].join('\n');
    expect([...documentsNamed(text, registry)].sort()).toEqual([
      'cbse-class-x-2025',
      'fee-structure',
      'holiday-list',
      'magazine-spring',
      'year-book-2025',
    ]);
  });

  it('are none for a text that names none, or a year section that does not exist', () => {
    expect(documentsNamed('Just words, and [a page](page:faq).\n\n::years{id="nowhere"}', registry).size).toBe(0);
    expect(documentsNamed(undefined as unknown as string, registry).size).toBe(0);
  });
});
