/** What a `::table` block draws (information-block.tsx loads it on the pages that show one). */
export { ContentTable as default } from '../content-table';
