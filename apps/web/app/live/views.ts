/**
 * The live blocks a page's Markdown can place with `::live{feed="..."}`, and
 * the plain data each becomes after its loader has read the content: exactly
 * what its component renders, with every address and date already worked out.
 * Fields named `...Html` hold stored formatted text after rich-text.server.ts
 * made it safe, and are the only stored markup a page draws as HTML; every
 * other field is text.
 */
import type {
  circularCategories,
  galleryCategories,
  leaderCategories,
  schoolTabs,
} from '@school/shared/content-categories';

export type MagazineCategory = (typeof circularCategories)[number];
export type AwardsCategory = Exclude<(typeof galleryCategories)[number], 'PhotoGallery'>;
export type LeaderCategory = (typeof leaderCategories)[number];
export type SchoolTab = (typeof schoolTabs)[number];

/** The feeds a `::live` block names on its own; the others also name a `category`. */
export const plainFeeds = [
  'news',
  'events',
  'gallery',
  'album',
  'videos',
  'testimonials',
  'admission-downloads',
] as const;

/** Where a block's data comes from; `category` picks one kind of a shared list. */
export type LiveFeed =
  | { feed: (typeof plainFeeds)[number] }
  | { feed: 'magazine'; category: MagazineCategory }
  | { feed: 'message'; category: LeaderCategory }
  | { feed: 'awards'; category: AwardsCategory };

export type FeedName = LiveFeed['feed'];

/** An uploaded picture, with resized variants for small screens. */
export interface PhotoView {
  src: string;
  srcSet: string;
  alt: string;
}

/** A news item where a line or two of it is shown (the home page's ticker): the description as plain text. */
export interface NewsView {
  id: string;
  title: string;
  description: string;
  fromDate: string;
  attachmentHref?: string;
}

/** A news item on /news, with its formatted description. */
export interface NewsArticleView extends Omit<NewsView, 'description'> {
  descriptionHtml: string;
}

export interface EventView {
  id: string;
  title: string;
  date: string;
  time: string;
  venue: string;
  descriptionHtml: string;
  thumbnail: PhotoView;
  attachmentHref?: string;
}

export interface AlbumCardView {
  id: string;
  title: string;
  school: SchoolTab;
  date: string;
  photoCount: number;
  cover?: PhotoView;
}

export interface AlbumView {
  title: string;
  description: string;
  date: string;
  photos: PhotoView[];
}

export interface VideoView {
  id: string;
  title: string;
  date: string;
  embedUrl: string;
}

export interface TestimonialView {
  id: string;
  name: string;
  text: string;
  photo?: PhotoView;
}

/** A leader's message where only its opening is shown (the home page's carousel): plain text. */
export interface LeaderMessageView {
  name: string;
  title: string;
  text: string;
  photo?: PhotoView;
}

/** A leader's message on its own page, formatted. */
export interface LeaderMessagePageView extends Omit<LeaderMessageView, 'text'> {
  messageHtml: string;
}

export interface DownloadView {
  id: string;
  title: string;
  href: string;
}

export interface IssueView {
  id: string;
  title: string;
  date: string;
  href: string;
}

export interface AwardView {
  id: string;
  title: string;
  photo: PhotoView;
}

/** A live block after loading. `undefined` data means "still loading" in the spec's sense: it never arrived. */
export type LiveView =
  | { feed: 'news'; items: NewsArticleView[]; defaultYear: number }
  | { feed: 'events'; items: EventView[]; defaultYear: number; defaultMonth: number }
  | { feed: 'gallery'; albums: AlbumCardView[]; defaultYear: number }
  | { feed: 'album'; album?: AlbumView }
  | { feed: 'videos'; items: VideoView[] }
  | { feed: 'testimonials'; items: TestimonialView[] }
  | { feed: 'admission-downloads'; items: DownloadView[] }
  | { feed: 'magazine'; category: MagazineCategory; issues: IssueView[]; defaultYear: number }
  | { feed: 'message'; category: LeaderCategory; message?: LeaderMessagePageView }
  | { feed: 'awards'; category: AwardsCategory; awards?: AwardView[] };
