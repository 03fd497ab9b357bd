/** What a `::years` block draws (interactive-block.tsx loads it on the pages that show one). */
export { YearSections as default } from '../year-sections';
