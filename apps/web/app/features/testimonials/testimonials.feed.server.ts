/** `::live{feed="testimonials"}`: every testimonial, newest first, as plain text. */
import type { ComponentProps } from 'react';
import { newestFirst } from '@school/shared/list-filters';
import { defineFeed } from '../../blocks/live/define-feed.server';
import { readList } from '../../blocks/live/read-list.server';
import { testimonialView } from '../../blocks/live/shared-views.server';
import type { TestimonialList } from './testimonial-list';

export default defineFeed<ComponentProps<typeof TestimonialList>>({
  async load({ source }) {
    const testimonials = await readList(source, 'testimonials', 'Error fetching testimonials', []);
    return { items: newestFirst(testimonials, (item) => item.createdAt).map(testimonialView) };
  },
});
