import { describe, expect, it } from 'vitest';
import { documents } from '@school/content/documents';
import { consoleMessages } from '@school/shared/console-messages';
import { pagesWithText } from '@school/content/site-pages';
import { sitePages } from '../../site/navigation';
import { demoPages } from '../../../test/demo-pages';
import { pageBlocks } from './page-content.server';
import { pageTextEditing } from './page-text-editing.server';

/** The demo school's documents, as the server gives them: every one the school has. */
const schoolDocuments = documents.map((document) => ({ key: document.id, title: document.title }));

const { toEditor } = pageTextEditing;
const fromEditor = (pageId: string, html: string) => pageTextEditing.fromEditor(pageId, html, schoolDocuments);

/** The text a save of the editor's HTML stores, unchanged by staff. */
function savedUnchanged(pageId: string): string {
  const saved = fromEditor(pageId, toEditor(demoPages[pageId]!.text));
  if (!saved.ok) throw new Error(saved.problems.join('\n'));
  return saved.text;
}

describe('a page’s text in the console’s editor', () => {
  it.each(pagesWithText.map((page) => [page.id, page] as const))(
    '%s: opened and saved unchanged, shows exactly as before',
    (id, page) => {
      const before = pageBlocks('round-trip-before', page, demoPages[id]!.text);
      expect(pageBlocks('round-trip-after', page, savedUnchanged(id))).toEqual(before);
    },
  );

  it('shows staff no Markdown: blocks and facts are elements named in words', () => {
    const html = toEditor(demoPages['admission-process']!.text);
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).not.toMatch(/::|:school\[|\]\(|\{id=/);
    expect(html).not.toMatch(/href="(page|doc):/);
    expect(html).toContain('<a href="/FAQ">FAQ</a>');
    expect(html).toContain('<p data-block-title="">Age criteria: age of the child on 30 June 2025</p>');
    expect(html).toContain('data-label="Admissions email"');
    expect(html).toContain('data-label="Kept up to date: admission downloads"');
  });

  it('keeps a block’s settings and a fact through the editor, wherever staff moved them', () => {
    const html = toEditor('Call :school[phone].\n\n::pdf{id="fee-structure" height="900" label="Open the fees"}');
    const [paragraph, pdf] = html.split('\n');
    const saved = fromEditor('admission-process', `<h2>Moved</h2>${pdf}${paragraph}`);
    expect(saved).toEqual({
      ok: true,
      text: '## Moved\n\n::pdf{id="fee-structure" height="900" label="Open the fees"}\n\nCall :school[phone].',
    });
  });

  it('shows a tab’s label as words staff edit at the top of the tab, and keeps the label they write', () => {
    const html = toEditor(':::tab{label="Fees"}\nPay online.\n:::');
    expect(html).toContain(
      '<section data-block="tab" data-settings="{}" data-label="Tab"><p data-block-title="">Fees</p>',
    );
    const saved = fromEditor('parent-guidline', html.replace('>Fees<', '>Paying the fees<'));
    expect(saved).toEqual({ ok: true, text: ':::tab{label="Paying the fees"}\nPay online.\n:::' });
    expect(fromEditor('parent-guidline', html.replace('>Fees<', '><'))).toMatchObject({
      ok: false,
      problems: ['a tab needs a label, such as “Parent Portal Guidelines”'],
    });
  });

  it('shows the FAQ as its questions and answers, and keeps a question staff add and an answer they change', () => {
    const html = toEditor(demoPages.faq!.text);
    expect(html).toContain('<section data-block="faq" data-settings="{}" data-label="Questions and answers">\n<h3>');
    expect(html).not.toContain('data-block-title');
    const added = html.replace(
      '</section>',
      '<h3>Is there a school uniform?</h3><p>Yes. Write to <span data-school-fact="admissions-email">x</span>.</p></section>',
    );
    const saved = fromEditor('faq', added.replace('Fees rise by about 10% each year.', 'Fees rise by 8% this year.'));
    if (!saved.ok) throw new Error(saved.problems.join('\n'));
    const [faq] = pageBlocks(
      'faq-saved',
      sitePages.find((page) => page.id === 'faq')!,
      saved.text,
    ).filter((block) => block.kind === 'faq');
    if (faq?.kind !== 'faq') throw new Error('expected the FAQ');
    expect(faq.items).toHaveLength(30);
    expect(faq.items.at(-1)).toMatchObject({ question: 'Is there a school uniform?' });
    expect(faq.items.at(-1)!.answerHtml).toMatch(/^<p>Yes\. Write to <a href="school-fact:admissions-email">/);
    expect(faq.items.find((item) => item.question === 'Do the fees change every year?')!.answerHtml).toBe(
      '<p>Fees rise by 8% this year.</p>',
    );
    // The last answer taken away, its question left.
    const lastAnswer = html.slice(html.lastIndexOf('<p>'), html.indexOf('</section>'));
    expect(fromEditor('faq', html.replace(lastAnswer, ''))).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^the question “.+” needs an answer under it$/)],
    });
  });

  it('shows a list’s title as words staff edit, its items as a bulleted list, and keeps both', () => {
    const html = toEditor(':::list{title="Documents to keep ready"}\n- Birth certificate\n:::');
    expect(html).toContain(
      '<section data-block="list" data-settings="{}" data-label="List"><p data-block-title="">Documents to keep ready</p>\n<ul>',
    );
    const saved = fromEditor(
      'admission-process',
      html.replace('ready<', ' ready for the interview<').replace('</ul>', '<li><p>Two photographs</p></li></ul>'),
    );
    expect(saved).toEqual({
      ok: true,
      text: ':::list{title="Documents to keep ready for the interview"}\n- Birth certificate\n- Two photographs\n:::',
    });
  });

  describe('a table, edited where it stands', () => {
    const fees = [
      ':::table{caption="Annual tuition fee" amounts="2"}',
      '| Class       | Fee      |',
      '| ----------- | -------- |',
      '| Pre-Primary | 1,78,500 |',
      ':::',
    ].join('\n');

    /** The editor's HTML as TipTap gives it back: each cell's words in a paragraph, the headings a row of th. */
    const asTipTapSends = (html: string) =>
      html
        .replace(/<\/?(thead|tbody)>\n?/g, '')
        .replace('<table>', '<table style="min-width: 50px"><colgroup><col><col></colgroup><tbody>')
        .replace('</table>', '</tbody></table>')
        .replace(/<(td|th)( data-amounts="")?>(.*?)<\/\1>/g, '<$1$2 colspan="1" rowspan="1"><p>$3</p></$1>');

    it('opens as its caption and its cells, each editable, and its settings kept', () => {
      const html = toEditor(fees);
      expect(html).toContain('<p data-block-title="">Annual tuition fee</p>');
      expect(html).toContain('<td>1,78,500</td>');
      // The column of amounts is marked on its heading, where the editor keeps it with its column.
      expect(html).toContain('<th data-amounts="">Fee</th>');
      expect(html).toContain('data-label="Table"');
      expect(html.replace(/<[^>]+>/g, '')).not.toMatch(/\||:::|amounts/);
    });

    it('keeps a changed cell, a row added, and a changed caption, its amounts column still its amounts', () => {
      const edited = asTipTapSends(toEditor(fees))
        .replace('>Annual tuition fee<', '>Annual tuition fee for 2026-27<')
        .replace('1,78,500', '185000')
        .replace('</tbody></table>', '<tr><td><p>Class I-V</p></td><td><p>195000</p></td></tr></tbody></table>');
      const saved = fromEditor('admission-process', edited);
      expect(saved).toEqual({
        ok: true,
        text: [
          ':::table{caption="Annual tuition fee for 2026-27" amounts="2"}',
          '| Class       | Fee    |',
          '| ----------- | ------ |',
          '| Pre-Primary | 185000 |',
          '| Class I-V   | 195000 |',
          ':::',
        ].join('\n'),
      });
      const [table] = pageBlocks(
        'saved-table',
        sitePages.find((page) => page.id === 'admission-process')!,
        saved.ok ? saved.text : '',
      );
      expect(table).toMatchObject({
        kind: 'table',
        rows: [
          ['Pre-Primary', '1,85,000'],
          ['Class I-V', '1,95,000'],
        ],
      });
    });

    it('is refused when its caption is emptied or its headings row lost its words, saying so', () => {
      const noCaption = fromEditor('admission-process', toEditor(fees).replace('>Annual tuition fee<', '><'));
      expect(noCaption).toEqual({
        ok: false,
        problems: ['a table needs a caption of three letters or more'],
      });
      const noHeading = fromEditor(
        'admission-process',
        toEditor(fees).replace('<th data-amounts="">Fee</th>', '<th></th>'),
      );
      expect(noHeading).toMatchObject({ ok: false, problems: ['every column needs a heading'] });
    });
  });

  it('stores a link staff typed as an address of the site as a link to that page or document', () => {
    const saved = fromEditor(
      'our-school',
      '<p><a href="/faq">FAQ</a>, <a href="/documents/fee-structure.pdf">fees</a>, <a href="https://example.org/">out</a></p>',
    );
    expect(saved).toEqual({
      ok: true,
      text: '[FAQ](page:faq), [fees](doc:fee-structure), [out](https://example.org/)',
    });
  });

  it('never takes a news item’s address for a link to the page of every item: it is refused, saying why', () => {
    const item = '/news/e84b2a67-7d7e-4250-946f-fc90d9a3271f-class-ix-wins-the-science-quiz';
    const saved = fromEditor('our-school', `<p><a href="${item}">The quiz</a></p>`);
    expect(saved).toEqual({ ok: false, problems: [expect.stringContaining(`the link “${item}” must use`)] });
  });

  it('keeps a list tight when the editor holds each item’s words in a paragraph', () => {
    const saved = fromEditor('our-school', '<ul><li><p>One</p></li><li><p>Two</p></li></ul><p>After</p>');
    expect(saved).toEqual({ ok: true, text: '- One\n- Two\n\nAfter' });
  });

  it('drops what a page’s text may not hold: scripts, styles, pictures and handlers', () => {
    const saved = fromEditor(
      'our-school',
      '<p onclick="alert(1)">Hello <script>alert(1)</script><img src="x.png" alt="x"><style>p{}</style><b>there</b></p>',
    );
    expect(saved).toEqual({ ok: true, text: 'Hello **there**' });
  });

  it('refuses a block the page cannot show, or one that names nothing the site has, saying what is wrong', () => {
    const missing = fromEditor(
      'our-school',
      '<div data-block="photos" data-settings=\'{"id":"no-such-group"}\'></div>',
    );
    expect(missing).toEqual({ ok: false, problems: ['the photo group “no-such-group” does not exist'] });
    const notHere = fromEditor('our-school', '<div data-block="live" data-settings=\'{"feed":"news"}\'></div>');
    expect(notHere.ok).toBe(false);
    const link = fromEditor('our-school', '<p><a href="page:nowhere">Nowhere</a></p>');
    expect(link.ok).toBe(false);
  });

  it('links the school’s own documents, whether or not the demo has them, and refuses one the school has not', () => {
    const html = '<p>See <a href="/documents/bus-routes-2027.pdf">the routes</a>.</p>';
    const bus = [{ key: 'bus-routes-2027', title: 'Bus routes 2027' }];
    expect(pageTextEditing.fromEditor('our-school', html, bus)).toEqual({
      ok: true,
      text: 'See [the routes](doc:bus-routes-2027).',
    });
    expect(fromEditor('our-school', html)).toEqual({
      ok: false,
      problems: ['the link “doc:bus-routes-2027” goes to a document that does not exist (“bus-routes-2027”)'],
    });
    const demoLink = '<p><a href="/documents/fee-structure.pdf">Fees</a></p>';
    expect(pageTextEditing.fromEditor('our-school', demoLink, bus).ok).toBe(false);
  });

  it('shows a text linking a document the school no longer has, its link to be marked not uploaded', () => {
    const page = sitePages.find((candidate) => candidate.id === 'our-school')!;
    const [block] = pageBlocks('withdrawn-document', page, 'See [the routes](doc:bus-routes-2027).');
    expect(block).toEqual({
      kind: 'html',
      html: '<p>See <a href="/documents/bus-routes-2027.pdf" target="_blank" rel="noopener noreferrer">the routes</a>.</p>',
    });
  });

  it('refuses a page the site does not have', () => {
    expect(fromEditor('no-such-page', '<p>Hello</p>')).toEqual({
      ok: false,
      problems: [consoleMessages.noSuchPage],
    });
  });
});
