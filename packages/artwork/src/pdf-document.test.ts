// @vitest-environment node
import type { SiteDocument } from '@school/shared/site-schema';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type Letterhead, buildDocumentPdf, footerText } from './pdf-document';
import { toWinAnsi, wrapText } from './pdf-text';

const school: Letterhead = {
  name: 'Harmony Valley Public School',
  campus: 'Lakeview Campus',
  society: { name: 'Harmony Public Schools Society' },
  address: { street: 'Lakeview Road, Serilingampally', cityLine: 'Hyderabad, Telangana 500104' },
  phone: '+91 40 4000 2002',
  email: 'info@harmonyvalley.example.org',
};

const feeCircular: SiteDocument = {
  id: 'fee-circular',
  title: 'Fee circular for the academic year 2025-26',
  body: ['Fees for the first term are due by 10 April.', 'Parents may pay online through the school portal.'],
};

describe('buildDocumentPdf', () => {
  it('writes an A4 PDF that loads back with its metadata', async () => {
    const pdf = await PDFDocument.load(await buildDocumentPdf(feeCircular, school));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe(feeCircular.title);
    expect(pdf.getAuthor()).toBe(school.name);
    expect(pdf.getSubject()).toBe(footerText(school));
    expect(footerText(school)).toBe('Sample document of a fictional demo school — Harmony Valley Public School');
  });

  it('flows a long body onto further pages', async () => {
    const paragraph =
      'Every pupil takes part in the morning assembly, the house activities and at least one club, and the class teacher keeps parents informed of progress through the diary and the portal.';
    const handbook: SiteDocument = {
      id: 'handbook',
      title: 'Parent handbook',
      body: Array.from({ length: 60 }, () => paragraph),
    };
    const pdf = await PDFDocument.load(await buildDocumentPdf(handbook, school));
    expect(pdf.getPageCount()).toBeGreaterThan(1);
  });

  it('does not throw on characters the standard fonts cannot draw', async () => {
    const awkward: SiteDocument = {
      id: 'awkward',
      title: 'Fees in ₹ — “Telugu” తెలుగు and हिंदी 🎉',
      body: [
        'Tuition: ₹ 45,000 per term – payable in two instalments…',
        'A zero\u200bwidth space, a tab\there, a line\nbreak, 漢字, an emoji 📚 and ā macron.',
        'https://portal.harmonyvalley.example.org/a/very/long/address/that/cannot/possibly/fit/on/one/line/of/the/page/at/all',
      ],
    };
    const bytes = await buildDocumentPdf(awkward, { ...school, name: 'Ōm Śānti School ★' });
    const pdf = await PDFDocument.load(bytes);
    // Metadata is Unicode, so the title survives untouched even where the page text is substituted.
    expect(pdf.getTitle()).toBe(awkward.title);
    expect(pdf.getPageCount()).toBe(1);
  });

  it('gives the same bytes for the same document', async () => {
    const [first, second] = await Promise.all([
      buildDocumentPdf(feeCircular, school),
      buildDocumentPdf(feeCircular, school),
    ]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});

describe('toWinAnsi', () => {
  // Printable ASCII and Latin-1 plus the Windows-1252 extras, as pdf-lib's Helvetica reports them.
  const winAnsi = new Set([
    ...Array.from({ length: 95 }, (_, i) => 32 + i),
    ...Array.from({ length: 96 }, (_, i) => 160 + i),
    ...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((char) => char.codePointAt(0)!),
  ]);

  it.each([
    ['₹ 45,000 or ₹500', 'Rs.\u00a045,000 or Rs.\u00a0500'],
    ['“Quoted” – and — dashes', '“Quoted” – and — dashes'],
    ['café, naïve', 'café, naïve'],
    ['ā ō ś', 'a o s'],
    ['zero\u200bwidth', 'zerowidth'],
    ['Hello తెలుగు world', 'Hello ? world'],
    ['Books 📚', 'Books ?'],
  ])('%s -> %s', (input, output) => {
    expect(toWinAnsi(input, winAnsi)).toBe(output);
  });
});

describe('wrapText', () => {
  const byLength = (text: string): number => text.length;

  it('keeps every line within the width', () => {
    const lines = wrapText('the quick brown fox jumps over the lazy dog', 12, byLength);
    expect(lines).toEqual(['the quick', 'brown fox', 'jumps over', 'the lazy dog']);
  });

  it('never breaks at a no-break space', () => {
    expect(wrapText('fees of Rs.\u00a045,000', 12, byLength)).toEqual(['fees of', 'Rs.\u00a045,000']);
  });

  it('cuts a word longer than a whole line', () => {
    expect(wrapText('see https://example.org/long/path now', 10, byLength)).toEqual([
      'see',
      'https://ex',
      'ample.org/',
      'long/path',
      'now',
    ]);
  });
});
