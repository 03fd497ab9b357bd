/** What `::live{feed="events"}` draws (the live registry loads it on the pages that show this feed). */
export { EventList as default } from './event-list';
