/**
 * The home page's live blocks (spec section 2, Home), read in parallel from
 * the load context's content source. A list that fails to load is logged and
 * gives the spec's fallback (section 8): nothing for registrations,
 * announcements, testimonials and the gallery, placeholders for news, the
 * three samples for achievements, 'Loading video...' for the video.
 */
import type { Announcement, ContentRecord, GalleryItem, NewsItem, Registration } from '@school/shared/api-schema';
import { safeLinkHref } from '@school/shared/link-safety';
import { newestFirst } from '@school/shared/list-filters';
import type { LiveSource } from '@school/shared/live-source';
import { home } from '@school/content/tables/home';
import { imageViewById } from '../../content/images.server';
import { firstHref } from '../../live/attachment-href';
import { htmlToPlainText } from '../../live/plain-text.server';
import { readList } from '../../live/read-list.server';
import type { LeaderMessageView, SchoolTab } from '../../live/shared-views';
import { leaderMessage, playable, testimonialView, videoView } from '../../live/shared-views.server';
import { uploadedPhoto } from '../../live/uploaded-photo';
import { albumHref } from '../../site/navigation';
import type {
  AchievementView,
  AnnouncementView,
  GallerySlideView,
  HomeLive,
  NewsView,
  RegistrationView,
} from './home-views';

/** The exact log line of spec section 8. */
export const registrationError = 'Error fetching online registration data';

export const homeLiveErrors = {
  registrations: registrationError,
  news: 'Error fetching news',
  records: 'Error fetching leaders’ messages and achievements',
  testimonials: 'Error fetching testimonials',
  gallery: 'Error fetching gallery',
  videos: 'Error fetching videos',
  announcements: 'Error fetching announcements',
} as const;

/** Characters of a leader's message the home slide shows; the whole message is one Read More away. */
export const messageOpeningLength = 400;

/** The opening of a message, cut at a word, so the home page carries only what its slide shows. */
function opening(message: LeaderMessageView | undefined): LeaderMessageView | undefined {
  if (!message || message.text.length <= messageOpeningLength) return message;
  const cut = message.text.slice(0, messageOpeningLength);
  return { ...message, text: `${cut.slice(0, cut.lastIndexOf(' ')).trimEnd()}…` };
}

/** The home slider shows the photo albums of the 'Grades I to X' tab (spec section 7). */
const homeGallerySchool: SchoolTab = 'Grades I to X';

/** A news item for the ticker, which shows a line or two of the description as text. */
export function newsView(item: NewsItem): NewsView {
  return {
    id: item._id,
    title: item.title,
    description: htmlToPlainText(item.description),
    fromDate: item.fromDate,
    attachmentHref: firstHref(item.attachments),
  };
}

function registrationView(item: Registration): RegistrationView {
  return { id: item._id, title: item.title, url: safeLinkHref(item.url), attachmentHref: firstHref(item.attachments) };
}

function achievementView(record: ContentRecord): AchievementView {
  const [photo] = record.attachments;
  return {
    key: record._id,
    title: record.title,
    description: record.description,
    photo: photo ? uploadedPhoto(photo, record.title) : undefined,
  };
}

function sampleAchievements(): AchievementView[] {
  return home.sampleAchievements.map((item) => ({
    key: `sample-${item.image}`,
    title: item.title,
    description: item.description,
    photo: imageViewById(item.image, 'content/tables/home.ts'),
  }));
}

function gallerySlide(item: GalleryItem): GallerySlideView {
  const [cover] = item.attachments;
  return {
    id: item._id,
    title: item.title,
    href: albumHref(item._id),
    photo: cover ? uploadedPhoto(cover, item.title) : undefined,
  };
}

function announcementView(item: Announcement): AnnouncementView {
  const [image] = item.image;
  return {
    id: item._id,
    title: item.title,
    description: item.description,
    // The title is read just above the picture; its alt would say it twice.
    image: image ? uploadedPhoto(image, '') : undefined,
    attachmentHref: firstHref(item.attachments),
    url: safeLinkHref(item.url),
  };
}

export async function homeLive(source: LiveSource): Promise<HomeLive> {
  const [registrations, news, records, testimonials, gallery, videos, announcements] = await Promise.all([
    readList(source, 'registrations', homeLiveErrors.registrations, []),
    readList(source, 'news', homeLiveErrors.news, []),
    readList(source, 'records', homeLiveErrors.records, []),
    readList(source, 'testimonials', homeLiveErrors.testimonials, []),
    readList(source, 'gallery', homeLiveErrors.gallery, []),
    readList(source, 'videos', homeLiveErrors.videos, []),
    readList(source, 'announcements', homeLiveErrors.announcements, []),
  ]);

  const achievements = records.filter((record) => record.category === 'Achievement').map(achievementView);
  const [newestVideo] = newestFirst(videos.filter(playable), (video) => video.date);

  return {
    registrations: registrations.map(registrationView),
    news: newestFirst(news, (item) => item.fromDate).map(newsView),
    messages: {
      Chairman: opening(leaderMessage(records, 'Chairman')),
      Director: opening(leaderMessage(records, 'Director')),
      Principal: opening(leaderMessage(records, 'Principal')),
    },
    portraitPlaceholder: imageViewById('portrait-placeholder', 'home live blocks'),
    // With no achievements to show, the three built-in samples stand in (spec section 4).
    achievements: achievements.length > 0 ? achievements : sampleAchievements(),
    testimonials: newestFirst(testimonials, (item) => item.createdAt).map(testimonialView),
    gallery: newestFirst(
      gallery.filter((item) => item.category === 'PhotoGallery' && item.school === homeGallerySchool),
      (item) => item.date,
    ).map(gallerySlide),
    video: newestVideo && videoView(newestVideo),
    announcements: announcements.map(announcementView),
  };
}
