/** What a `:::slides` block draws (information-block.tsx loads it on the pages that show one). */
export { TextSlides as default } from '../../../components/media/text-slides';
