/**
 * How a stored row becomes each kind's answer, with the spec's field names.
 * Categories and school tabs were checked when the content was written.
 */
import type {
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
import type { ContentRow } from './repository';

const paths = (json: string): string[] => JSON.parse(json) as string[];

export const toHighlight = (row: ContentRow): Highlight => ({
  _id: row.id,
  title: row.title,
  attachments: paths(row.attachments),
});

export const toNewsItem = (row: ContentRow): NewsItem => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  fromDate: row.date,
  attachments: paths(row.attachments),
});

export const toRegistration = (row: ContentRow): Registration => ({
  _id: row.id,
  title: row.title,
  url: row.url,
  attachments: paths(row.attachments),
});

export const toContentRecord = (row: ContentRow): ContentRecord => ({
  _id: row.id,
  category: row.category as ContentRecord['category'],
  title: row.title,
  description: row.description,
  message: row.message,
  name: row.name,
  url: row.url,
  attachments: paths(row.attachments),
});

export const toTestimonial = (row: ContentRow): Testimonial => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  attachments: paths(row.attachments),
  createdAt: row.created_at,
});

export const toEvent = (row: ContentRow): SchoolEvent => ({
  _id: row.id,
  title: row.title,
  date: row.date,
  time: row.time,
  venue: row.venue,
  description: row.description,
  images: paths(row.images),
  attachments: paths(row.attachments),
});

export const toGalleryItem = (row: ContentRow): GalleryItem => ({
  _id: row.id,
  category: row.category as GalleryItem['category'],
  school: row.school_tab as GalleryItem['school'],
  title: row.title,
  description: row.description,
  date: row.date,
  attachments: paths(row.attachments),
});

export const toAlbum = (row: ContentRow): Album => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  date: row.date,
  attachments: paths(row.attachments),
});

export const toAnnouncement = (row: ContentRow): Announcement => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  image: paths(row.images),
  attachments: paths(row.attachments),
  url: row.url,
});

export const toVideo = (row: ContentRow): Video => ({
  _id: row.id,
  title: row.title,
  date: row.date,
  videoUrl: row.video_url,
});

export const toCircular = (row: ContentRow): Circular => ({
  _id: row.id,
  category: row.category as Circular['category'],
  date: row.date,
  title: row.title,
  attachments: paths(row.attachments),
});

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
};
