/** The testimonials feed's loader: newest first by createdAt, as plain text. */
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '@school/shared/api-schema';
import { fakeLiveSource } from '../../../test/fake-live-source';
import { today, url } from '../../../test/live-fixtures';
import { loadLiveView } from '../../../test/load-live-view';
import type { TestimonialList } from './testimonial-list';

describe('testimonials', () => {
  it('testimonials come newest first by createdAt, as plain text', async () => {
    const testimonial = (id: string, createdAt: string): Testimonial => ({
      _id: id,
      name: id,
      description: `<p>From ${id}</p>`,
      attachments: [],
      createdAt,
    });
    const { source } = fakeLiveSource({
      testimonials: [testimonial('old', '2025-01-01T10:00:00.000Z'), testimonial('new', '2026-05-01T10:00:00.000Z')],
    });
    const view = await loadLiveView<typeof TestimonialList>({ feed: 'testimonials' }, source, url, today);
    if (view.feed !== 'testimonials') throw new Error('wrong feed');
    expect(view.items.map((item) => [item.id, item.text])).toEqual([
      ['new', 'From new'],
      ['old', 'From old'],
    ]);
  });
});
