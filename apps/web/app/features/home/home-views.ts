/**
 * The home page's live blocks as its loader hands them to the components:
 * plain data with every address already worked out (see home-live.server.ts).
 */
import type { ImageView } from '../../content/blocks';
import type { LeaderCategory, LeaderMessageView, TestimonialView, VideoView } from '../../live/shared-views';
import type { PhotoView } from '../../live/uploaded-photo';

/** A picture to draw: an uploaded photo (with variants) or one of the site's own images. */
export interface Picture {
  src: string;
  srcSet?: string;
  alt: string;
}

/** A news item in the ticker: the description as plain text, of which a line or two is shown. */
export interface NewsView {
  id: string;
  title: string;
  description: string;
  fromDate: string;
  attachmentHref?: string;
}

export interface RegistrationView {
  id: string;
  title: string;
  /** Only when the stored url may be linked (see link-safety.ts). */
  url?: string;
  attachmentHref?: string;
}

export interface AchievementView {
  key: string;
  title: string;
  description: string;
  photo?: Picture;
}

export interface GallerySlideView {
  id: string;
  title: string;
  href: string;
  photo?: PhotoView;
}

export interface AnnouncementView {
  id: string;
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
  messages: Partial<Record<LeaderCategory, LeaderMessageView>>;
  /** The 400x400 stand-in for a missing leader's or author's photo (spec section 9). */
  portraitPlaceholder: ImageView;
  achievements: AchievementView[];
  testimonials: TestimonialView[];
  gallery: GallerySlideView[];
  /** Undefined until there is a video: the block shows 'Loading video...'. */
  video?: VideoView;
  announcements: AnnouncementView[];
}
