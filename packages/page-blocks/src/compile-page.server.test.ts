/**
 * The compiler as the server calls it with a school's own registry: a good page gives its blocks, a page with
 * mistakes gives every one of them with its line, and no input makes it throw.
 */
import { describe, expect, it } from 'vitest';
import { documentHref } from '@school/shared/asset-paths';
import type { Template } from '@school/shared/site-schema';
import type { ContentBlock } from './blocks';
import { compilePage, describeProblems, type CompileResult, type PageRegistry } from './compile-page.server';

const picture = (id: string) => ({ src: `/pictures/${id}.webp`, alt: `The picture ${id}`, width: 800, height: 600 });

const registry: PageRegistry = {
  yearSections: [
    {
      id: 'workshops',
      years: [
        {
          year: '2025',
          columns: [
            {
              heading: 'Term 1',
              items: [
                { label: 'Art', image: 'art', album: 'art-2025' },
                { label: 'Magazine', image: 'art', document: 'fee-form' },
              ],
            },
          ],
        },
      ],
    },
    { id: 'lost', years: [{ year: '2024', columns: [{ items: [{ label: 'Lost', image: 'missing', album: 'x' }] }] }] },
  ],
  photoGroups: [{ id: 'campus', title: 'Our campus', images: [picture('gate'), picture('hall')] }],
  documents: new Map([['fee-form', { title: 'The fee form for 2025-26' }]]),
  pages: new Map([
    ['admissions', { path: '/admission-process', label: 'Admissions' }],
    ['faq', { path: '/FAQ', label: 'FAQ' }],
  ]),
  albumHref: (album) => `/sub-gallery?id=${album}`,
  feeds: new Map<string, { categories?: readonly string[] }>([
    ['news', {}],
    ['magazine', { categories: ['Loquacity', 'Dipscoop'] }],
  ]),
  images: new Map([['art', picture('art')]]),
  schoolFacts: new Map<string, { text: string; href?: string }>([
    ['name', { text: 'Green Valley School' }],
    ['phone', { text: '040 4000 2002', href: 'tel:+914040002002' }],
  ]),
};

function compile(markdown: string, template: Template = 'page', source?: string): CompileResult {
  return compilePage(markdown, { source, template, registry });
}

function errorsOf(result: CompileResult) {
  if (result.ok) throw new Error(`expected problems, got ${JSON.stringify(result.blocks)}`);
  return result.errors;
}

describe('a good page', () => {
  it('gives its blocks, every reference resolved', () => {
    const markdown = [
      '## Welcome to :school[name]',
      '',
      'Call :school[phone], read the [FAQ](page:faq) or the [form](doc:fee-form) at 7:45 am.',
      '',
      ':::table{caption="Fees for 2025-26" amounts="2"}',
      '| Class | Fee | Form |',
      '| --- | --- | --- |',
      '| Grade 1 | 45000 | [](doc:fee-form) |',
      '| **Grade 2** | 47,000 | [Apply](page:admissions) |',
      ':::',
      '',
      ':::list{title="Houses" columns="2"}',
      '- Ganga',
      '- [More](https://example.org/)',
      ':::',
      '',
      ':::faq',
      '### When do we start?',
      '',
      'In June, at :school[name]. See the [FAQ](page:faq).',
      '',
      '- Bring a bag.',
      ':::',
      '',
      '::photos{id="campus"}',
      '',
      '::pdf{id="fee-form" height="900" label="Open the fee form"}',
      '',
      '::years{id="workshops"}',
      '',
      '::live{feed="magazine" category="Dipscoop"}',
      '',
      '::sitemap',
    ].join('\n');
    const expected: ContentBlock[] = [
      {
        kind: 'html',
        html:
          '<h2>Welcome to Green Valley School</h2>\n<p>Call <a href="tel:+914040002002">040 4000 2002</a>, read the ' +
          `<a href="/FAQ">FAQ</a> or the <a href="${documentHref('fee-form')}" target="_blank" ` +
          'rel="noopener noreferrer">form</a> at 7:45 am.</p>',
      },
      {
        kind: 'table',
        caption: 'Fees for 2025-26',
        columns: ['Class', 'Fee', 'Form'],
        rows: [
          [
            'Grade 1',
            '45,000',
            { label: 'The fee form for 2025-26', href: documentHref('fee-form'), newTab: true, kind: 'document' },
          ],
          ['Grade 2', '47,000', { label: 'Apply', href: '/admission-process', newTab: false, kind: 'page' }],
        ],
      },
      {
        kind: 'list',
        title: 'Houses',
        columns: 2,
        items: ['Ganga', { label: 'More', href: 'https://example.org/', newTab: true, kind: 'url' }],
      },
      {
        kind: 'faq',
        items: [
          {
            question: 'When do we start?',
            answerHtml:
              '<p>In June, at Green Valley School. See the <a href="/FAQ">FAQ</a>.</p>\n<ul>\n<li>Bring a bag.</li>\n</ul>',
          },
        ],
      },
      { kind: 'photos', group: { id: 'campus', title: 'Our campus', images: [picture('gate'), picture('hall')] } },
      {
        kind: 'pdf',
        title: 'The fee form for 2025-26',
        href: documentHref('fee-form'),
        height: 900,
        label: 'Open the fee form',
      },
      {
        kind: 'years',
        years: [
          {
            year: '2025',
            intro: undefined,
            columns: [
              {
                heading: 'Term 1',
                items: [
                  { label: 'Art', image: picture('art'), href: '/sub-gallery?id=art-2025', newTab: false },
                  { label: 'Magazine', image: picture('art'), href: documentHref('fee-form'), newTab: true },
                ],
              },
            ],
          },
        ],
      },
      { kind: 'live', feed: { feed: 'magazine', category: 'Dipscoop' } },
      { kind: 'sitemap' },
    ];
    expect(compile(markdown, 'live-page')).toEqual({ ok: true, blocks: expected });
  });

  it('gives tabs and slides their own blocks on the templates that show them', () => {
    expect(
      compile('::::tab{label="One"}\nText.\n\n:::faq\n### When do we start?\nIn June.\n:::\n::::', 'parent-guide'),
    ).toEqual({
      ok: true,
      blocks: [
        {
          kind: 'tab',
          label: 'One',
          blocks: [
            { kind: 'html', html: '<p>Text.</p>' },
            { kind: 'faq', items: [{ question: 'When do we start?', answerHtml: '<p>In June.</p>' }] },
          ],
        },
      ],
    });
    expect(compile(':::slides{title="News"}\n### A\n\nOne.\n\n### B\n\nTwo.\n:::', 'rich-page')).toEqual({
      ok: true,
      blocks: [{ kind: 'slides', title: 'News', slides: ['<h3>A</h3>\n<p>One.</p>', '<h3>B</h3>\n<p>Two.</p>'] }],
    });
  });

  it('shares no object with the registry, so a render that changes its blocks changes nothing else', () => {
    const result = compile('::photos{id="campus"}');
    if (!result.ok || result.blocks[0]?.kind !== 'photos') throw new Error('expected photos');
    expect(result.blocks[0].group).not.toBe(registry.photoGroups[0]);
    expect(result.blocks[0].group.images[0]).not.toBe(registry.photoGroups[0]!.images[0]);
  });
});

describe('a page with mistakes', () => {
  it('is refused with every problem, each at its line, in words', () => {
    const markdown = [
      'Intro.', // 1
      '', // 2
      '::table{id="fees"}', // 3
      '', // 4
      'See [the rules](page:rules) and [the form](doc:form).', // 5
      '', // 6
      '::video{id="x"}', // 7
      '', // 8
      ':::tab{label="A"}', // 9
      'Text.', // 10
      ':::', // 11
      '', // 12
      ':::table{caption="Links to nothing"}', // 13
      '| Link |', // 14
      '| - |', // 15
      '| fine |', // 16
      '| [Where](page:nowhere) |', // 17
      '| [Form](doc:no-such-form) |', // 18
      ':::', // 19
      '', // 20
      'Call :school[fax].', // 21
    ].join('\n');
    const errors = errorsOf(compile(markdown, 'page', 'Admissions'));
    expect(errors).toEqual([
      {
        where: 'Admissions, line 3',
        message:
          'a table is written where it stands: :::table{caption="Annual fees"}, its rows inside, then a line :::',
      },
      { where: 'Admissions, line 5', message: 'the link “page:rules” goes to a page that does not exist (“rules”)' },
      { where: 'Admissions, line 5', message: 'the link “doc:form” goes to a document that does not exist (“form”)' },
      {
        where: 'Admissions, line 7',
        message: expect.stringMatching(/^unknown block “::video”: a block is one of ::photos/),
      },
      { where: 'Admissions, line 9', message: 'a page of the page template cannot show a tab block' },
      {
        where: 'Admissions, line 17 (the table “Links to nothing”, row 2)',
        message: 'links to the page “nowhere”, which does not exist',
      },
      {
        where: 'Admissions, line 18 (the table “Links to nothing”, row 3)',
        message: 'links to the document “no-such-form”, which does not exist',
      },
      { where: 'Admissions, line 21', message: "“:school[fax]” is not a fact of the school's profile" },
    ]);
    expect(describeProblems(errors).split('\n')[1]).toBe(
      'Admissions, line 5: the link “page:rules” goes to a page that does not exist (“rules”)',
    );
  });

  it.each<[string, string, RegExp, Template?]>([
    [
      'a block inside a list',
      '- item\n\n  ::photos{id="campus"}',
      /line 3: the block “::photos” must stand on a line of its own/,
    ],
    ['a # heading', 'Text.\n\n# Title', /line 3: the page heading comes from the site map/],
    ['a relative link', 'See [it](/faq).', /line 1: the link “\/faq” must use page:/],
    ['a ::pdf without a height or label', '::pdf{id="fee-form"}', /line 1: the PDF “fee-form” needs a height/],
    ['a ::live feed without its category', '::live{feed="magazine"}', /Loquacity, Dipscoop/, 'live-page'],
    [
      'a ::live feed that does not exist',
      '\n::live{feed="weather"}',
      /line 2: there is no live feed “weather”/,
      'live-page',
    ],
    ['a category on a feed without', '::live{feed="news" category="x"}', /“news” takes no category/, 'live-page'],
    ['slides with one slide', ':::slides{title="N"}\n### A\n\nB.\n:::', /two slides or more/, 'rich-page'],
    ['an inline directive', 'Look at :photo[one]{id="x"}.', /line 1: “:photo\[one\]\{id="x"\}” cannot be shown/],
    ['a ::years block on the page template', '::years{id="workshops"}', /cannot show a years block/],
    [
      'a year section with a missing picture',
      '::years{id="lost"}',
      /line 1 \(the year sections “lost”, 2024, “Lost”\): shows the picture “missing”, which does not exist/,
      'rich-page',
    ],
  ])('%s', (_case, markdown, pattern, template = 'page') => {
    expect(describeProblems(errorsOf(compile(markdown, template)))).toMatch(pattern);
  });

  it('reports both problems of one ::pdf', () => {
    expect(errorsOf(compile('::pdf{id="fee-form"}')).map((error) => error.message)).toEqual([
      'the PDF “fee-form” needs a height of 200 or more, such as height="900"',
      'the PDF “fee-form” needs a label, such as label="Open the holiday list"',
    ]);
  });
});

describe('a table written in the page', () => {
  const table = (head: string, ...rows: string[]) => [head, '| A | B |', '| - | - |', ...rows, ':::'].join('\n');

  it('shows a row with fewer cells than headings with the rest empty, and words without their marks', () => {
    expect(
      compile(table(':::table{caption="Short"}', '| _one_ |', '| x | [mail](mailto:office@example.org) |')),
    ).toEqual({
      ok: true,
      blocks: [
        {
          kind: 'table',
          caption: 'Short',
          columns: ['A', 'B'],
          rows: [
            ['one', ''],
            ['x', { label: 'mail', href: 'mailto:office@example.org', newTab: false, kind: 'url' }],
          ],
        },
      ],
    });
  });

  it('groups only the amounts columns, and leaves what is not a whole number as typed', () => {
    const result = compile(table(':::table{caption="Fees" amounts="2"}', '| 2025 | 178500 |', '| 2026 | On request |'));
    expect(result).toMatchObject({
      ok: true,
      blocks: [
        {
          rows: [
            ['2025', '1,78,500'],
            ['2026', 'On request'],
          ],
        },
      ],
    });
  });

  it('stands inside a tab, as any block does', () => {
    const markdown = `::::tab{label="Fees"}\n${table(':::table{caption="Fees"}', '| 1 | 2 |')}\n::::`;
    expect(compile(markdown, 'parent-guide')).toMatchObject({
      ok: true,
      blocks: [{ kind: 'tab', label: 'Fees', blocks: [{ kind: 'table', caption: 'Fees', rows: [['1', '2']] }] }],
    });
  });

  it.each<[string, string, RegExp]>([
    ['no caption', table(':::table', '| 1 | 2 |'), /^line 1: a table needs a caption of three letters or more/],
    [
      'no table',
      ':::table{caption="Fees"}\nText.\n:::',
      /^line 1: a table block \(:::table\{caption="Annual fees"\}\) holds one table/,
    ],
    [
      'text besides the table',
      `${table(':::table{caption="Fees"}', '| 1 | 2 |').slice(0, -4)}\n\nMore.\n:::`,
      /holds one table and nothing else/,
    ],
    [
      'no row',
      table(':::table{caption="Fees"}'),
      /^line 2 \(the table “Fees”\): a table needs a row under its headings/,
    ],
    [
      'a column without a heading',
      ':::table{caption="Fees"}\n| A | |\n| - | - |\n| 1 | 2 |\n:::',
      /the table “Fees”\): every column needs a heading/,
    ],
    [
      'amounts in a column it does not have',
      table(':::table{caption="Fees" amounts="3"}', '| 1 | 2 |'),
      /amounts names columns by number, from 1 to 2, such as amounts="2"/,
    ],
    [
      'a link to an address of the site',
      table(':::table{caption="Fees"}', '| [Apply](/admission-process) | 2 |'),
      /line 4 \(the table “Fees”, row 1\): the link “\/admission-process” must use page:/,
    ],
    [
      'a fact the profile has not',
      table(':::table{caption="Fees"}', '| :school[fax] | 2 |'),
      /“:school\[fax\]” is not a fact/,
    ],
    [
      'a table in a list',
      '- item\n\n  :::table{caption="Fees"}\n  :::',
      /the block “:::table” must stand on a line of its own/,
    ],
  ])('is refused with %s', (_case, markdown, pattern) => {
    expect(describeProblems(errorsOf(compile(markdown, 'parent-guide')))).toMatch(pattern);
  });
});

describe('a list written in the page', () => {
  it('shows its items, words or one link each, in one column unless it says otherwise, its title optional', () => {
    expect(compile(':::list\n- One\n- [Fees](page:admissions)\n- :school[phone]\n:::')).toEqual({
      ok: true,
      blocks: [
        {
          kind: 'list',
          title: undefined,
          columns: 1,
          items: ['One', { label: 'Fees', href: '/admission-process', newTab: false, kind: 'page' }, '040 4000 2002'],
        },
      ],
    });
  });

  it('stands inside a tab', () => {
    expect(compile('::::tab{label="A"}\n:::list{title="B"}\n- C\n:::\n::::', 'parent-guide')).toMatchObject({
      ok: true,
      blocks: [{ kind: 'tab', blocks: [{ kind: 'list', title: 'B', items: ['C'] }] }],
    });
  });

  it.each<[string, string, RegExp]>([
    ['the id of a list of old', '::list{id="houses"}', /^line 1: a list is written where it stands: :::list\{title=/],
    [
      'a numbered list',
      ':::list\n1. One\n:::',
      /^line 1 \(a list\): a list block holds one bulleted list and nothing else/,
    ],
    ['words besides the list', ':::list\n- One\n\nMore.\n:::', /holds one bulleted list and nothing else/],
    [
      'four columns',
      ':::list{columns="4"}\n- One\n:::',
      /^line 1 \(a list\): a list shows in 1, 2 or 3 columns, not “4”/,
    ],
    [
      'an item of two lines',
      ':::list{title="Houses"}\n- One\n\n  Two\n:::',
      /^line 2 \(the list “Houses”, item 1\): each item of a list is one line of words or one link/,
    ],
    [
      'an item that links to an address of the site',
      ':::list\n- One\n- [Apply](/admission-process)\n:::',
      /^line 3 \(a list, item 2\): the link “\/admission-process” must use page:/,
    ],
    [
      'an item that links to no page',
      ':::list\n- [Gone](page:gone)\n:::',
      /links to the page “gone”, which does not exist/,
    ],
  ])('is refused with %s', (_case, markdown, pattern) => {
    expect(describeProblems(errorsOf(compile(markdown)))).toMatch(pattern);
  });
});

describe('the FAQ written in the page', () => {
  it('numbers nothing itself: each question and its answer, in order', () => {
    const result = compile(':::faq\n### First question?\nOne.\n\nTwo.\n\n### Second question?\n- Three\n:::');
    expect(result).toEqual({
      ok: true,
      blocks: [
        {
          kind: 'faq',
          items: [
            { question: 'First question?', answerHtml: '<p>One.</p>\n<p>Two.</p>' },
            { question: 'Second question?', answerHtml: '<ul>\n<li>Three</li>\n</ul>' },
          ],
        },
      ],
    });
  });

  it.each<[string, string, RegExp]>([
    ['the id of a FAQ of old', '::faq{id="faq"}', /^line 1: the FAQ is written where it stands: :::faq, each question/],
    ['no question', ':::faq\n:::', /^line 1: the FAQ needs a question: a Subheading, its answer under it/],
    [
      'words before the first question',
      ':::faq\nHello.\n\n### Why is that?\nBecause.\n:::',
      /^line 2: each question of the FAQ is a Subheading/,
    ],
    [
      'a question without an answer',
      ':::faq\n### Why not?\n\n### When?\nNow.\n:::',
      /^line 2: the question “Why not\?” needs an answer under it/,
    ],
    ['a question of no words', ':::faq\n###  \nNow.\n:::', /^line 2: each question of the FAQ needs words of its own/],
    [
      'a Heading in it',
      ':::faq\n### Why is that?\nBecause.\n\n## More\n:::',
      /^line 5: the FAQ holds questions \(each a Subheading\) and their answers/,
    ],
    [
      'a block in it',
      ':::faq\n### Why is that?\nBecause.\n\n::photos{id="campus"}\n:::',
      /^line 5: the FAQ holds questions/,
    ],
  ])('is refused with %s', (_case, markdown, pattern) => {
    expect(describeProblems(errorsOf(compile(markdown)))).toMatch(pattern);
  });
});

describe('any input', () => {
  const deepTabs = (depth: number) =>
    Array.from({ length: depth }, (_, level) => `${':'.repeat(3 + depth - level)}tab{label="L${level}"}`).join('\n') +
    '\nText.\n' +
    Array.from({ length: depth }, (_, level) => ':'.repeat(4 + level)).join('\n');

  it.each<[string, string, RegExp, Template?]>([
    ['an unclosed container', 'Intro.\n\n:::tab{label="A"}\nText.', /line 3: “:::tab” is never closed/, 'parent-guide'],
    ['a block whose id has no value', 'Intro.\n\n::list{id=}', /line 3: “::list\{id=\}” looks like a block/],
    ['a block with an empty id', '::photos{id=""}', /line 1: “::photos” needs the id of a photo group/],
    ['a tab without a label', ':::tab\nText.\n:::', /line 1: a tab needs a label/, 'parent-guide'],
    ['a doc: link without an id', 'Get [it](doc:).', /line 1: the link “doc:” names no document/],
    ['a page: link without an id', 'Go [there](page:).', /line 1: the link “page:” names no page/],
    ['a ::: that closes nothing', 'Text.\n\n:::', /line 3: this ::: closes nothing/],
    [
      'deeply nested containers',
      deepTabs(40),
      /line 2: the block “:::tab” must stand on a line of its own/,
      'parent-guide',
    ],
    ['deeply nested quotes', `${'> '.repeat(300)}::photos{id="campus"}`, /must stand on a line of its own/],
    ['a ::live without a feed', '::live', /“::live” needs a feed/, 'live-page'],
  ])('is answered, not thrown: %s', (_case, markdown, pattern, template = 'page') => {
    let result: CompileResult | undefined;
    expect(() => (result = compile(markdown, template))).not.toThrow();
    expect(describeProblems(errorsOf(result!))).toMatch(pattern);
  });

  it('is answered even when it is not text, or a look-up fails', () => {
    for (const value of [undefined, null, 42, {}, ['::faq']]) {
      expect(() => compile(value as unknown as string)).not.toThrow();
    }
    const failing: PageRegistry = {
      ...registry,
      albumHref: () => {
        throw new Error('no album page');
      },
    };
    const result = compilePage('::years{id="workshops"}', {
      source: 'Workshops',
      template: 'rich-page',
      registry: failing,
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ where: 'Workshops', message: 'the page could not be read (no album page)' }],
    });
  });

  it('gives a page of nothing no blocks', () => {
    expect(compile('')).toEqual({ ok: true, blocks: [] });
  });
});
