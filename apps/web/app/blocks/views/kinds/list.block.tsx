/** What a `::list` block draws (information-block.tsx loads it on the pages that show one). */
export { ContentList as default } from '../content-list';
