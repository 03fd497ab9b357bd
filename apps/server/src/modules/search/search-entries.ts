/**
 * What the site search finds, read from what the site shows now: the text of every published page, the news, the
 * events, the magazine issues, the photo albums and the documents' titles. Each is an entry with the words searched,
 * the words a result shows and the site's address where a visitor reads it. An item whose page is not on the site
 * (its list's page not yet published) is not an entry: a result never leads to a page that answers 404.
 */
import type { Circular, GalleryItem, NewsItem, SchoolEvent } from '@school/shared/api-schema';
import { imagePath } from '@school/shared/api-paths';
import { documentHref } from '@school/shared/asset-paths';
import type { DocumentsOnSite, PagesOnSite } from '@school/shared/live-source';
import { isSchoolFactName, schoolFactFields } from '@school/shared/school-facts';
import type { SchoolProfile } from '@school/shared/school-profile';
import type { SearchResultKind } from '@school/shared/site-search';
import { eventHref, newsItemHref } from '@school/content/item-pages.server';
import { albumHref, pageById, sitePages } from '@school/content/site-pages';
import { pagePlainText } from '@school/page-blocks/page-plain-text.server';
import { richTextAsPlainText } from '../publishing/rich-text';

export interface SearchEntry {
  id: string;
  kind: SearchResultKind;
  title: string;
  /** The words searched besides the title, and quoted in a result's snippet. */
  text: string;
  href: string;
  date: string;
}

/** What the site shows now, as the content service reads it. */
export interface SiteContent {
  pages: PagesOnSite;
  documents: DocumentsOnSite;
  news: NewsItem[];
  events: SchoolEvent[];
  circulars: Circular[];
  gallery: GalleryItem[];
  profile: SchoolProfile | undefined;
}

/** What a fact of the profile prints in a page's text (`:school[phone]`); nothing for a fact not filled in. */
function factValue(profile: SchoolProfile | undefined, name: string): string {
  const value = profile && isSchoolFactName(name) ? profile[schoolFactFields[name]] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

const lines = (...texts: string[]) => texts.filter(Boolean).join('\n');

export function searchEntries(site: SiteContent): SearchEntry[] {
  /** The address of a page of the site map, if the site shows it now. */
  const onSite = (id: string) => (Object.hasOwn(site.pages, id) ? pageById(id).path : undefined);
  /** The items of a list whose page the site shows now: each item's own page leads back to it. */
  const listed = <Item>(items: Item[], pageId: string, entry: (item: Item) => SearchEntry) =>
    onSite(pageId) === undefined ? [] : items.map(entry);

  const pages = sitePages.flatMap((page): SearchEntry[] => {
    const text = Object.hasOwn(site.pages, page.id) ? site.pages[page.id] : undefined;
    if (!text) return [];
    const words = pagePlainText(text.text, (name) => factValue(site.profile, name));
    return [
      {
        id: `page:${page.id}`,
        kind: 'Page',
        title: text.title,
        text: lines(text.description, words),
        href: page.path,
        date: text.updatedAt,
      },
    ];
  });
  const news = listed(site.news, 'news', (item: NewsItem) => ({
    id: `news:${item._id}`,
    kind: 'News',
    title: item.title,
    text: richTextAsPlainText(item.description),
    href: newsItemHref(item),
    date: item.fromDate,
  }));
  const events = listed(site.events, 'upcoming-events', (item: SchoolEvent) => ({
    id: `event:${item._id}`,
    kind: 'Event',
    title: item.title,
    text: lines(item.venue, richTextAsPlainText(item.description)),
    href: eventHref(item),
    date: item.date,
  }));
  // An issue is read as its file, which its magazine's page links.
  const magazines = site.circulars.flatMap((item): SearchEntry[] =>
    item.attachments[0] === undefined
      ? []
      : [
          {
            id: `magazine:${item._id}`,
            kind: 'Magazine',
            title: item.title,
            text: item.category,
            href: imagePath(item.attachments[0]),
            date: item.date,
          },
        ],
  );
  const albums = listed(
    site.gallery.filter((item) => item.category === 'PhotoGallery'),
    'sub-gallery',
    (item: GalleryItem) => ({
      id: `album:${item._id}`,
      kind: 'Photo album',
      title: item.title,
      text: richTextAsPlainText(item.description),
      href: albumHref(item._id),
      date: item.date,
    }),
  );
  const documents = Object.entries(site.documents).map(([key, document]) => ({
    id: `document:${key}`,
    kind: 'Document' as const,
    title: document.title,
    text: '',
    href: documentHref(key),
    date: document.updatedAt,
  }));
  return [...pages, ...news, ...events, ...magazines, ...albums, ...documents];
}
