/**
 * The Markdown-to-blocks conversion of content/README.md: prose, links,
 * school facts, data blocks and tabs, and every content mistake refused with
 * the name of the file it is in.
 */
import { describe, expect, it, vi } from 'vitest';
import { documentHref, imageSrc } from '@school/shared/asset-paths';
import type { Template } from '@school/shared/site-schema';
import type * as Blocks from '@school/content/blocks';
import { documents } from '@school/content/documents';
import { photoGroups } from '@school/content/media';
import { school } from '@school/content/school';
import { demoProfile } from '@school/content/demo/profile';
import { phoneHref } from '@school/shared/school-profile';
import type { ContentBlock } from './blocks';
import { markdownToBlocks } from './markdown-blocks.server';
import { withSchoolFacts } from './school-facts';

// Data blocks with broken references, beside the real ones, to prove a mistake in
// content/tables is refused with the name of the page that embeds it.
vi.mock('@school/content/blocks', async (importOriginal) => {
  const original = await importOriginal<typeof Blocks>();
  return {
    ...original,
    yearSections: [
      ...original.yearSections,
      {
        id: 'test-unknown-image',
        years: [{ year: '2025', columns: [{ items: [{ label: 'Broken', image: 'no-such-image', album: 'x' }] }] }],
      },
    ],
  };
});

const file = 'content/pages/test/example.md';

/** A page's blocks as a render of the demo school shows them, its facts filled in. */
function blocks(markdown: string, template: Template = 'page'): ContentBlock[] {
  return withSchoolFacts(markdownToBlocks(file, markdown, template), demoProfile());
}

function html(markdown: string, template: Template = 'page'): string {
  const result = blocks(markdown, template);
  expect(result).toHaveLength(1);
  const [block] = result;
  if (block?.kind !== 'html') throw new Error(`expected one html block, got ${JSON.stringify(result)}`);
  return block.html;
}

/** The text of an HTML fragment, tags removed. */
function textOf(fragment: string): string {
  return fragment.replace(/<[^>]+>/g, '');
}

function expectContentError(markdown: string, pattern: RegExp, template: Template = 'page') {
  expect(() => blocks(markdown, template)).toThrow(pattern);
  // The message names the file, so an author knows where to look.
  expect(() => blocks(markdown, template)).toThrow(file);
}

describe('prose', () => {
  it('becomes one html block', () => {
    expect(blocks('Hello **world**.\n\nA second paragraph.')).toEqual([
      { kind: 'html', html: '<p>Hello <strong>world</strong>.</p>\n<p>A second paragraph.</p>' },
    ]);
  });

  it('keeps ## headings, lists and GitHub tables', () => {
    const out = html('## Fees\n\n- one\n- two\n\n| A | B |\n| - | - |\n| 1 | 2 |');
    expect(out).toContain('<h2>Fees</h2>');
    expect(out).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(out).toContain('<table>');
    expect(out).toContain('<td>2</td>');
  });

  it('gives an empty page no blocks', () => {
    expect(blocks('')).toEqual([]);
  });

  it('does not pass raw HTML through', () => {
    const out = html('Before <script>alert(1)</script> after.');
    expect(out).not.toContain('<script>');
  });
});

describe('links', () => {
  it('rewrites page: links to the page path', () => {
    const out = html('See the [questions](page:faq) and [our school](page:our-school).');
    expect(out).toContain('<a href="/FAQ">questions</a>');
    expect(out).toContain('<a href="/our-school">our school</a>');
  });

  it('rewrites doc: links to the generated PDF, opening in a new tab', () => {
    const out = html('Download the [fee structure](doc:fee-structure).');
    expect(out).toContain(
      `<a href="${documentHref('fee-structure')}" target="_blank" rel="noopener noreferrer">fee structure</a>`,
    );
  });

  it('opens full https:// addresses in a new tab', () => {
    const out = html('Visit [the portal](https://portal.example.org/).');
    expect(out).toContain('<a href="https://portal.example.org/" target="_blank" rel="noopener noreferrer">');
  });

  it('keeps mailto:, tel: and # links as written, in place', () => {
    const out = html('[Mail](mailto:a@example.org) [Call](tel:+911234567890) [Up](#top)');
    expect(out).toContain('<a href="mailto:a@example.org">Mail</a>');
    expect(out).toContain('<a href="tel:+911234567890">Call</a>');
    expect(out).toContain('<a href="#top">Up</a>');
  });

  it('rewrites links inside lists and tables too', () => {
    const out = html('- [FAQ](page:faq)\n\n| Doc |\n| - |\n| [Fees](doc:fee-structure) |');
    expect(out).toContain('<a href="/FAQ">FAQ</a>');
    expect(out).toContain(`href="${documentHref('fee-structure')}"`);
  });
});

describe('school facts', () => {
  it(':school[phone] becomes a tel: link', () => {
    const out = html('Call :school[phone] today.');
    expect(out).toContain(`<a href="tel:+914040002002">${school.phone}</a>`);
    expect(phoneHref(school.phone)).toBe('tel:+914040002002');
  });

  it('prints the facts of the profile a render is given, escaped, and never a mark of its own', () => {
    const marked = markdownToBlocks(file, 'Welcome to :school[name]. Write to :school[email].', 'page');
    const profile = { ...demoProfile(), name: 'St. Mary’s <Girls> & Boys', email: 'office@stmarys.example.org' };
    expect(withSchoolFacts(marked, profile)).toEqual([
      {
        kind: 'html',
        html: '<p>Welcome to St. Mary’s &lt;Girls&gt; &amp; Boys. Write to <a href="mailto:office@stmarys.example.org">office@stmarys.example.org</a>.</p>',
      },
    ]);
    expect(JSON.stringify(withSchoolFacts(marked, demoProfile()))).not.toMatch(/⟦|school-fact:/);
  });

  it(':school[name] becomes plain text', () => {
    const out = html('Welcome to :school[name].');
    expect(out).toBe(`<p>Welcome to ${school.name}.</p>`);
  });

  it('e-mail facts become mailto: links', () => {
    const out = html('Write to :school[admissions-email].');
    expect(out).toContain(`<a href="mailto:${school.emails.admissions}">${school.emails.admissions}</a>`);
  });

  it('the founding year and the help desk print as text', () => {
    expect(textOf(html('Since :school[founded]; help desk :school[help-desk].'))).toBe(
      `Since ${school.founded}; help desk ${school.helpDesk}.`,
    );
  });
});

describe('text that looks like a directive', () => {
  it.each([
    ['a ratio', 'The student-teacher ratio is 1:18 in pre-primary and 1:36 from Grade 1.'],
    ['a time', 'School starts at 7:45 am and ends at 2:30 pm.'],
    ['the help desk hours', 'Open from 8:00 AM to 8:00 PM.'],
    ['a word after a colon', 'Note:remember to bring the form.'],
  ])('survives as text: %s', (_case, sentence) => {
    expect(textOf(html(sentence))).toBe(sentence);
  });

  it('survives next to a school fact', () => {
    expect(textOf(html('At :school[name] the ratio is 1:18.'))).toBe(`At ${school.name} the ratio is 1:18.`);
  });
});

describe('data blocks', () => {
  const committee = [
    ':::table{caption="Managing Committee"}',
    '| Name | Designation |',
    '| --- | --- |',
    '| Mrs. Shalini Varma | Principal/Secretary |',
    ':::',
  ].join('\n');

  it(':::table becomes a table block with the rows written inside it', () => {
    expect(blocks(committee)).toEqual([
      {
        kind: 'table',
        caption: 'Managing Committee',
        columns: ['Name', 'Designation'],
        rows: [['Mrs. Shalini Varma', 'Principal/Secretary']],
      },
    ]);
  });

  it('splits prose around a block, keeping the order', () => {
    const result = blocks(`Before.\n\n${committee}\n\nAfter.`);
    expect(result.map((block) => block.kind)).toEqual(['html', 'table', 'html']);
    expect(result[0]).toEqual({ kind: 'html', html: '<p>Before.</p>' });
    expect(result[2]).toEqual({ kind: 'html', html: '<p>After.</p>' });
  });

  it('resolves table cells that link to documents, opening in a new tab', () => {
    const [block] = blocks(
      ':::table{caption="Results"}\n| Year | Class X |\n| - | - |\n| 2024-25 | [Class X](doc:cbse-class-x-2024-25) |\n:::',
    );
    if (block?.kind !== 'table') throw new Error('expected a table');
    const cell = block.rows[0]?.[1];
    expect(cell).toMatchObject({ kind: 'document', newTab: true });
    expect(typeof cell === 'object' && cell.href).toMatch(/^\/documents\/cbse-class-x-\d{4}-\d{2}\.pdf$/);
  });

  it('::pdf with a height and a label becomes a pdf block', () => {
    const holiday = documents.find((document) => document.id === 'holiday-list')!;
    expect(blocks('::pdf{id="holiday-list" height="900" label="Open the holiday list"}')).toEqual([
      {
        kind: 'pdf',
        title: holiday.title,
        href: documentHref('holiday-list'),
        height: 900,
        label: 'Open the holiday list',
      },
    ]);
  });

  it('::photos becomes a photo group with generated image addresses', () => {
    const group = photoGroups.find((g) => g.id === 'faculty-team')!;
    const [block] = blocks('::photos{id="faculty-team"}');
    if (block?.kind !== 'photos') throw new Error('expected photos');
    expect(block.group.id).toBe('faculty-team');
    expect(block.group.images.map((image) => image.src)).toEqual(group.images.map((image) => imageSrc(image.id)));
    expect(block.group.images.map((image) => image.alt)).toEqual(group.images.map((image) => image.alt));
  });

  it(':::faq, :::list and ::sitemap become their blocks, the facts in an answer filled in', () => {
    expect(blocks(':::faq\n### Whom do I call?\nCall :school[phone].\n:::')).toEqual([
      {
        kind: 'faq',
        items: [
          {
            question: 'Whom do I call?',
            answerHtml: `<p>Call <a href="${phoneHref(school.phone)}">${school.phone}</a>.</p>`,
          },
        ],
      },
    ]);
    expect(blocks(':::list{title="Houses" columns="2"}\n- Ganga\n- [Fees](doc:fee-structure)\n:::')).toMatchObject([
      { kind: 'list', title: 'Houses', columns: 2, items: ['Ganga', { kind: 'document', label: 'Fees' }] },
    ]);
    expect(blocks('::sitemap')).toEqual([{ kind: 'sitemap' }]);
  });

  it('::carousel is allowed on the rich-page template, with the generic settings by default', () => {
    const [block] = blocks('::carousel{id="ncc-highlights"}', 'rich-page');
    expect(block).toMatchObject({ kind: 'carousel', settings: 'generic', group: { id: 'ncc-highlights' } });
    const [named] = blocks('::carousel{id="ncc-highlights" settings="guestVisits"}', 'rich-page');
    expect(named).toMatchObject({ kind: 'carousel', settings: 'guestVisits' });
  });

  it('::live places a live block on the live-page template, with a category where the feed has one', () => {
    expect(blocks('::live{feed="news"}', 'live-page')).toEqual([{ kind: 'live', feed: { feed: 'news' } }]);
    expect(blocks('::live{feed="magazine" category="Loquacity"}', 'live-page')).toEqual([
      { kind: 'live', feed: { feed: 'magazine', category: 'Loquacity' } },
    ]);
    expect(blocks('::live{feed="awards" category="SportsAwards"}', 'live-page')).toEqual([
      { kind: 'live', feed: { feed: 'awards', category: 'SportsAwards' } },
    ]);
  });
});

describe('slides', () => {
  const markdown = [
    ':::slides{title="Latest News"}',
    '### First story',
    '',
    'It happened on :school[campus].',
    '',
    '### Second story',
    '',
    'Read [the FAQ](page:faq).',
    ':::',
  ].join('\n');

  it(':::slides{title=...} makes a box of slides, one per ### heading, on the rich-page template', () => {
    expect(blocks(markdown, 'rich-page')).toEqual([
      {
        kind: 'slides',
        title: 'Latest News',
        slides: [
          `<h3>First story</h3>\n<p>It happened on ${school.campus}.</p>`,
          '<h3>Second story</h3>\n<p>Read <a href="/FAQ">the FAQ</a>.</p>',
        ],
      },
    ]);
  });

  it.each<[string, string, RegExp, Template?]>([
    ['on the plain page template', markdown, /slides/, 'page'],
    ['without a title', ':::slides\n### One\n\nA.\n\n### Two\n\nB.\n:::', /title/],
    ['with text before the first heading', ':::slides{title="News"}\nIntro.\n\n### One\n\nA.\n:::', /###/],
    ['with a block inside', ':::slides{title="News"}\n### One\n\n::sitemap\n\n### Two\n\nB.\n:::', /prose/],
    ['with one slide', ':::slides{title="News"}\n### One\n\nA.\n:::', /two slides/],
  ])('are refused %s', (_case, source, pattern, template = 'rich-page') => {
    expectContentError(source, pattern, template);
  });
});

describe('tabs', () => {
  it(':::tab{label=...} makes a tab block with its own blocks on the parent-guide template', () => {
    const markdown = [
      'Intro text.',
      '',
      ':::tab{label="Parent Portal Guidelines"}',
      'Log in at :school[portal]',
      '',
      '::photos{id="faculty-team"}',
      ':::',
      '',
      ':::tab{label="School ERP Software"}',
      'About the vendor.',
      ':::',
    ].join('\n');
    const result = blocks(markdown, 'parent-guide');
    expect(result.map((block) => block.kind)).toEqual(['html', 'tab', 'tab']);
    const [, first, second] = result;
    expect(first).toMatchObject({ kind: 'tab', label: 'Parent Portal Guidelines' });
    if (first?.kind !== 'tab' || second?.kind !== 'tab') throw new Error('expected tabs');
    expect(first.blocks.map((block) => block.kind)).toEqual(['html', 'photos']);
    expect(first.blocks[0]).toMatchObject({
      kind: 'html',
      html: expect.stringContaining(`href="${school.portalUrl}"`),
    });
    expect(second).toEqual({
      kind: 'tab',
      label: 'School ERP Software',
      blocks: [{ kind: 'html', html: '<p>About the vendor.</p>' }],
    });
  });

  it('are refused on the plain page template', () => {
    expectContentError(':::tab{label="One"}\nText.\n:::', /tab/);
  });

  it('need a label', () => {
    expectContentError(':::tab\nText.\n:::', /label/, 'parent-guide');
  });
});

describe('content mistakes are refused with the file name', () => {
  it.each<[string, string, RegExp, Template?]>([
    ['an unknown block', '::video{id="x"}', /unknown block/],
    ['an unknown container', ':::box\nText\n:::', /box/],
    ['a table named by an id', '::table{id="fees"}', /written where it stands/],
    ['a table without a caption', ':::table\n| A |\n| - |\n| 1 |\n:::', /caption/],
    ['a list named by an id', '::list{id="houses"}', /a list is written where it stands/],
    ['a FAQ named by an id', '::faq{id="faq"}', /the FAQ is written where it stands/],
    ['an unknown photo group', '::photos{id="no-such-photos"}', /no-such-photos/],
    ['an unknown pdf document', '::pdf{id="no-such-doc" height="900"}', /no-such-doc/],
    ['an unknown carousel group', '::carousel{id="no-such-photos"}', /no-such-photos/, 'rich-page'],
    ['unknown carousel settings', '::carousel{id="ncc-highlights" settings="fast"}', /fast/, 'rich-page'],
    ['an unknown year-sections id', '::years{id="no-such-years"}', /no-such-years/, 'rich-page'],
    ['a link to an unknown document', 'See [this](doc:no-such-doc).', /no-such-doc/],
    ['a link to an unknown page id', 'See [this](page:no-such-page).', /no-such-page/],
    ['an unknown school fact', 'Call :school[fax].', /fax/],
    ['an empty school fact', 'Call :school[].', /school/],
    ['an inline directive other than :school', 'Look :photo[one]{id="x"}.', /photo/],
    ['a # heading', '# Our School\n\nText.', /heading/],
    ['a # heading after text', 'Text.\n\n# Again', /heading/],
    ['a relative link', 'See the [FAQ](/faq).', /\/faq/],
    ['a bare relative link', 'See the [FAQ](faq).', /faq/],
    ['an ftp:// link', 'Get [it](ftp://example.org/file).', /ftp/],
    ['a ::carousel on the page template', '::carousel{id="ncc-highlights"}', /carousel/],
    ['a ::years block on the page template', '::years{id="workshops"}', /years/],
    ['a ::pdf without a height', '::pdf{id="holiday-list"}', /height/],
    ['a ::live block on a pre-rendered template', '::live{feed="news"}', /live/, 'rich-page'],
    ['an unknown live feed', '::live{feed="weather"}', /weather/, 'live-page'],
    ['a live feed without its category', '::live{feed="magazine"}', /Loquacity, Dipscoop/, 'live-page'],
    ['a live feed with an unknown category', '::live{feed="awards" category="PhotoGallery"}', /category/, 'live-page'],
    ['a category on a feed that has none', '::live{feed="news" category="Dipscoop"}', /news/, 'live-page'],
    ['a ::pdf with a height that is not a number', '::pdf{id="holiday-list" height="tall"}', /height/],
    ['a ::pdf with a tiny height', '::pdf{id="holiday-list" height="20"}', /height/],
    ['a ::pdf without a label', '::pdf{id="holiday-list" height="900"}', /label/],
    ['a ::pdf with a blank label', '::pdf{id="holiday-list" height="900" label=" "}', /label/],
  ])('%s', (_case, markdown, pattern, template = 'page') => {
    expectContentError(markdown, pattern, template);
  });

  it.each<[string, string, RegExp, Template?]>([
    [
      'a table cell linking to an unknown page',
      ':::table{caption="Links"}\n| A |\n| - |\n| [Nowhere](page:no-such-page) |\n:::',
      /no-such-page/,
    ],
    [
      'a table cell linking to an unknown document',
      ':::table{caption="Links"}\n| A |\n| - |\n| [Nothing](doc:no-such-doc) |\n:::',
      /no-such-doc/,
    ],
    ['a list item linking to an unknown document', ':::list\n- [Nothing](doc:no-such-doc)\n:::', /no-such-doc/],
    ['a year section showing an unknown picture', '::years{id="test-unknown-image"}', /no-such-image/, 'rich-page'],
  ])('%s', (_case, markdown, pattern, template = 'page') => {
    expectContentError(markdown, pattern, template);
  });

  it('refuses a block directive inside a list item', () => {
    expect(() => blocks('- item\n\n  ::sitemap')).toThrow(file);
  });
});
