/**
 * The school's events as iCalendar (the `ical-generator` library): `/upcoming-events/calendar.ics`, every event on the
 * site, for a parent to subscribe to from Google Calendar or an iPhone, and `/upcoming-events/<id>.ics`, one event,
 * for its Add to calendar link. Read through the site's live source, as /upcoming-events is, so the page cache keeps
 * them, gives them an ETag a calendar app asks again with, and drops them on a publish or an unpublish.
 *
 * An event runs at the time staff typed, read on the school's clock (event-times.ts) and written as UTC, which every
 * calendar shows in its own time; one whose time cannot be read so is a whole day, its time said in its description. A calendar drawn again says the same, stamps and all, so it
 * keeps its ETag.
 */
import ical from 'ical-generator';
import { eventHref } from '@school/content/item-pages.server';
import type { SchoolEvent } from '@school/shared/api-schema';
import { utcDay } from '@school/shared/date-format';
import { eventTimes } from '@school/shared/event-times';
import type { LiveSource } from '@school/shared/live-source';
import { richTextAsPlainText } from '../modules/publishing/rich-text';

/** Noon UTC of the event's day: the same day wherever the calendar is read. */
const wholeDay = (day: string) => new Date(utcDay(day)!.getTime() + 12 * 60 * 60 * 1000);

export interface CalendarOptions {
  publicUrl: string;
  /** Where the site lists the events (the site map's). */
  eventsPath: string;
  timeZone: string;
  /** One event, by its id: the calendar of its Add to calendar link. */
  only?: string;
}

/** The calendar's text, or undefined for a school with no profile yet or an event that is not on the site. */
export async function eventsCalendar(source: LiveSource, options: CalendarOptions): Promise<string | undefined> {
  const { publicUrl, eventsPath, only } = options;
  const [profile, events] = await Promise.all([source.profile(), source.list('events')]);
  const shown = only === undefined ? events : events.filter((event) => event._id === only);
  if (!profile || (only !== undefined && shown.length === 0)) return undefined;
  const host = new URL(publicUrl).host;
  const calendar = ical({
    name: `${profile.name}: Events`,
    prodId: { company: host, product: 'school-website', language: 'EN' },
    url: `${publicUrl}${eventsPath}`,
  });
  for (const event of shown) calendar.createEvent(calendarEvent(event, options, host));
  return calendar.toString();
}

function calendarEvent(event: SchoolEvent, { publicUrl, timeZone }: CalendarOptions, host: string) {
  const times = eventTimes(event.date, event.time, timeZone);
  const start = times?.start ?? wholeDay(event.date);
  const words = richTextAsPlainText(event.description);
  return {
    id: `${event._id}@${host}`,
    start,
    ...(times?.end ? { end: times.end } : {}),
    allDay: times === undefined,
    stamp: start,
    summary: event.title,
    location: event.venue || null,
    description: times === undefined && event.time.trim() ? `${event.time.trim()}\n\n${words}` : words,
    url: `${publicUrl}${eventHref(event)}`,
  };
}
