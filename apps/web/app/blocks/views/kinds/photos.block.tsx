/** What a `::photos` block draws (information-block.tsx loads it on the pages that show one). */
export { PhotoGrid as default } from '../photo-grid';
