/**
 * The home page's live blocks as its loader hands them to the components:
 * plain data with every address already worked out (see home-live.server.ts).
 * Everything here reaches the browser twice, as HTML and as hydration data,
 * so a view holds only what its block draws: no ids (each list is drawn once,
 * in the loader's order, so a slide's place is its key) and no text the block
 * cuts off.
 */
import type { LeaderCategory, LeaderMessageView, TestimonialView, VideoView } from '../../blocks/live/shared-views';
import type { PhotoView } from '../../blocks/live/uploaded-photo';

/** A picture to draw: an uploaded photo (with resized copies) or one of the site's own images. */
export type Picture = Pick<PhotoView, 'src' | 'alt'> & Partial<Pick<PhotoView, 'resized'>>;

/** A news item in the ticker: the opening of the description as plain text, of which a line or two is shown. */
export interface NewsView {
  title: string;
  description: string;
  fromDate: string;
  attachmentHref?: string;
}

export interface RegistrationView {
  title: string;
  /** Only when the stored url may be linked (see link-safety.ts). */
  url?: string;
  attachmentHref?: string;
}

export interface AchievementView {
  title: string;
  description: string;
  photo?: Picture;
}

export interface GallerySlideView {
  title: string;
  href: string;
  /** Drawn beside the album's title, so it has no alt text of its own. */
  photo?: Pick<PhotoView, 'src' | 'resized'>;
}

/** A testimonial slide: its author, photo and the opening of the text (the slide shows a few lines). */
export type TestimonialSlideView = Omit<TestimonialView, 'id'>;

/** The home page's video: the player needs only its title and address. */
export type HomeVideoView = Pick<VideoView, 'title' | 'embedUrl'>;

export interface AnnouncementView {
  title: string;
  description: string;
  image?: PhotoView;
  attachmentHref?: string;
  /** Only when the stored url is not blank and may be linked (see link-safety.ts). */
  url?: string;
}

export interface HomeLive {
  registrations: RegistrationView[];
  news: NewsView[];
  /** The opening of each message, as the carousel shows it. */
  messages: Partial<Record<LeaderCategory, LeaderMessageView>>;
  /** The 400x400 stand-in for a missing leader's or author's photo (spec section 9), drawn at the slide's size. */
  portraitPlaceholder: Picture;
  achievements: AchievementView[];
  testimonials: TestimonialSlideView[];
  /** The newest albums only (homeGalleryAlbums); View All leads to the rest. */
  gallery: GallerySlideView[];
  /** Undefined until there is a video: the block shows 'Loading video...'. */
  video?: HomeVideoView;
  announcements: AnnouncementView[];
}
