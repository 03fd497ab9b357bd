/**
 * The home page's live blocks (spec section 2, Home), read in parallel from
 * the load context's content source. A list that fails to load is logged and
 * gives the spec's fallback (section 8): nothing for registrations,
 * announcements, testimonials and the gallery, placeholders for news, the
 * three samples for achievements, 'Loading video...' for the video.
 */
import type {
  Announcement,
  ContentRecord,
  GalleryItem,
  NewsItem,
  Registration,
  Testimonial,
  Video,
} from '@school/shared/api-schema';
import { homeGalleryAlbums } from '@school/shared/carousel-settings';
import { safeLinkHref } from '@school/shared/link-safety';
import { newestFirst } from '@school/shared/list-filters';
import type { LiveSource } from '@school/shared/live-source';
import { home } from '@school/content/tables/home';
import { imageViewById } from '../../blocks/page/images.server';
import { firstHref } from '../../blocks/live/attachment-href';
import { htmlToPlainText, textOpening } from '../../blocks/live/plain-text.server';
import { readList } from '../../blocks/live/read-list.server';
import type { LeaderMessageView, SchoolTab } from '../../blocks/live/shared-views';
import { leaderMessage, playable, testimonialView, videoView } from '../../blocks/live/shared-views.server';
import { uploadedPhoto } from '../../blocks/live/uploaded-photo';
import { albumHref } from '../../site/navigation';
import type {
  AchievementView,
  AnnouncementView,
  GallerySlideView,
  HomeLive,
  HomeVideoView,
  NewsView,
  Picture,
  RegistrationView,
  TestimonialSlideView,
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

/**
 * The most characters of a text a home block can show: a quote slide clamps
 * a leader's message or a testimonial to 4 or 5 lines of at most 70ch, and
 * the news ticker a description to 2 lines across the page. The whole text
 * is one link away.
 */
export const textOpeningLength = 400;

/** The opening of a text, so the home page carries only what its block shows. */
const opening = (text: string) => textOpening(text, textOpeningLength);

function messageOpening(message: LeaderMessageView | undefined): LeaderMessageView | undefined {
  return message && { ...message, text: opening(message.text) };
}

/** The home slider shows the photo albums of the 'Grades I to X' tab (spec section 7). */
const homeGallerySchool: SchoolTab = 'Grades I to X';

/** A news item for the ticker, which shows a line or two of the description as text. */
export function newsView(item: NewsItem): NewsView {
  return {
    title: item.title,
    description: opening(htmlToPlainText(item.description)),
    fromDate: item.fromDate,
    attachmentHref: firstHref(item.attachments),
  };
}

function registrationView(item: Registration): RegistrationView {
  return { title: item.title, url: safeLinkHref(item.url), attachmentHref: firstHref(item.attachments) };
}

function achievementView(record: ContentRecord): AchievementView {
  const [photo] = record.attachments;
  return {
    title: record.title,
    description: record.description,
    // Staff give no words for this photo, and its title is the card's heading beside it: it needs no alt text.
    photo: photo ? uploadedPhoto(photo, '') : undefined,
  };
}

function sampleAchievements(): AchievementView[] {
  return home.sampleAchievements.map((item) => {
    // The card sets the photo's size itself, so the sample's width and height stay behind.
    const { src, alt } = imageViewById(item.image, 'content/tables/home.ts');
    return { title: item.title, description: item.description, photo: { src, alt } };
  });
}

function gallerySlide(item: GalleryItem): GallerySlideView {
  const [cover] = item.attachments;
  if (!cover) return { title: item.title, href: albumHref(item._id) };
  const { src, resized } = uploadedPhoto(cover, '');
  return { title: item.title, href: albumHref(item._id), photo: { src, resized } };
}

function testimonialSlide(item: Testimonial): TestimonialSlideView {
  const { name, text, photo } = testimonialView(item);
  return { name, text: opening(text), photo };
}

/** The slides draw the placeholder at their own size, so it goes without its width and height. */
function portraitPlaceholder(): Picture {
  const { src, alt } = imageViewById('portrait-placeholder', 'home live blocks');
  return { src, alt };
}

function homeVideo(video: Video): HomeVideoView {
  const { title, embedUrl } = videoView(video);
  return { title, embedUrl };
}

function announcementView(item: Announcement): AnnouncementView {
  const [image] = item.image;
  return {
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
  const albums = gallery.filter((item) => item.category === 'PhotoGallery' && item.school === homeGallerySchool);

  return {
    registrations: registrations.map(registrationView),
    news: newestFirst(news, (item) => item.fromDate).map(newsView),
    messages: {
      Chairman: messageOpening(leaderMessage(records, 'Chairman')),
      Director: messageOpening(leaderMessage(records, 'Director')),
      Principal: messageOpening(leaderMessage(records, 'Principal')),
    },
    portraitPlaceholder: portraitPlaceholder(),
    // With no achievements to show, the three built-in samples stand in (spec section 4).
    achievements: achievements.length > 0 ? achievements : sampleAchievements(),
    testimonials: newestFirst(testimonials, (item) => item.createdAt).map(testimonialSlide),
    gallery: newestFirst(albums, (item) => item.date)
      .slice(0, homeGalleryAlbums)
      .map(gallerySlide),
    video: newestVideo && homeVideo(newestVideo),
    announcements: announcements.map(announcementView),
  };
}
