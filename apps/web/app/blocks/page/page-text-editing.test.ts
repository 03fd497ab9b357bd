import { describe, expect, it } from 'vitest';
import { consoleMessages } from '@school/shared/console-messages';
import { sitePages } from '../../site/navigation';
import { demoPages } from '../../../test/demo-pages';
import { pageBlocks } from './page-content.server';
import { pageTextEditing } from './page-text-editing.server';

const { toEditor, fromEditor } = pageTextEditing;

/** The text a save of the editor's HTML stores, unchanged by staff. */
function savedUnchanged(pageId: string): string {
  const saved = fromEditor(pageId, toEditor(demoPages[pageId]!.text));
  if (!saved.ok) throw new Error(saved.problems.join('\n'));
  return saved.text;
}

describe('a page’s text in the console’s editor', () => {
  it.each(sitePages.map((page) => [page.id, page] as const))(
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
    expect(html).toContain('data-label="Table: Age criteria');
    expect(html).toContain('data-label="Admissions email"');
    expect(html).toContain('data-label="Kept up to date: admission downloads"');
  });

  it('keeps a block’s settings and a fact through the editor, wherever staff moved them', () => {
    const html = toEditor('Call :school[phone].\n\n::table{id="admission-age-criteria"}');
    const [paragraph, table] = html.split('\n');
    const saved = fromEditor('admission-process', `<h2>Moved</h2>${table}${paragraph}`);
    expect(saved).toEqual({
      ok: true,
      text: '## Moved\n\n::table{id="admission-age-criteria"}\n\nCall :school[phone].',
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
    const missing = fromEditor('our-school', '<div data-block="table" data-settings=\'{"id":"no-such-table"}\'></div>');
    expect(missing).toEqual({ ok: false, problems: ['the table “no-such-table” does not exist'] });
    const notHere = fromEditor('our-school', '<div data-block="live" data-settings=\'{"feed":"news"}\'></div>');
    expect(notHere.ok).toBe(false);
    const link = fromEditor('our-school', '<p><a href="page:nowhere">Nowhere</a></p>');
    expect(link.ok).toBe(false);
  });

  it('refuses a page the site does not have', () => {
    expect(fromEditor('no-such-page', '<p>Hello</p>')).toEqual({
      ok: false,
      problems: [consoleMessages.noSuchPage],
    });
  });
});
