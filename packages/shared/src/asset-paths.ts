import { contentKeyPattern } from './content-keys';

/**
 * Where the generated pictures are served from (the generator writes them to `apps/web/public/generated/`, and
 * pages link to them through these), and where documents are.
 */
export const generatedRoot = '/generated';

export function imageSrc(imageId: string): string {
  return `${generatedRoot}/images/${imageId}.svg`;
}

/**
 * A document's address, the same whichever file is its current one: the school keeps its documents from the
 * console (Documents), and the server serves the one published now.
 */
export const documentRoute = '/documents/:file';
export function documentHref(documentId: string): string {
  return `/documents/${documentId}.pdf`;
}
/** The document a `/documents/<file>` address names, or undefined for anything else. */
export function documentKeyOf(file: string): string | undefined {
  const key = file.endsWith('.pdf') ? file.slice(0, -'.pdf'.length) : '';
  return contentKeyPattern.test(key) ? key : undefined;
}

/** The school's news as an RSS feed, for feed readers; the site's pages name it for them to find. */
export const newsFeedHref = '/news/feed.xml';

/** The school's events as an iCalendar feed, for a parent to subscribe to from a calendar app. */
export const eventsCalendarHref = '/upcoming-events/calendar.ics';
/** One event as an iCalendar file: what its Add to calendar link opens. */
export const eventCalendarHref = (eventId: string) => `/upcoming-events/${encodeURIComponent(eventId)}.ics`;
