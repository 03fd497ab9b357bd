/**
 * How a page's loader reads published content. The server implements it over
 * the same content service the API uses (no HTTP round trip) and hands it to
 * React Router as load context; the loaders only see this contract.
 */
import type {
  Alert,
  Album,
  Announcement,
  Circular,
  ContentRecord,
  GalleryItem,
  Highlight,
  NewsItem,
  Registration,
  SchoolEvent,
  Testimonial,
  Video,
} from './api-schema';
import type { Disclosure } from './disclosure';
import type { SchoolProfile } from './school-profile';
import type { SearchHit } from './site-search';
import type { SchoolDay } from './school-time';

/** Each list by the name of its API route (see api-paths.ts), with the items it answers. */
export interface LiveLists {
  highlights: Highlight[];
  news: NewsItem[];
  allNews: NewsItem[];
  registrations: Registration[];
  records: ContentRecord[];
  testimonials: Testimonial[];
  events: SchoolEvent[];
  gallery: GalleryItem[];
  announcements: Announcement[];
  videos: Video[];
  circulars: Circular[];
  alerts: Alert[];
}

export type LiveListName = keyof LiveLists;

/** A document the site serves now at its address (`documentHref`): published, with a file. */
export interface PublishedDocument {
  title: string;
  /** When its copy on the site was last changed (a file replaced, a title edited) or published, ISO. */
  updatedAt: string;
}

/**
 * The school's documents the site serves now, by key. A key a page links that is not here is a document not
 * uploaded yet (or not published): the page says so instead of linking an address that answers 404.
 */
export type DocumentsOnSite = Readonly<Record<string, PublishedDocument>>;

/**
 * A page of the site map whose text the school has published: keyed by the page's site-map id, with its title, its
 * description for search engines and link previews, and its text as Markdown with blocks (packages/page-blocks), which
 * staff never see: the console edits it as formatted text.
 */
export interface PublishedPage {
  title: string;
  description: string;
  text: string;
  /** When its copy on the site was last changed or published, ISO. */
  updatedAt: string;
}

/** The pages the site shows now, by site-map id. A page not here is not written yet (or not published). */
export type PagesOnSite = Readonly<Record<string, PublishedPage>>;

/** The school's disclosure as the site shows it now, and when its copy on the site last changed (ISO). */
export interface PublishedDisclosure {
  disclosure: Disclosure;
  updatedAt: string;
  /** When the profile, whose facts section A shows, was last saved (ISO). */
  profileSavedAt?: string;
}

/** An album as its own page reads it: the API's answer, and the alt text staff wrote for each photo ('' if none). */
export type LiveAlbum = Album & { alts: string[] };

export interface LiveSource {
  /** The code of the school the page is for, which the browser's API calls carry. */
  readonly schoolCode: string;
  /** A published list of the configured school, newest first. */
  list<Name extends LiveListName>(name: Name): Promise<LiveLists[Name]>;
  /** One photo album, or undefined when there is none with this id. */
  album(id: string): Promise<LiveAlbum | undefined>;
  /** The school's documents the site serves now; read once per page, however many of its parts link one. */
  documents(): Promise<DocumentsOnSite>;
  /** The school's published pages; read once per render, however many of its parts ask (the menus, the page). */
  pages(): Promise<PagesOnSite>;
  /** The school's published Mandatory Public Disclosure; undefined while it has none. */
  disclosure(): Promise<PublishedDisclosure | undefined>;
  /** The site search's best results for a query `readSearchQuery` accepted, best first. */
  search(query: string): Promise<SearchHit[]>;
  /** The school's profile, for every page's header and footer; undefined until the school has saved one. */
  profile(): Promise<SchoolProfile | undefined>;
  /** The day it was at the school at an instant (ISO), as `YYYY-MM-DD`: a document's date as the school saw it. */
  dayAt(instant: string): string;
  /** The day it is at the school. A page that asks is out of date when the day ends (its cached copy expires then). */
  today(): SchoolDay;
  /** Records a failed load; the page goes on with the spec's fallback. */
  logError(message: string, error: unknown): void;
}
