/**
 * /sitemap.xml in the sitemaps.org protocol (0.9): every page of the site map
 * that stands on its own and is on the site (its text published; the home
 * page always), and every news item, event and photo album on the site at its
 * own address (`/news/<id>-<words>`, `/sub-gallery?id=`), each with its
 * absolute URL and `<lastmod>`. The `<lastmod>` of a page that lists items
 * (/news) is when the deployed build was made, its text was last published or
 * an item it lists last changed, whichever is latest.
 *
 * Items are read with the rule the lists use (content/repository.ts: on the
 * site now, so no drafts, nothing unpublished, binned or scheduled for later)
 * and the same schema check, so the sitemap never names an album its page
 * would not show. The reads are noted in the page's reads, so the page cache
 * drops the sitemap when one of these kinds changes and keeps it no longer
 * than the next scheduled start or end.
 */
import { eventHref, newsItemHref } from '@school/content/item-pages.server';
import { albumHref, pageById, sitePages } from '@school/content/site-pages';
import { checkedItem, type CheckLog } from '../modules/content/checked-items';
import { contentLists } from '../modules/content/lists';
import { mappers } from '../modules/content/mappers';
import { changedOnSiteAt, type ContentRepository, type ContentRow } from '../modules/content/repository';
import type { PageReads } from './page-cache/page-reads';

/** The stored items the sitemap tells of: the list they are read as, the page that lists them, their own address. */
const listedItems = [
  { list: 'allNews', listedOn: 'news', ownHref: newsItemHref },
  { list: 'events', listedOn: 'upcoming-events', ownHref: eventHref },
  { list: 'gallery', category: 'PhotoGallery', listedOn: 'gallery', ownHref: (item: Item) => albumHref(item._id) },
] as const;

interface Item {
  _id: string;
  title: string;
}

export interface SitemapOptions {
  repository: ContentRepository;
  schoolCode: string;
  /** The site's origin, without a trailing slash (config PUBLIC_URL). */
  publicUrl: string;
  /** When the deployed build was made (epoch ms): no page has changed before it, since its layout is the build's. */
  builtAt: number;
}

interface SitemapUrl {
  loc: string;
  /** Epoch ms; none when an item's stored times cannot be read. */
  lastmod: number | undefined;
}

/** When an item last changed on the site: its last save, or the moment a scheduled item came on, if later. */
function changedAt(row: ContentRow): number | undefined {
  const stamps = [row.updated_at ?? row.created_at, row.publish_at]
    .map((stamp) => (stamp === null ? NaN : Date.parse(stamp)))
    .filter(Number.isFinite);
  return stamps.length > 0 ? Math.max(...stamps) : undefined;
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** The protocol asks for all five to be escaped in data values, URLs included. */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEntities[character]!);

function sitemapXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(({ loc, lastmod }) => {
    const modified = lastmod === undefined ? '' : `<lastmod>${new Date(lastmod).toISOString()}</lastmod>`;
    return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The sitemap's renderer; a listing page that the site map lost stops the server here, at start-up. (An album's
 * address is the web app's own: its build stops without the sub-gallery page.)
 */
export function sitemap({ repository, schoolCode, publicUrl, builtAt }: SitemapOptions) {
  // Pages that only make sense with a query (`/sub-gallery?id=`) are not pages of their own.
  const ownPages = sitePages.filter((page) => page.searchable);

  /** The pages the school has on the site (the home page always), each with when its text last changed. */
  async function pagesOnSite(reads: PageReads, at: Date): Promise<Map<string, number>> {
    const [rows, nextChange] = await Promise.all([
      repository.listKeyed(schoolCode, 'page', at),
      repository.nextChange(schoolCode, 'page', at),
    ]);
    reads.note('page', nextChange === undefined ? undefined : Date.parse(nextChange));
    const written = new Map(rows.map((row) => [row.key, Math.max(builtAt, Date.parse(changedOnSiteAt(row)))]));
    return new Map(
      ownPages.flatMap((page) => {
        const lastmod = written.get(page.id) ?? (page.path === '/' ? builtAt : undefined);
        return lastmod === undefined ? [] : [[page.path, lastmod] as const];
      }),
    );
  }
  const groups = listedItems.map((group) => ({ ...group, listedOn: pageById(group.listedOn).path }));

  return async function render(reads: PageReads, log: CheckLog): Promise<string> {
    const at = new Date();
    const read = await Promise.all(
      groups.map(async (group) => {
        const { kind, answer } = contentLists[group.list];
        const [rows, nextChange] = await Promise.all([
          repository.list(schoolCode, kind, at),
          repository.nextChange(schoolCode, kind, at),
        ]);
        reads.note(kind, nextChange === undefined ? undefined : Date.parse(nextChange));
        const shown = rows.flatMap((row) => {
          if ('category' in group && row.category !== group.category) return [];
          const item = checkedItem(row, mappers[kind], answer.element, log) as Item | undefined;
          return item ? [{ row, item }] : [];
        });
        return { group, shown };
      }),
    );

    const lastmods = await pagesOnSite(reads, at);
    const itemUrls: SitemapUrl[] = [];
    for (const { group, shown } of read) {
      for (const { row, item } of shown) {
        const changed = changedAt(row);
        const listing = lastmods.get(group.listedOn);
        // An item's page is shown only with the page that lists it.
        if (listing === undefined) continue;
        if (changed !== undefined) lastmods.set(group.listedOn, Math.max(listing, changed));
        // Written as the site's own links write it, so crawlers meet one address.
        itemUrls.push({ loc: `${publicUrl}${group.ownHref(item)}`, lastmod: changed });
      }
    }
    return sitemapXml([
      ...[...lastmods].map(([path, lastmod]) => ({ loc: `${publicUrl}${path}`, lastmod })),
      ...itemUrls,
    ]);
  };
}
