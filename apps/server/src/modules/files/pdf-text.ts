/**
 * Whether a PDF has a text layer: text a screen reader reads aloud and a
 * search engine indexes. A scanner's or a phone's PDF is pictures of pages
 * with no text at all, unless it was run through text recognition (OCR),
 * whose invisible text counts, since it is what those readers use.
 *
 * Mozilla's pdf.js (`pdfjs-dist`, the legacy build for Node) extracts the
 * text as a browser would. It reads the file from disk in ranges
 * (`disableStream`, `disableAutoFetch`), so a 40 MB PDF of 200 pages costs
 * the cross-reference table and the first pages, not 40 MB of memory; it
 * looks at most `pages` pages, stops at the first that has text, and gives up
 * after `timeoutMs`. pdf.js is loaded on the first PDF, so a server that is
 * never sent one never pays for it.
 *
 * A PDF pdf.js cannot open, one that asks for a password to open, or one
 * it takes too long over is answered 'unknown', never refused: the upload
 * check already refuses a PDF cut off on its way (no end marker), and pdf.js
 * failing on a file other readers open (or on a feature it lacks) must not
 * stop a school putting its notice on the site. 'unknown' means no warning.
 */
import { pathToFileURL } from 'node:url';
import pLimit from 'p-limit';

/** 'text': some page has text; 'none': the pages read have none (a scan); 'unknown': could not tell. */
export type TextLayer = 'text' | 'none' | 'unknown';

export interface TextLayerOptions {
  /** Pages read from the start: a document's text, if it has any, is on its first pages. */
  pages?: number;
  /** How long the look may take before it is abandoned. */
  timeoutMs?: number;
}

// Each look is a little CPU on the server's own thread: one at a time, so an upload of many PDFs
// takes its turn rather than the pages other people are asking for.
const looking = pLimit(1);

const loadPdfJs = () => import('pdfjs-dist/legacy/build/pdf.mjs');

const hasWords = (item: object) => 'str' in item && typeof item.str === 'string' && /\S/.test(item.str);

/** Whether the PDF at `path` has a text layer, by its first `pages` pages. */
export function pdfTextLayer(path: string, options: TextLayerOptions = {}): Promise<TextLayer> {
  return looking(() => look(path, options));
}

async function look(path: string, { pages = 5, timeoutMs = 3000 }: TextLayerOptions): Promise<TextLayer> {
  const { getDocument, VerbosityLevel } = await loadPdfJs();
  const task = getDocument({
    url: pathToFileURL(path),
    // Read in ranges as pages are asked for, never the whole file.
    disableStream: true,
    disableAutoFetch: true,
    // A PDF is untrusted input: no code compiled from its fonts, no warnings of its quirks in the log.
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'unknown'>((resolve) => {
    timer = setTimeout(() => resolve('unknown'), timeoutMs);
  });
  const reading = (async (): Promise<TextLayer> => {
    const pdf = await task.promise;
    const last = Math.min(pages, pdf.numPages);
    for (let number = 1; number <= last; number += 1) {
      const page = await pdf.getPage(number);
      const { items } = await page.getTextContent();
      page.cleanup();
      if (items.some(hasWords)) return 'text';
    }
    return last > 0 ? 'none' : 'unknown';
  })().catch((): TextLayer => 'unknown');
  try {
    return await Promise.race([reading, timedOut]);
  } finally {
    clearTimeout(timer);
    // Stops a look still under way and frees what pdf.js holds of the file.
    await task.destroy().catch(() => undefined);
  }
}
