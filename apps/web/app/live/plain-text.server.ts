import { fromHtml } from 'hast-util-from-html';
import { toText } from 'hast-util-to-text';

/**
 * Messages and testimonials are stored as HTML and shown as plain text (spec
 * section 3): the markup is parsed and only its text is kept, with line
 * breaks where blocks end, so no stored markup ever reaches the page.
 */
export function htmlToPlainText(html: string): string {
  return toText(fromHtml(html, { fragment: true }))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
