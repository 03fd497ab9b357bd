/** What a `::pdf` block draws (information-block.tsx loads it on the pages that show one). */
export { PdfFrame as default } from '../pdf-frame';
