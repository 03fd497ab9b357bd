/**
 * Formatted text from the console (news and event descriptions, leaders'
 * messages) is sanitised on the server before it is stored: paragraphs,
 * bold, italic, lists and links survive; scripts, event handlers, styles and
 * `javascript:` links never reach a page.
 */
import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // Links staff add open as links always do on the site, and leak nothing about the console.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Stored formatted text as its words alone (a calendar's description, a search's snippet): a line per paragraph. */
export function richTextAsPlainText(html: string): string {
  return decodeHTML(
    sanitizeHtml(html.replace(/<\/(p|li)>/gi, '\n'), { allowedTags: [], allowedAttributes: {} }),
  ).trim();
}
