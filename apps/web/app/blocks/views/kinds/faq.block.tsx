/** What a `::faq` block draws (information-block.tsx loads it on the pages that show one). */
export { FaqList as default } from '../faq-list';
