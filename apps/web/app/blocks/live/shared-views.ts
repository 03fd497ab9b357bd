/**
 * Views that more than one feature draws: a testimonial, a video and a
 * leader's message appear on their own pages and in the home page's blocks,
 * so they live below both (features never import each other). A view that
 * one feature draws lives in that feature. Fields are text: stored markup
 * reaches a page only as a feature's `...Html` field (rich-text.server.ts).
 */
import type { leaderCategories, schoolTabs } from '@school/shared/content-categories';
import type { PhotoView } from './uploaded-photo';

export type LeaderCategory = (typeof leaderCategories)[number];
export type SchoolTab = (typeof schoolTabs)[number];

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
