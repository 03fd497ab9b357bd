/** What `::live{feed="magazine"}` draws (the live registry loads it on the pages that show this feed). */
export { MagazineIssues as default } from './magazine-issues';
