/** What `::live{feed="videos"}` draws (the live registry loads it on the pages that show this feed). */
export { VideoList as default } from './video-list';
