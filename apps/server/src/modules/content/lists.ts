/**
 * The published lists of spec section 7: for each list's API route, the
 * content kind it reads, the schema of one item and how many newest items it
 * keeps. The API routes and the website's loaders both read lists from here.
 */
import { z } from 'zod';
import {
  alertSchema,
  announcementSchema,
  circularSchema,
  contentRecordSchema,
  eventSchema,
  galleryItemSchema,
  highlightSchema,
  newsItemSchema,
  registrationSchema,
  testimonialSchema,
  videoSchema,
} from '@school/shared/api-schema';
import type { LiveListName } from '@school/shared/live-source';
import type { ContentKind } from '@school/shared/content-categories';

/** How many items `GET /api/news/{code}` (the home page's ticker) returns; `/news/all` returns every one. */
export const latestNewsCount = 10;

export interface ContentList {
  kind: ContentKind;
  /** The whole answer: an array of the list's items, each checked on its own (checked-items.ts). */
  answer: z.ZodArray<z.ZodType>;
  limit?: number;
  summary: string;
}

function list(kind: ContentKind, item: z.ZodType, summary: string, limit?: number): ContentList {
  return { kind, answer: z.array(item), summary, limit };
}

export const contentLists: Record<LiveListName, ContentList> = {
  highlights: list('highlight', highlightSchema, 'Highlights for the header ticker'),
  news: list('news', newsItemSchema, 'The latest news', latestNewsCount),
  allNews: list('news', newsItemSchema, 'All news'),
  registrations: list('registration', registrationSchema, 'Online registration entries'),
  records: list('record', contentRecordSchema, "Leaders' messages, achievements and admission downloads, by category"),
  testimonials: list('testimonial', testimonialSchema, 'Testimonials, newest first'),
  events: list('event', eventSchema, 'Events'),
  gallery: list('gallery', galleryItemSchema, 'Photo albums and award pictures'),
  announcements: list('announcement', announcementSchema, 'Announcements'),
  videos: list('video', videoSchema, 'Videos, newest first'),
  circulars: list('circular', circularSchema, 'Magazine issues (Loquacity, Dipscoop)'),
  alerts: list('alert', alertSchema, 'Alerts every page shows at its top, newest first, each with its level'),
};
