/**
 * How a stored row becomes each kind's answer, with the spec's field names.
 * Nothing here is trusted: a row may hold a wrong date, an unknown category or
 * a JSON column that is not JSON, so each answer is checked against its
 * schema before it is served (checked-items.ts).
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
} from '@school/shared/api-schema';
import type { ContentKind } from '@school/shared/content-categories';
import { safeLinkHref } from '@school/shared/link-safety';
import type { LiveAlbum } from '@school/shared/live-source';
import { changedOnSiteAt, type ContentRow } from './repository';

/** An answer's fields as read from the row, before its schema has checked them. */
export type Unchecked<Answer> = { [Field in keyof Answer]: unknown };

/** A JSON column's value; text that is not JSON reads as undefined, which the answer's schema refuses. */
function json(column: string): unknown {
  try {
    return JSON.parse(column);
  } catch {
    return undefined;
  }
}

export const toHighlight = (row: ContentRow): Unchecked<Highlight> => ({
  _id: row.id,
  title: row.title,
  attachments: json(row.attachments),
});

export const toNewsItem = (row: ContentRow): Unchecked<NewsItem> => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  fromDate: row.date,
  attachments: json(row.attachments),
});

export const toRegistration = (row: ContentRow): Unchecked<Registration> => ({
  _id: row.id,
  title: row.title,
  url: row.url,
  attachments: json(row.attachments),
});

export const toContentRecord = (row: ContentRow): Unchecked<ContentRecord> => ({
  _id: row.id,
  category: row.category,
  title: row.title,
  description: row.description,
  message: row.message,
  name: row.name,
  url: row.url,
  attachments: json(row.attachments),
});

export const toTestimonial = (row: ContentRow): Unchecked<Testimonial> => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  attachments: json(row.attachments),
  createdAt: row.created_at,
});

export const toEvent = (row: ContentRow): Unchecked<SchoolEvent> => ({
  _id: row.id,
  title: row.title,
  date: row.date,
  time: row.time,
  venue: row.venue,
  description: row.description,
  images: json(row.images),
  attachments: json(row.attachments),
});

export const toGalleryItem = (row: ContentRow): Unchecked<GalleryItem> => ({
  _id: row.id,
  category: row.category,
  school: row.school_tab,
  title: row.title,
  description: row.description,
  date: row.date,
  attachments: json(row.attachments),
});

export const toAlbum = (row: ContentRow): Unchecked<Album> => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  date: row.date,
  attachments: json(row.attachments),
});

/** The album with the alt text staff wrote for each photo, for the site's own album page. */
export const toLiveAlbum = (row: ContentRow): Unchecked<LiveAlbum> => ({
  ...toAlbum(row),
  alts: json(row.attachment_alts),
});

export const toAnnouncement = (row: ContentRow): Unchecked<Announcement> => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  image: json(row.images),
  attachments: json(row.attachments),
  url: row.url,
});

export const toVideo = (row: ContentRow): Unchecked<Video> => ({
  _id: row.id,
  title: row.title,
  date: row.date,
  videoUrl: row.video_url,
});

export const toCircular = (row: ContentRow): Unchecked<Circular> => ({
  _id: row.id,
  category: row.category,
  date: row.date,
  title: row.title,
  attachments: json(row.attachments),
});

/** A document as the console and the site's links know it: the key pages link it by, and its files, current first. */
export const toDocument = (row: ContentRow) => ({
  _id: row.id,
  key: row.key ?? '',
  title: row.title,
  attachments: json(row.attachments),
});

/** A page's text as the site renders it: the site-map page it is, by key, and its text (Markdown with blocks). */
export const toPage = (row: ContentRow) => ({
  _id: row.id,
  key: row.key ?? '',
  title: row.title,
  description: row.description,
  text: row.message,
});

export const toAlert = (row: ContentRow): Unchecked<Alert> => ({
  _id: row.id,
  title: row.title,
  level: row.category,
  // Checked when staff type it, and again here for a row written any other way: never a script's address.
  url: safeLinkHref(row.url) ?? '',
  since: changedOnSiteAt(row),
  until: row.unpublish_at,
});

/** The disclosure's own parts as the console keeps them (JSON, checked where it is read: readDisclosure). */
export const toDisclosure = (row: ContentRow) => ({ _id: row.id, key: row.key ?? '', text: row.message });

export const mappers: Record<ContentKind, (row: ContentRow) => unknown> = {
  highlight: toHighlight,
  news: toNewsItem,
  registration: toRegistration,
  record: toContentRecord,
  testimonial: toTestimonial,
  event: toEvent,
  gallery: toGalleryItem,
  announcement: toAnnouncement,
  video: toVideo,
  circular: toCircular,
  document: toDocument,
  page: toPage,
  alert: toAlert,
  disclosure: toDisclosure,
};
