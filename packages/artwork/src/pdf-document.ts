/**
 * Lays out one document of the manifest as an A4 PDF on the school's
 * letterhead. Only the standard Helvetica fonts are used, so nothing is
 * embedded and every file stays a few kilobytes.
 */
import type { SiteDocument } from '@school/shared/site-schema';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { toWinAnsi, wrapText } from './pdf-text';

/** The parts of the school profile a letterhead needs; `content/school.ts` satisfies it. */
export interface Letterhead {
  name: string;
  campus: string;
  society: { name: string };
  address: { street: string; cityLine: string };
  phone: string;
  email: string;
}

const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;
const bandHeight = 78;
const contentTop = pageSize[1] - bandHeight - 40;
/** Body text stops here; below it sit the footer rule and lines. */
const contentBottom = 78;
const body = { size: 10.5, leading: 15, paragraphGap: 7 };
const title = { size: 18, leading: 23 };

const navy = rgb(0x1d / 255, 0x3c / 255, 0x6e / 255);
const amber = rgb(0xf0 / 255, 0xa5 / 255, 0x30 / 255);
const mist = rgb(0xdc / 255, 0xe8 / 255, 0xf4 / 255);
const ink = rgb(0.13, 0.16, 0.2);
const muted = rgb(0.36, 0.39, 0.45);

export function footerText(school: Letterhead): string {
  return `Sample document of a fictional demo school — ${school.name}`;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  clean: (text: string) => string;
}

/** Shrinks a header line until it fits the width, so a long name or address never runs off the page. */
function drawFitted(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  font: PDFFont,
  size: number,
  colour = mist,
): void {
  const width = pageSize[0] - x - margin;
  const fitted = Math.max(6, Math.min(size, (size * width) / Math.max(1, font.widthOfTextAtSize(text, size))));
  page.drawText(text, { x, y, size: fitted, font, color: colour });
}

function drawLetterhead(page: PDFPage, school: Letterhead, fonts: Fonts): void {
  const top = pageSize[1];
  page.drawRectangle({ x: 0, y: top - bandHeight, width: pageSize[0], height: bandHeight, color: navy });
  page.drawRectangle({ x: 0, y: top - bandHeight - 4, width: pageSize[0], height: 4, color: amber });
  drawFitted(page, fonts.clean(school.name), margin, top - 30, fonts.bold, 16, rgb(1, 1, 1));
  drawFitted(page, fonts.clean(`A school of the ${school.society.name}`), margin, top - 45, fonts.regular, 9);
  drawFitted(
    page,
    fonts.clean(`${school.campus}, ${school.address.street}, ${school.address.cityLine}`),
    margin,
    top - 57,
    fonts.regular,
    8.5,
  );
  drawFitted(page, fonts.clean(`${school.phone}  ·  ${school.email}`), margin, top - 68, fonts.regular, 8.5);
}

function drawFooter(page: PDFPage, school: Letterhead, fonts: Fonts, pageNumber: number, pageCount: number): void {
  page.drawLine({ start: { x: margin, y: 52 }, end: { x: pageSize[0] - margin, y: 52 }, thickness: 0.6, color: mist });
  const label = `Page ${pageNumber} of ${pageCount}`;
  const labelWidth = fonts.regular.widthOfTextAtSize(label, 8);
  page.drawText(label, { x: pageSize[0] - margin - labelWidth, y: 38, size: 8, font: fonts.regular, color: muted });
  const footer = fonts.clean(footerText(school));
  const room = pageSize[0] - margin * 2 - labelWidth - 16;
  const size = Math.min(8, (8 * room) / fonts.regular.widthOfTextAtSize(footer, 8));
  page.drawText(footer, { x: margin, y: 38, size, font: fonts.regular, color: muted });
}

export async function buildDocumentPdf(document: SiteDocument, school: Letterhead): Promise<Uint8Array> {
  // No automatic producer or dates: the same manifest must give the same bytes on every build.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(document.title, { showInWindowTitleBar: true });
  pdf.setAuthor(school.name);
  pdf.setSubject(footerText(school));
  pdf.setCreator(`${school.name} website`);
  pdf.setLanguage('en');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const fonts: Fonts = { regular, bold, clean: (text) => toWinAnsi(text, supported) };
  const textWidth = pageSize[0] - margin * 2;

  let page = pdf.addPage(pageSize);
  let y = contentTop;
  const newPage = (): void => {
    page = pdf.addPage(pageSize);
    y = contentTop;
  };

  for (const line of wrapText(fonts.clean(document.title), textWidth, (t) => bold.widthOfTextAtSize(t, title.size))) {
    page.drawText(line, { x: margin, y, size: title.size, font: bold, color: navy });
    y -= title.leading;
  }
  page.drawRectangle({ x: margin, y: y + 6, width: 48, height: 3, color: amber });
  y -= 18;

  for (const paragraph of document.body) {
    for (const source of paragraph.split('\n')) {
      for (const line of wrapText(fonts.clean(source), textWidth, (t) => regular.widthOfTextAtSize(t, body.size))) {
        if (y < contentBottom) newPage();
        page.drawText(line, { x: margin, y, size: body.size, font: regular, color: ink });
        y -= body.leading;
      }
    }
    y -= body.paragraphGap;
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    drawLetterhead(p, school, fonts);
    drawFooter(p, school, fonts, i + 1, pages.length);
  });
  return pdf.save();
}
