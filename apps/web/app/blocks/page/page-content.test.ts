/**
 * Every page's content renders, and the facts of spec sections 2 and 9 are on
 * the pages that carry them, read from the blocks a visitor is shown.
 */
import { demoProfile } from '@school/content/demo/profile';
import { describe, expect, it } from 'vitest';
import type { SitePage } from '@school/shared/site-schema';
import { pagesWithText } from '@school/content/site-pages';
import { pageById } from '../../site/navigation';
import type { ContentBlock, TableCellView } from './blocks';
import type { AppLoadContext } from 'react-router';
import { demoPageBlocks, demoPages } from '../../../test/demo-pages';
import { fakeLiveSource } from '../../../test/fake-live-source';
import { pageAt } from './page-content.server';
import { withSchoolFacts } from './school-facts';

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function cellText(cell: TableCellView): string {
  return typeof cell === 'string' ? cell : cell.label;
}

/** Everything a visitor can read in a page's blocks, as one string with one line per piece. */
function textOf(blocks: ContentBlock[]): string {
  const words = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ' ').replace(/[ \t]+/g, ' '));
  return blocks
    .flatMap((block): string[] => {
      switch (block.kind) {
        case 'html':
          return [words(block.html)];
        case 'table':
          return [block.caption, block.columns.join(' | '), ...block.rows.map((row) => row.map(cellText).join(' | '))];
        case 'list':
          return [block.title ?? '', ...block.items.map(cellText)];
        case 'faq':
          return block.items.flatMap((item) => [item.question, words(item.answerHtml)]);
        case 'pdf':
          return [block.title];
        case 'live':
          return [];
        case 'photos':
        case 'carousel':
          return [block.group.title ?? '', ...block.group.images.map((image) => image.alt)];
        case 'years':
          return block.years.flatMap((year) => [
            year.year,
            year.intro ?? '',
            ...year.columns.flatMap((column) => [column.heading ?? '', ...column.items.map((item) => item.label)]),
          ]);
        case 'slides':
          return [block.title, ...block.slides.map(words)];
        case 'tab':
          return [block.label, textOf(block.blocks)];
        case 'sitemap':
          return [];
      }
    })
    .join('\n');
}

function allBlocks(blocks: ContentBlock[]): ContentBlock[] {
  return blocks.flatMap((block) => (block.kind === 'tab' ? [block, ...allBlocks(block.blocks)] : [block]));
}

/** A page's blocks as the demo school's site shows them, with its profile's facts. */
const shownBlocks = (id: string) => withSchoolFacts(demoPageBlocks(pageById(id)), demoProfile());

function blocksOf(id: string): ContentBlock[] {
  return allBlocks(shownBlocks(id));
}

function textOfPage(id: string): string {
  return textOf(shownBlocks(id));
}

function tablesOf(id: string) {
  return blocksOf(id).filter((block): block is Extract<ContentBlock, { kind: 'table' }> => block.kind === 'table');
}

function listsOf(id: string) {
  return blocksOf(id).filter((block): block is Extract<ContentBlock, { kind: 'list' }> => block.kind === 'list');
}

function tableWithColumns(id: string, columns: string[]) {
  const table = tablesOf(id).find((t) => JSON.stringify(t.columns) === JSON.stringify(columns));
  if (!table) throw new Error(`${id} has no table with columns ${columns.join(', ')}`);
  return table;
}

function listContaining(id: string, item: string) {
  const list = listsOf(id).find((l) => l.items.some((i) => cellText(i) === item));
  if (!list) throw new Error(`${id} has no list with the item ${item}`);
  return list;
}

function linksOf(blocks: ContentBlock[]) {
  return blocks.flatMap((block) => {
    const cells = block.kind === 'table' ? block.rows.flat() : block.kind === 'list' ? block.items : [];
    return cells.filter((cell) => typeof cell !== 'string');
  });
}

describe('every page of the site map', () => {
  it.each(pagesWithText.map((page) => [page.path, page] as [string, SitePage]))(
    '%s has a demo text that renders to blocks',
    (_path, page) => {
      const blocks = demoPageBlocks(page);
      expect(blocks.length, page.id).toBeGreaterThan(0);
      expect(textOf(blocks).trim().length, page.id).toBeGreaterThan(20);
    },
  );
});

describe('the page at a request', () => {
  const context = (pages = demoPages): AppLoadContext => ({ live: fakeLiveSource({}, {}, undefined, pages).source });
  const at = (path: string, pages = demoPages) => pageAt(new Request(`http://localhost${path}`), context(pages));

  it('is found at its path, in any letter case, with its stored text and description', async () => {
    expect((await at('/FAQ')).blocks).toBe(demoPageBlocks(pageById('faq')));
    expect((await at('/faq/')).blocks).toBe(demoPageBlocks(pageById('faq')));
    expect((await at('/Video-gallery')).blocks).toBe(demoPageBlocks(pageById('video-gallery')));
    expect((await at('/FAQ')).description).toBe(demoPages.faq?.description);
  });

  it('shows the text the school published last', async () => {
    const faq = { ...demoPages.faq!, text: 'Ask the office anything at all, any working day of the week.' };
    expect(textOf((await at('/FAQ', { ...demoPages, faq })).blocks)).toContain('Ask the office anything');
  });

  it('answers 404 for a path that is not a page, and for a page whose text is not published', async () => {
    await expect(at('/no-such-page')).rejects.toMatchObject({ init: { status: 404 } });
    const { faq: _unpublished, ...others } = demoPages;
    await expect(at('/FAQ', others)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('answers 404, and logs what is wrong, for a stored text that does not compile', async () => {
    const live = fakeLiveSource({}, {}, undefined, {
      ...demoPages,
      faq: { ...demoPages.faq!, text: '::table{id="no-such-table"}' },
    });
    await expect(pageAt(new Request('http://localhost/FAQ'), { live: live.source })).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(live.logError).toHaveBeenCalledWith(
      'The page “Frequently Asked Questions” could not be shown',
      expect.any(Error),
    );
  });

  it('stands on the pages as last read while they cannot be read, and answers 503 (not 404) if it never read them', async () => {
    const down = async () => {
      throw new Error('the database is away');
    };
    const read = fakeLiveSource({}).source;
    await pageAt(new Request('http://localhost/FAQ'), { live: read });
    const away = { ...fakeLiveSource({}).source, pages: down };
    expect((await pageAt(new Request('http://localhost/FAQ'), { live: away })).blocks).toBe(
      demoPageBlocks(pageById('faq')),
    );
    const neverRead = { ...away, schoolCode: 'never-read' };
    await expect(pageAt(new Request('http://localhost/FAQ'), { live: neverRead })).rejects.toMatchObject({
      init: { status: 503 },
    });
  });

  it('is the holding page, not 404, while the school has no profile', async () => {
    const live = fakeLiveSource({}, {}, undefined, {});
    live.source.profile = async () => undefined;
    await expect(pageAt(new Request('http://localhost/FAQ'), { live: live.source })).rejects.toMatchObject({
      init: { status: 503 },
    });
  });
});

describe('About Us', () => {
  it('/our-school tells of the inauguration in 2002 and the 23 years since', () => {
    const text = textOfPage('our-school');
    expect(text).toMatch(/inaugurated in 2002/);
    expect(text).toMatch(/23 years|23rd/);
    expect(text).toMatch(/23rd anniversary/);
  });

  it('/ves lists the eight promoters with the roles of the spec', () => {
    const table = tableWithColumns('ves', ['Name', 'Role']);
    expect(table.rows).toHaveLength(8);
    expect(table.rows.map((row) => cellText(row[1]!))).toEqual([
      'Chairman',
      'President',
      'Vice-President',
      'General Secretary',
      'Joint Secretary',
      'Treasurer',
      'Member',
      'Member',
    ]);
    for (const row of table.rows) expect(cellText(row[0]!).length).toBeGreaterThan(3);
  });

  it('/management-committee has columns Name and Designation and the 11 designations of the spec', () => {
    const table = tableWithColumns('management-committee', ['Name', 'Designation']);
    expect(table.rows).toHaveLength(11);
    expect(table.rows.map((row) => cellText(row[1]!))).toEqual([
      'Chairperson',
      'Vice Chairperson',
      'Pro-Vice Chairman',
      'Member',
      'Member',
      'Member',
      'Member',
      'Member',
      'Member',
      'Academic Director',
      'Principal/Secretary',
    ]);
    const names = table.rows.map((row) => cellText(row[0]!));
    expect(new Set(names).size).toBe(11);
  });
});

describe('Academics', () => {
  it('/Pro-middle-sec has the Classes I-IV grading scale of spec section 9', () => {
    const table = tablesOf('pro-middle-sec').find((t) => t.rows.some((row) => cellText(row[1]!) === 'A+'));
    expect(table).toBeDefined();
    expect(table!.rows.map((row) => row.map(cellText))).toEqual([
      ['91-100', 'A+'],
      ['81-90', 'A'],
      ['71-80', 'B+'],
      ['61-70', 'B'],
      ['51-60', 'C+'],
      ['41-50', 'C'],
      ['40 and below', 'D'],
    ]);
  });

  it('/Pro-middle-sec has the Classes V-IX grading scale of spec section 9', () => {
    const table = tablesOf('pro-middle-sec').find((t) => t.rows.some((row) => cellText(row[1]!) === 'A1'));
    expect(table).toBeDefined();
    expect(table!.rows.map((row) => row.map(cellText))).toEqual([
      ['91-100', 'A1'],
      ['81-90', 'A2'],
      ['71-80', 'B1'],
      ['61-70', 'B2'],
      ['51-60', 'C1'],
      ['41-50', 'C2'],
      ['33-40', 'D'],
      ['32 and below', 'E'],
    ]);
  });

  it('/Pro-middle-sec grades co-scholastic areas A-E', () => {
    const table = tablesOf('pro-middle-sec').find((t) => /co-scholastic/i.test(t.caption));
    expect(table?.rows.map((row) => cellText(row[0]!))).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('/Pro-senior-sec has the Class XI streams and subject groups', () => {
    const text = textOfPage('pro-senior-sec');
    for (const group of ['MPC', 'BIPC', 'MBIPC', 'MEC', 'AEC', 'BEC', 'HUM']) expect(text).toContain(group);
  });

  it('/faculty speaks of more than 200 teachers', () => {
    expect(textOfPage('faculty')).toMatch(/(More|more) than 200 teachers/);
  });

  it('/studentcare-Counselling lists about 24 universities', () => {
    const list = listsOf('studentcare-counselling').find((l) => /universit/i.test(l.title ?? ''));
    expect(list).toBeDefined();
    expect(list!.items.length).toBeGreaterThanOrEqual(22);
    expect(list!.items.length).toBeLessThanOrEqual(26);
    expect(new Set(list!.items.map(cellText)).size).toBe(list!.items.length);
  });
});

describe('Admissions', () => {
  const text = () => textOfPage('admission-process');

  it.each([
    ['the registration fee', /Rs\. 600\b/],
    ['the caution deposit', /Rs\. 5,000\b/],
    ['the Pre-Primary tuition', /Pre-Primary \| 1,78,500/],
    ['the Class I-V tuition', /Class I-V \| 1,87,500/],
    ['the Class VI-X tuition', /Class VI-X \| 1,99,500/],
    ['the Class XI tuition', /Class XI \| 2,50,500/],
    ['the transport fee up to 5 km', /Up to 5 km \| 45,000/],
    ['the transport fee for 5-10 km', /5-10 km \| 53,800/],
    ['the transport fee above 10 km', /Above 10 km \| 59,800/],
    ['the age date', /30 June 2025/],
    ['the February 2025 reading of the Classes II-IX schedule', /Classes II-IX begin in February 2025/],
    ['the Mar/Apr reading for Grades 2-7', /Grades 2-7 \| Mar\/Apr/],
    ['the Mar/Apr reading for Grades 8 and 9', /Grades 8 and 9 \| Mar\/Apr/],
    ['the photo upload limit', /100 kb/],
    ['the document upload limit', /2 MB/],
    ['the 5-minute application limit', /5 minutes/],
    ['the pre-primary ratio', /1:18/],
    ['the Grade 1 ratio', /1:36/],
    ['the class strength', /36 per section|class strength of 36/],
    ['the transport radius', /15 km/],
    ['the school timings', /7:45 am-12:00 noon[\s\S]*7:45 am-2:30 pm/],
  ])('/admission-process carries %s', (_case, pattern) => {
    expect(text()).toMatch(pattern);
  });

  it('/admission-process gives the age of each entry class on 30 June 2025', () => {
    const table = tablesOf('admission-process').find((t) => /30 June 2025/.test(t.caption));
    expect(table?.rows.map((row) => row.map(cellText))).toEqual([
      ['Pre-Nursery', '3 years'],
      ['Nursery/PP1', '4 years'],
      ['Prep/PP2', '5 years'],
      ['Class I', '6 years'],
    ]);
  });

  it('/admission-process links the fee structure PDF in a new tab', () => {
    const html = blocksOf('admission-process')
      .map((block) => (block.kind === 'html' ? block.html : ''))
      .join('');
    expect(html).toMatch(/<a href="\/documents\/fee-structure\.pdf" target="_blank" rel="noopener noreferrer">/);
  });

  it('/FAQ has exactly 29 questions, each with an answer', () => {
    const faqs = blocksOf('faq').filter((block) => block.kind === 'faq');
    expect(faqs).toHaveLength(1);
    const [faq] = faqs;
    if (faq?.kind !== 'faq') throw new Error('expected a faq');
    expect(faq.items).toHaveLength(29);
    for (const item of faq.items) {
      expect(item.question.length).toBeGreaterThan(5);
      expect(item.answerHtml).toMatch(/^<p>.{2,}<\/p>$/s);
    }
    expect(new Set(faq.items.map((item) => item.question)).size).toBe(29);
  });

  it('/FAQ states the Mar/Apr reading of the Classes II-IX schedule', () => {
    expect(textOfPage('faq')).toMatch(/Mar\/Apr|March\/April|March or April/);
  });

  it('/courses-offered lists the three Class XI streams', () => {
    const text = textOfPage('courses-offered');
    for (const stream of ['Science', 'Commerce', 'Humanities']) expect(text).toContain(stream);
  });
});

describe('Campus Life', () => {
  it('/inter-house names the six houses after jewels', () => {
    const table = tablesOf('inter-house').find((t) => t.columns[0] === 'House');
    expect(table?.rows.map((row) => cellText(row[0]!))).toEqual([
      'Amethyst',
      'Emerald',
      'Jade',
      'Ruby',
      'Sapphire',
      'Topaz',
    ]);
  });

  it('/inter-house has three photo groups', () => {
    expect(blocksOf('inter-house').filter((block) => block.kind === 'photos')).toHaveLength(3);
  });

  it('/ncc began in 2020 with batches of 45, 27 and 54 cadets', () => {
    const text = textOfPage('ncc');
    expect(text).toMatch(/2020/);
    expect(text).toMatch(/45, 27 and 54/);
  });

  it('/student-council embeds the appointees PDF 800 px high', () => {
    const pdfs = blocksOf('student-council').filter((block) => block.kind === 'pdf');
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]).toMatchObject({ height: 800, href: expect.stringMatching(/^\/documents\/.+\.pdf$/) });
  });

  it.each(['special-assemblies', 'education-trip', 'workshops'])('/%s has a year switch of 2025, 2024, 2023', (id) => {
    const years = blocksOf(id).find((block) => block.kind === 'years');
    if (years?.kind !== 'years') throw new Error(`${id} has no year switch`);
    expect(years.years.map((year) => year.year)).toEqual(['2025', '2024', '2023']);
    for (const year of years.years) {
      for (const item of year.columns.flatMap((column) => column.items)) {
        expect(item.href).toMatch(/^\/sub-gallery\?id=[^&]+$/);
      }
    }
  });

  it('/special-assemblies shows the 2025 entries of the spec', () => {
    const years = blocksOf('special-assemblies').find((block) => block.kind === 'years');
    if (years?.kind !== 'years') throw new Error('no year switch');
    const labels = years.years[0]!.columns.flatMap((column) => column.items.map((item) => item.label)).join(' | ');
    for (const entry of ['Independence Day', 'Magnum Opus', 'Investiture', 'Medhavee']) expect(labels).toContain(entry);
  });
});

describe('Sports', () => {
  it('/sports-DPS has a Latest News box of two slides, each a story under its heading', () => {
    const boxes = blocksOf('sports-dps').filter((block) => block.kind === 'slides');
    expect(boxes).toHaveLength(1);
    const [box] = boxes;
    expect(box?.title).toBe('Latest News');
    expect(box?.slides).toHaveLength(2);
    for (const slide of box?.slides ?? []) expect(slide).toMatch(/^<h3>.+<\/h3>\n<p>.+<\/p>$/s);
  });

  it('/sports-offered lists the core sports, other sports and hobby classes of the spec', () => {
    expect(listContaining('sports-offered', 'Basketball').items.map(cellText)).toEqual([
      'Basketball',
      'Volleyball',
      'Football',
      'Cricket',
    ]);
    expect(listContaining('sports-offered', 'Tennis').items.map((item) => cellText(item).toLowerCase())).toEqual([
      'tennis',
      'table tennis',
      'skating',
      'throwball',
      'gymnastics',
      'carrom',
      'snooker',
      'chess',
      'kho-kho',
    ]);
    expect(listContaining('sports-offered', 'Karate').items.map(cellText)).toEqual(['Karate', 'Yoga']);
  });

  it('/awards-achievements has the yearly award PDFs, each in a new tab', () => {
    const links = linksOf(blocksOf('awards-achievements'));
    const years = ['2022-23', '2021-22', '2019-20', '2018-19', '2017-18'];
    expect(links).toHaveLength(years.length);
    links.forEach((link, index) => {
      expect(link.label).toContain(years[index]);
      expect(link).toMatchObject({ kind: 'document', newTab: true });
      expect(link.href).toMatch(/^\/documents\/.+\.pdf$/);
    });
    expect(new Set(links.map((link) => link.href)).size).toBe(years.length);
  });
});

describe('Media and stand-alone pages', () => {
  it('/year-book links the year books 2024-25 to 2020-21', () => {
    const links = linksOf(blocksOf('year-book'));
    const years = ['2024-25', '2023-24', '2022-23', '2021-22', '2020-21'];
    expect(links.map((link) => years.find((year) => link.label.includes(year)))).toEqual(years);
    for (const link of links) expect(link.newTab).toBe(true);
    expect(new Set(links.map((link) => link.href)).size).toBe(years.length);
  });

  it('/academic-results links Class X and Class XII results for 2015-16 through 2024-25 (20 links)', () => {
    const links = linksOf(blocksOf('academic-results')).filter((link) => /Class X/.test(link.label));
    expect(links).toHaveLength(20);
    expect(new Set(links.map((link) => link.href)).size).toBe(20);
    for (let start = 2015; start <= 2024; start += 1) {
      const year = `${start}-${String(start + 1).slice(2)}`;
      const ofYear = links.filter((link) => link.label.includes(year));
      expect(
        ofYear.filter((link) => /Class X(?!I)/.test(link.label)),
        `Class X ${year}`,
      ).toHaveLength(1);
      expect(
        ofYear.filter((link) => /Class XII/.test(link.label)),
        `Class XII ${year}`,
      ).toHaveLength(1);
    }
    for (const link of links) expect(link).toMatchObject({ kind: 'document', newTab: true });
  });

  it('/holiday-list embeds the holiday PDF 900 px high', () => {
    const pdfs = blocksOf('holiday-list').filter((block) => block.kind === 'pdf');
    expect(pdfs).toEqual([expect.objectContaining({ kind: 'pdf', height: 900 })]);
  });

  it('/parent-guidline has the two tabs of the spec, in order', () => {
    const tabs = demoPageBlocks(pageById('parent-guidline')).filter((block) => block.kind === 'tab');
    expect(tabs.map((tab) => (tab.kind === 'tab' ? tab.label : ''))).toEqual([
      'Parent Portal Guidelines',
      'School ERP Software',
    ]);
    const text = textOfPage('parent-guidline');
    expect(text).toContain('8:00 AM to 8:00 PM');
    expect(text).toMatch(/Forgot password\?/);
    expect(text).toMatch(/My Payment/);
  });

  it('/career gives the recruitment contact and the 2025-2026 academic year', () => {
    const text = textOfPage('career');
    expect(text).toMatch(/2025-2026|2025-26/);
    expect(text).toMatch(/agenc/i);
  });

  it('/sitemap shows the site map block', () => {
    expect(blocksOf('sitemap').some((block) => block.kind === 'sitemap')).toBe(true);
  });
});
