/**
 * The pages' content source (web/live-source.ts) tells the page cache how long
 * what a page showed stays true: a page that asked what day it is (the lists
 * that open on the current month, the events coming up) must not outlive the
 * school's day, or on 1 December a kept page would still open on November.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schoolDay } from '@school/shared/school-time';
import type { SearchHit } from '@school/shared/site-search';
import type { ContentService } from '../src/modules/content/service';
import { pageReads } from '../src/web/page-cache/page-reads';
import { liveSource } from '../src/web/live-source';

/** A page that reads no content and a school with no profile yet, on the demo school's clock. */
const siteData = {
  content: {} as ContentService,
  profiles: { read: async () => undefined, savedAt: async () => undefined },
  search: { search: async () => ({ value: [], nextChange: undefined }) },
  timeZone: 'Asia/Kolkata',
};
const log = { error: vi.fn() } as never;

afterEach(() => vi.useRealTimers());

describe('the live source', () => {
  it("gives the school's day, and the page's reads expire when that day ends at the school", () => {
    // 20:00 UTC on 30 November is already 1 December in India.
    vi.useFakeTimers({ now: Date.parse('2026-11-30T20:00:00Z'), toFake: ['Date'] });
    const reads = pageReads();
    const today = liveSource(siteData, 'hvps', log, reads).today();

    expect(today).toEqual(schoolDay('Asia/Kolkata'));
    expect(today).toMatchObject({ year: 2026, month: 12, day: 1 });
    expect(reads.until).toBe(Date.parse('2026-12-01T18:30:00Z'));
  });

  it('leaves a page that never asked the day to its content changes alone', () => {
    const reads = pageReads();
    liveSource(siteData, 'hvps', log, reads);
    expect(reads.until).toBe(Infinity);
  });

  it("notes that a page read the school's profile, so a saved profile drops it", async () => {
    const reads = pageReads();
    await liveSource(siteData, 'hvps', log, reads).profile();
    expect([...reads.kinds]).toEqual(['profile']);
    expect(reads.until).toBe(Infinity);
  });

  it("reads the school's documents once for the whole page, and notes that it did, until the next scheduled change", async () => {
    const onSite = { 'fee-structure': { title: 'Fee Structure', updatedAt: '2026-11-01T10:00:00.000Z' } };
    const readDocuments = vi.fn(async () => ({ value: JSON.stringify(onSite), nextChange: 1_900_000_000_000 }));
    const reads = pageReads();
    const source = liveSource({ ...siteData, content: { readDocuments } as never }, 'hvps', log, reads);
    expect(await source.documents()).toEqual(onSite);
    expect(await source.documents()).toEqual(onSite);
    expect(readDocuments).toHaveBeenCalledTimes(1);
    expect(readDocuments).toHaveBeenCalledWith('hvps');
    expect([...reads.kinds]).toEqual(['document']);
    expect(reads.until).toBe(1_900_000_000_000);
  });

  it("reads the school's pages once for the whole page, and notes that it did, so a published page drops it", async () => {
    const onSite = {
      faq: {
        title: 'FAQ',
        description: 'Questions parents ask.',
        text: 'Ask us.',
        updatedAt: '2026-11-01T10:00:00.000Z',
      },
    };
    const readPages = vi.fn(async () => ({ value: JSON.stringify(onSite), nextChange: undefined }));
    const reads = pageReads();
    const source = liveSource({ ...siteData, content: { readPages } as never }, 'hvps', log, reads);
    expect(await source.pages()).toEqual(onSite);
    expect(await source.pages()).toEqual(onSite);
    expect(readPages).toHaveBeenCalledTimes(1);
    expect(readPages).toHaveBeenCalledWith('hvps');
    expect([...reads.kinds]).toEqual(['page']);
    expect(reads.until).toBe(Infinity);
  });

  it('notes that a search read every kind it finds, until the next scheduled change among them', async () => {
    const hit: SearchHit = { kind: 'News', title: 'Sports Day', href: '/news', date: '2026-11-20', snippet: [] };
    const search = vi.fn(async () => ({ value: [hit], nextChange: 1_900_000_000_000 }));
    const reads = pageReads();
    const source = liveSource({ ...siteData, search: { search } }, 'hvps', log, reads);
    expect(await source.search('sports')).toEqual([hit]);
    expect(search).toHaveBeenCalledWith('hvps', 'sports', log);
    expect([...reads.kinds].sort()).toEqual(['circular', 'document', 'event', 'gallery', 'news', 'page', 'profile']);
    expect(reads.until).toBe(1_900_000_000_000);
  });
});
