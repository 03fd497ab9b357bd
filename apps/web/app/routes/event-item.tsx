import { useLocation } from 'react-router';
import { eventData } from '@school/shared/structured-data';
import { eventHref } from '@school/content/item-pages.server';
import type { Route } from './+types/event-item';
import { liveCacheHeaders } from '../blocks/live/cache-headers';
import { metaWithBlockAssets } from '../blocks/page/block-assets';
import { ItemPage } from '../components/layout/item-page';
import { AddToCalendar, EventFacts } from '../features/events/event-facts';
import { pageById } from '../site/navigation';
import { itemAt, itemDescription, itemView } from '../site/item-page.server';
import { useRootData } from '../site/school-profile';
import { StructuredData } from '../site/structured-data';

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
  const { event, item, description } = loaderData;
  const { profile, origin } = useRootData()!;
  const { pathname } = useLocation();
  const onSite = {
    title: event.title,
    path: pathname,
    day: event.date.slice(0, 10),
    photos: item.photos.map((photo) => photo.src),
    venue: event.venue,
    // The page's description, unless it fell back on the title.
    description: description === event.title ? '' : description,
  };
  return (
    <>
      <StructuredData data={eventData(onSite, profile, origin)} />
      <ItemPage
        item={item}
        facts={
          <>
            <EventFacts event={event} />
            <AddToCalendar event={event} />
          </>
        }
        list={list}
      />
    </>
  );
}

/** An address of no published event answers 404, drawn as the not-found page. */
export { PageTextErrorBoundary as ErrorBoundary } from '../components/layout/page-not-found';
