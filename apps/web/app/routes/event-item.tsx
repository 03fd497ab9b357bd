import { eventHref } from '@school/content/item-pages.server';
import type { Route } from './+types/event-item';
import { liveCacheHeaders } from '../blocks/live/cache-headers';
import { metaWithBlockAssets } from '../blocks/page/block-assets';
import { ItemPage } from '../components/layout/item-page';
import { AddToCalendar, EventFacts } from '../features/events/event-facts';
import { pageById, pageLabel } from '../site/navigation';
import { itemAt, itemDescription, itemView } from '../site/item-page.server';

/**
 * One event at `/upcoming-events/<id>-<words of its title>`: when and where it is, a link to add it to a calendar,
 * its text, its photos as pictures and its files.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const event = await itemAt(request, context, 'events', eventHref);
  return {
    heading: event.title,
    title: event.title,
    description: itemDescription(event.description, event.title),
    event: { id: event._id, title: event.title, date: event.date, time: event.time, venue: event.venue },
    ...itemView(event.title, event.description, [...event.images, ...event.attachments]),
  };
}

export const meta = metaWithBlockAssets;

export const headers = liveCacheHeaders;

const list = pageById('upcoming-events');

export default function EventItemPage({ loaderData }: Route.ComponentProps) {
  const { event, item } = loaderData;
  return (
    <ItemPage
      item={item}
      facts={
        <>
          <EventFacts event={event} />
          <AddToCalendar event={event} />
        </>
      }
      back={{ href: list.path, label: `All ${pageLabel(list).toLowerCase()}` }}
    />
  );
}

/** An address of no published event answers 404, drawn as the not-found page. */
export { PageTextErrorBoundary as ErrorBoundary } from '../components/layout/page-not-found';
