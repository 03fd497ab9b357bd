/**
 * Real PDFs made in the tests with pdf-lib: pages of text, as a PDF saved from a word processor, and pages that
 * are only a picture, as a scanner makes them. What a page holds is said per page, in order.
 */
import { PDFDocument, StandardFonts, TextRenderingMode, setTextRenderingMode } from 'pdf-lib';
import { plainJpeg } from './phone-photo';

/**
 * `text`: a line of words; `scan`: a full-page picture and nothing else; `ocr`: a scan with the invisible
 * text a scanner's text recognition lays over it (what a screen reader reads); `blank`: nothing at all.
 */
export type MadePage = 'text' | 'scan' | 'ocr' | 'blank';

export async function madePdf(pages: readonly MadePage[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const picture = await doc.embedJpg(await plainJpeg('#f4f1ea', 60, 85));
  for (const [index, kind] of pages.entries()) {
    const page = doc.addPage([595, 842]);
    if (kind === 'scan' || kind === 'ocr') page.drawImage(picture, { x: 0, y: 0, width: 595, height: 842 });
    if (kind === 'ocr') page.pushOperators(setTextRenderingMode(TextRenderingMode.Invisible));
    if (kind === 'text' || kind === 'ocr') {
      page.drawText(`Circular ${index + 1}: the school reopens on 2 June.`, { x: 50, y: 780, size: 12, font });
    }
  }
  return Buffer.from(await doc.save());
}
