/** What the feed loaders' tests share: the page address, the school's "today", a failure, and item builders. */
import type { ContentRecord, GalleryItem } from '@school/shared/api-schema';
import { schoolDay } from '@school/shared/school-time';

export const url = new URL('https://school.example/news');
/** 28 November 2026 at the school. */
export const today = schoolDay('Asia/Kolkata', Date.parse('2026-11-28T06:00:00Z'));
export const down = new Error('database unavailable');

export const record = (
  id: string,
  category: ContentRecord['category'],
  extra: Partial<ContentRecord> = {},
): ContentRecord => ({
  _id: id,
  category,
  title: `${category} record`,
  description: '',
  message: '',
  name: `${category} name`,
  url: '',
  attachments: [],
  ...extra,
});

export const galleryItem = (
  id: string,
  category: GalleryItem['category'],
  date: string,
  attachments: string[],
): GalleryItem => ({
  _id: id,
  category,
  school: 'Junior',
  title: `Album ${id}`,
  description: '',
  date,
  attachments,
});
