/** What `::live{feed="message"}` draws (the live registry loads it on the pages that show this feed). */
export { LeaderMessage as default } from './leader-message';
