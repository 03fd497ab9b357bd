/** What `::live{feed="news"}` draws (the live registry loads it on the pages that show this feed). */
export { NewsList as default } from './news-list';
