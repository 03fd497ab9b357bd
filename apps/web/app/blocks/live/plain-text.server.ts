import { fromHtml } from 'hast-util-from-html';
import { toText } from 'hast-util-to-text';
import { memoizedByStoredText } from './stored-text-memo.server';

/**
 * Stored HTML where a page shows plain text: testimonials (spec section 3),
 * and the home page's glimpses of news and leaders' messages, whose pages
 * show them formatted (rich-text.server.ts). The markup is parsed and only
 * its text is kept, with line breaks where blocks end, so no stored markup
 * ever reaches the page.
 */
export const htmlToPlainText = memoizedByStoredText((html) =>
  toText(fromHtml(html, { fragment: true }))
    .replace(/\n{3,}/g, '\n\n')
    .trim(),
);

/** The opening of a text, at most `maxLength` characters and cut at a word, with an ellipsis where it was cut. */
export function textOpening(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
