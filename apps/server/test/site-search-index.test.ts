/**
 * The site search's parts without a server: the snippet a result quotes, the entries read from what the site shows,
 * and the index's life: built once, dropped by a change to a kind it holds (in any process, through the change feed),
 * never kept past the next scheduled start or end among its items.
 */
import { describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '@school/shared/api-schema';
import type { DocumentsOnSite, PagesOnSite } from '@school/shared/live-source';
import type { ContentService, ListRead } from '../src/modules/content/service';
import { searchEntries, type SiteContent } from '../src/modules/search/search-entries';
import { searchService } from '../src/modules/search/service';
import { snippetOf } from '../src/modules/search/snippet';

const marked = (parts: ReturnType<typeof snippetOf>) => parts.filter((part) => part.marked).map((part) => part.text);
const whole = (parts: ReturnType<typeof snippetOf>) => parts.map((part) => part.text).join('');

describe('snippetOf', () => {
  it('quotes a short text whole, with the matched words marked in any case', () => {
    const parts = snippetOf('Fees are paid in three instalments. Fees rise each year.', new Set(['fees']));
    expect(whole(parts)).toBe('Fees are paid in three instalments. Fees rise each year.');
    expect(marked(parts)).toEqual(['Fees', 'Fees']);
  });

  it('starts a little before the first match in a long text, at a whole word, and says what is left out', () => {
    const text = `${'Early words come first here. '.repeat(20)}The library opens at eight. ${'More words follow. '.repeat(20)}`;
    const parts = snippetOf(text, new Set(['library']));
    const quoted = whole(parts);
    expect(quoted.startsWith('… ')).toBe(true);
    expect(quoted.endsWith(' …')).toBe(true);
    expect(quoted).toContain('The library opens at eight.');
    expect(quoted.length).toBeLessThan(260);
    expect(marked(parts)).toEqual(['library']);
  });

  it('quotes the start of a text that matched by its title alone, and nothing of an empty one', () => {
    expect(whole(snippetOf('Kites of every colour.', new Set(['festival'])))).toBe('Kites of every colour.');
    expect(snippetOf('', new Set(['festival']))).toEqual([]);
  });
});

const page = (title: string, text: string) => ({ title, description: '', text, updatedAt: '2026-11-01T00:00:00Z' });
const news = (id: string, title: string): NewsItem => ({
  _id: id,
  title,
  description: '<p>On the field.</p>',
  fromDate: '2026-11-10',
  attachments: [],
});
const site = (parts: Partial<SiteContent> = {}): SiteContent => ({
  pages: {},
  documents: {},
  news: [],
  events: [],
  circulars: [],
  gallery: [],
  profile: undefined,
  ...parts,
});

describe('searchEntries', () => {
  it("reads a document by its title, at the document's address", () => {
    const documents: DocumentsOnSite = { 'fee-structure': { title: 'Fee Structure 2026-27', updatedAt: '2026-11-01' } };
    expect(searchEntries(site({ documents }))).toEqual([
      expect.objectContaining({
        kind: 'Document',
        title: 'Fee Structure 2026-27',
        href: '/documents/fee-structure.pdf',
      }),
    ]);
  });

  it('leaves out the news while its page is not on the site, so no result leads to a 404', () => {
    const id = 'e84b2a67-7d7e-4250-946f-fc90d9a3271f';
    const items = [news(id, 'Sports day')];
    expect(searchEntries(site({ news: items }))).toEqual([]);
    expect(searchEntries(site({ news: items, pages: { news: page('News', '') } }))).toEqual([
      expect.objectContaining({ kind: 'Page', title: 'News' }),
      // At the item's own page.
      expect.objectContaining({
        kind: 'News',
        title: 'Sports day',
        href: `/news/${id}-sports-day`,
        text: 'On the field.',
      }),
    ]);
  });
});

/** A content service holding `pages` and `news`, which says when its next scheduled change is. */
function fakeContent(pages: PagesOnSite, items: () => NewsItem[], nextChange?: number) {
  const read = (value: unknown): ListRead<string> => ({ value: JSON.stringify(value), nextChange });
  return {
    readPages: vi.fn(async () => read(pages)),
    readDocuments: vi.fn(async () => read({})),
    readList: vi.fn(async (_school: string, kind: string) => read(kind === 'news' ? items() : [])),
  } as unknown as ContentService & { readPages: ReturnType<typeof vi.fn> };
}

describe('searchService', () => {
  const pages = { news: page('News', ''), faq: page('Questions', 'Fees rise each year.') };
  const titles = async (service: ReturnType<typeof searchService>, query: string) =>
    (await service.search('hvps', query)).value.map((hit) => hit.title);

  it('builds the index once, and again only after a change to a kind it holds, for that school', async () => {
    let items = [news('n1', 'Hockey camp')];
    const content = fakeContent(pages, () => items);
    const service = searchService({ content, profiles: { read: async () => undefined } });
    expect(await titles(service, 'hockey')).toEqual(['Hockey camp']);
    items = [news('n2', 'Chess club')];
    expect(await titles(service, 'chess')).toEqual([]);
    expect(content.readPages).toHaveBeenCalledTimes(1);

    service.forget({ schoolCode: 'other', kinds: ['news'] });
    service.forget({ schoolCode: 'hvps', kinds: ['alert', 'highlight'] });
    expect(await titles(service, 'chess')).toEqual([]);
    service.forget({ schoolCode: 'hvps', kinds: ['news'] });
    expect(await titles(service, 'chess')).toEqual(['Chess club']);
    items = [];
    service.forget('everything');
    expect(await titles(service, 'chess')).toEqual([]);
    expect(content.readPages).toHaveBeenCalledTimes(3);
  });

  it('builds it again once the next scheduled start or end among its items has come', async () => {
    let now = 1_000;
    let items = [news('n1', 'Hockey camp')];
    const content = fakeContent(pages, () => items, 2_000);
    const service = searchService({ content, profiles: { read: async () => undefined }, now: () => now });
    expect((await service.search('hvps', 'hockey')).nextChange).toBe(2_000);
    items = [];
    expect(await titles(service, 'hockey')).toEqual(['Hockey camp']);
    now = 2_000;
    expect(await titles(service, 'hockey')).toEqual([]);
  });

  it('tries again after a build that failed, and shares one build between searches that come together', async () => {
    const content = fakeContent(pages, () => [news('n1', 'Hockey camp')]);
    content.readPages.mockRejectedValueOnce(new Error('database away'));
    const service = searchService({ content, profiles: { read: async () => undefined } });
    await expect(service.search('hvps', 'hockey')).rejects.toThrow('database away');
    const both = await Promise.all([titles(service, 'hockey'), titles(service, 'fees')]);
    expect(both).toEqual([['Hockey camp'], ['Questions']]);
    expect(content.readPages).toHaveBeenCalledTimes(2);
  });
});
