/**
 * `::live{feed="events"}`: every event, newest first, opening on the school's current year and month, with the
 * school's day for the events coming up.
 */
import type { ComponentProps } from 'react';
import { eventHref } from '@school/content/item-pages.server';
import { newestFirst } from '@school/shared/list-filters';
import { imageViewById } from '../../blocks/page/images.server';
import { firstHref } from '../../blocks/live/attachment-href';
import { defineFeed } from '../../blocks/live/define-feed.server';
import { readList } from '../../blocks/live/read-list.server';
import { richTextHtml } from '../../blocks/live/rich-text.server';
import { uploadedPhoto } from '../../blocks/live/uploaded-photo';
import type { EventList } from './event-list';

export default defineFeed<ComponentProps<typeof EventList>>({
  async load({ source, today }) {
    const events = await readList(source, 'events', 'Error fetching events', []);
    const defaultImage = imageViewById('event-default', 'live feeds');
    return {
      items: newestFirst(events, (event) => event.date).map((event) => ({
        id: event._id,
        href: eventHref(event),
        title: event.title,
        date: event.date,
        time: event.time,
        venue: event.venue,
        descriptionHtml: richTextHtml(event.description),
        // The event's title, its heading beside the picture, names it: the picture needs no alt text of its own.
        thumbnail: event.images[0]
          ? uploadedPhoto(event.images[0], '')
          : { src: defaultImage.src, alt: '', resized: false },
        attachmentHref: firstHref(event.attachments),
      })),
      defaultYear: today.year,
      defaultMonth: today.month,
      today: today.iso,
    };
  },
});
