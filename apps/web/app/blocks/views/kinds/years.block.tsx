/** What a `::years` block draws (information-block.tsx loads it on the pages that show one). */
export { YearSections as default } from '../year-sections';
