/** Shapes the views of shared-views.ts from stored items, for the feeds and the home page alike. */
import type { ContentRecord, Testimonial, Video } from '@school/shared/api-schema';
import { isWebAddress, toEmbedUrl } from '@school/shared/video-embed';
import { imageViewById } from '../page/images.server';
import { htmlToPlainText } from './plain-text.server';
import type { LeaderCategory, LeaderMessageView, TestimonialView, VideoView } from './shared-views';
import { uploadedPhoto, type PhotoView } from './uploaded-photo';

export function testimonialView(item: Testimonial): TestimonialView {
  const [photo] = item.attachments;
  return {
    id: item._id,
    name: item.name,
    text: htmlToPlainText(item.description),
    photo: photo ? uploadedPhoto(photo, `Photo of ${item.name}`) : undefined,
  };
}

/** Only web addresses go into a player's frame; anything else stored by mistake is left out. */
export function playable(video: Video): boolean {
  return isWebAddress(video.videoUrl);
}

export function videoView(video: Video): VideoView {
  return { id: video._id, title: video.title, date: video.date, embedUrl: toEmbedUrl(video.videoUrl) };
}

/** The 400x400 picture that stands in for a leader's missing photo (spec section 9). */
export function portraitPlaceholder(): PhotoView {
  const { src, alt } = imageViewById('portrait-placeholder', 'live feeds');
  return { src, alt, resized: false };
}

/** Who signs a leader's message: name, title and photo. */
export function leaderSignature(record: ContentRecord): Omit<LeaderMessageView, 'text'> {
  const [photo] = record.attachments;
  return {
    name: record.name,
    title: record.title,
    photo: photo ? uploadedPhoto(photo, `Photo of ${record.name}`) : portraitPlaceholder(),
  };
}

/** A leader's message, or its description when the record has no message. */
export const storedMessage = (record: ContentRecord) => record.message || record.description;

/** The newest record of a leader, from the records of that category. */
export const leaderRecord = (records: ContentRecord[], category: LeaderCategory) =>
  records.find((item) => item.category === category);

/** The newest message of a leader as plain text, for the home page's carousel, which shows only its opening. */
export function leaderMessage(records: ContentRecord[], category: LeaderCategory): LeaderMessageView | undefined {
  const record = leaderRecord(records, category);
  return record && { ...leaderSignature(record), text: htmlToPlainText(storedMessage(record)) };
}
