/**
 * Whether a PDF has a text layer (pdf-text.ts), on real PDFs made with pdf-lib and two encrypted ones from
 * fixtures/: text on any of the first pages counts, a scan's pictures do not, the invisible text of a scan
 * run through text recognition does, and a PDF that cannot be opened or read in time is 'unknown'.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTextLayer } from '../src/modules/files/pdf-text';
import { madePdf, type MadePage } from './support/made-pdfs';

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

describe('the text layer of a PDF', () => {
  let folder: string;
  let count = 0;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  /** Writes the bytes where an upload waits, and answers their path. */
  async function saved(bytes: Buffer | Uint8Array): Promise<string> {
    count += 1;
    const file = path.join(folder, `${count}.pdf`);
    await writeFile(file, bytes);
    return file;
  }

  const layerOf = async (pages: MadePage[], options?: Parameters<typeof pdfTextLayer>[1]) =>
    pdfTextLayer(await saved(await madePdf(pages)), options);

  it('finds the text of a page of words', async () => {
    expect(await layerOf(['text'])).toBe('text');
  });

  it('finds none in a page that is only a picture (a scan)', async () => {
    expect(await layerOf(['scan'])).toBe('none');
    expect(await layerOf(['scan', 'scan', 'blank'])).toBe('none');
  });

  it('finds text that is only on the third page', async () => {
    expect(await layerOf(['scan', 'blank', 'text', 'scan'])).toBe('text');
  });

  it("counts the invisible text a scanner's text recognition lays over the picture", async () => {
    expect(await layerOf(['ocr'])).toBe('text');
  });

  it('reads only the first pages: text first on the sixth is not looked for', async () => {
    const pages: MadePage[] = ['scan', 'scan', 'scan', 'scan', 'scan', 'text'];
    expect(await layerOf(pages)).toBe('none');
    expect(await layerOf(pages, { pages: 6 })).toBe('text');
  });

  it('reads an encrypted PDF that opens without a password', async () => {
    expect(await pdfTextLayer(await saved(await fixture('pdf-encrypted-open.pdf')))).toBe('text');
  });

  it('cannot tell for a PDF that needs a password to open', async () => {
    expect(await pdfTextLayer(await saved(await fixture('pdf-encrypted-password.pdf')))).toBe('unknown');
  });

  it('cannot tell for a file that only looks like a PDF, or one with no pages', async () => {
    expect(await pdfTextLayer(await saved(Buffer.from('%PDF-1.4\nnothing that a reader can use\n%%EOF\n')))).toBe(
      'unknown',
    );
    const noPages = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    expect(await pdfTextLayer(await saved(noPages))).toBe('unknown');
  });

  it('cannot tell once its time is up, and stops', async () => {
    expect(await layerOf(['scan', 'scan', 'text'], { timeoutMs: 0 })).toBe('unknown');
    // The next look is not held up by the one abandoned.
    expect(await layerOf(['text'])).toBe('text');
  });

  it('reads a large scan in ranges: 200 pages of pictures in well under two seconds', async () => {
    const file = await saved(await madePdf(Array.from({ length: 200 }, (): MadePage => 'scan')));
    const started = performance.now();
    expect(await pdfTextLayer(file)).toBe('none');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
