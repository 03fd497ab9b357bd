/** The events feed's loader: the school's current month, default pictures, and safe formatted descriptions. */
import { describe, expect, it } from 'vitest';
import type { SchoolEvent } from '@school/shared/api-schema';
import { fakeLiveSource } from '../../../test/fake-live-source';
import { today, url } from '../../../test/live-fixtures';
import { loadLiveView } from '../../../test/load-live-view';
import type { EventList } from './event-list';

describe('events', () => {
  const sportsDay = (extra: Partial<SchoolEvent> = {}): SchoolEvent => ({
    _id: 'e1',
    title: 'Sports Day',
    date: '2026-11-28',
    time: '8:00 am',
    venue: 'Main ground',
    description: 'All houses compete.',
    images: [],
    attachments: ['events/e1/schedule.pdf'],
    ...extra,
  });

  it('defaults to the current year and month, gives the day for Coming up, and a default picture', async () => {
    const { source } = fakeLiveSource({ events: [sportsDay()] });
    const view = await loadLiveView<typeof EventList>({ feed: 'events' }, source, url, today);
    expect(view).toMatchObject({ feed: 'events', defaultYear: 2026, defaultMonth: 11, today: '2026-11-28' });
    if (view.feed !== 'events') throw new Error('wrong feed');
    expect(view.items[0]!.thumbnail.src).toBe('/generated/images/event-default.svg');
    expect(view.items[0]!.attachmentHref).toBe('/api/image/events/e1/schedule.pdf');
    expect(view.items[0]!.descriptionHtml).toBe('All houses compete.');
  });

  it('gives an uploaded picture its resized copies and no alt text, as the event’s title beside it names it', async () => {
    const { source } = fakeLiveSource({ events: [sportsDay({ images: ['events/e1/relay.jpg'] })] });
    const view = await loadLiveView<typeof EventList>({ feed: 'events' }, source, url, today);
    if (view.feed !== 'events') throw new Error('wrong feed');
    expect(view.items[0]!.thumbnail).toStrictEqual({ src: '/api/image/events/e1/relay.jpg', resized: true, alt: '' });
  });

  it('gives each description as safe formatted HTML', async () => {
    const description =
      '<p onclick="x()"><em>All</em> houses <a href="javascript:alert(1)">compete</a>.</p><img src=x onerror=alert(1)>';
    const { source } = fakeLiveSource({ events: [sportsDay({ description })] });
    const view = await loadLiveView<typeof EventList>({ feed: 'events' }, source, url, today);
    if (view.feed !== 'events') throw new Error('wrong feed');
    expect(view.items[0]!.descriptionHtml).toBe('<p><em>All</em> houses compete.</p>');
  });
});
