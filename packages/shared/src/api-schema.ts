/**
 * The content API's answers, with the field names of spec section 3 (`_id`,
 * `attachments`, `fromDate`, ...), so the site and any client of the original
 * backend speak the same contract. The server validates every answer against
 * these, and its OpenAPI document is generated from them.
 */
import { z } from 'zod';
import { alertLevels, circularCategories, galleryCategories, recordCategories, schoolTabs } from './content-categories';

/** A storage path that `GET /api/image/{path}` serves, such as `news/2026/annual-day.pdf`. */
export const storagePathSchema = z
  .string()
  .min(1)
  .max(300)
  // A `..` segment would make the browser resolve /api/image/../x to another address of the site.
  .refine((path) => !path.split('/').some((segment) => segment === '..' || segment === '.'), 'no . or .. segments');
const attachments = z.array(storagePathSchema);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'an ISO date');

export const schoolCodeSchema = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _');

export const highlightSchema = z.object({ _id: z.string(), title: z.string(), attachments });

export const newsItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  fromDate: isoDate,
  attachments,
});

export const registrationSchema = z.object({ _id: z.string(), title: z.string(), url: z.string(), attachments });

/** Leaders' messages and the other content records (achievements, admission downloads), told apart by category. */
export const contentRecordSchema = z.object({
  _id: z.string(),
  category: z.enum(recordCategories),
  title: z.string(),
  description: z.string(),
  message: z.string(),
  name: z.string(),
  url: z.string(),
  attachments,
});

export const testimonialSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  attachments,
  createdAt: z.string(),
});

export const eventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  date: isoDate,
  time: z.string(),
  venue: z.string(),
  description: z.string(),
  images: attachments,
  attachments,
});

export const galleryItemSchema = z.object({
  _id: z.string(),
  category: z.enum(galleryCategories),
  school: z.enum(schoolTabs),
  title: z.string(),
  description: z.string(),
  date: isoDate,
  attachments,
});

export const albumSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  date: isoDate,
  attachments,
});

export const announcementSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: attachments,
  attachments,
  url: z.string(),
});

/**
 * An alert every page shows at its top while it is published: its message, how pressing it is, where "More" leads
 * ('' for nowhere), when it came on the site and when it leaves by itself (null: when staff withdraw it).
 */
export const alertSchema = z.object({
  _id: z.string(),
  title: z.string(),
  level: z.enum(alertLevels),
  url: z.string(),
  since: z.iso.datetime(),
  until: z.iso.datetime().nullable(),
});

export const videoSchema = z.object({ _id: z.string(), title: z.string(), date: isoDate, videoUrl: z.string() });

export const circularSchema = z.object({
  _id: z.string(),
  category: z.enum(circularCategories),
  date: isoDate,
  title: z.string(),
  attachments,
});

export const visitorCountSchema = z.array(z.object({ visitor: z.number().int().nonnegative() })).length(1);
export const visitorPayloadSchema = z.object({ schoolcode: schoolCodeSchema });

export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export type Highlight = z.infer<typeof highlightSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
export type Registration = z.infer<typeof registrationSchema>;
export type ContentRecord = z.infer<typeof contentRecordSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type SchoolEvent = z.infer<typeof eventSchema>;
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type Album = z.infer<typeof albumSchema>;
export type Announcement = z.infer<typeof announcementSchema>;
export type Video = z.infer<typeof videoSchema>;
export type Alert = z.infer<typeof alertSchema>;
export type Circular = z.infer<typeof circularSchema>;
