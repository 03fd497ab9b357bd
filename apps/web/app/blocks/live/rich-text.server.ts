import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { SKIP, visit } from 'unist-util-visit';
import { safeLinkHref } from '@school/shared/link-safety';
import { memoizedByStoredText } from './stored-text-memo.server';

/**
 * Exactly what the console's editor may store (apps/server/src/modules/publishing/rich-text.ts).
 * Every key is given, because hast-util-sanitize fills a missing one from its
 * GitHub-like default schema, which allows far more.
 */
const schema: Schema = {
  tagNames: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  // `rel` is replaced below, whatever was stored.
  attributes: { a: ['href', 'rel'] },
  protocols: { href: ['http', 'https', 'mailto', 'tel'] },
  // A list item outside a list is unwrapped to its text.
  ancestors: { li: ['ol', 'ul'] },
  required: {},
  // Elements dropped with their content; any other unknown element is unwrapped to its text.
  strip: ['script', 'style', 'iframe', 'noscript', 'template', 'textarea', 'title', 'object', 'embed'],
  clobber: [],
  clobberPrefix: '',
  allowComments: false,
  allowDoctypes: false,
};

/**
 * Links keep only an address the site links anywhere (web, e-mail and
 * telephone addresses, paths on this site: see link-safety.ts), and say
 * nothing about the page they come from; a link left without one becomes its
 * text. Whitespace between tags becomes one space, so the stylesheet's
 * `white-space: pre-line` (which keeps the line breaks of plain text) draws no
 * blank lines between paragraphs.
 */
function tidy(tree: Root) {
  visit(tree, (node, index, parent) => {
    if (node.type === 'text' && node.value.trim() === '') node.value = ' ';
    if (node.type !== 'element' || node.tagName !== 'a' || !parent || index === undefined) return;
    const href = typeof node.properties.href === 'string' ? safeLinkHref(node.properties.href) : undefined;
    if (href) {
      node.properties = { href, rel: ['noopener', 'noreferrer'] };
      return;
    }
    parent.children.splice(index, 1, ...node.children);
    // Visit the unwrapped children in the link's place.
    return [SKIP, index];
  });
}

/**
 * Stored formatted text (news and event descriptions, leaders' messages) as
 * HTML a page may draw as it is: paragraphs, bold, italic, lists and links.
 * The server sanitises rich text before storing it; this is the second line,
 * for content written before the console or by any bug upstream, so no
 * script, event handler, style or `javascript:` link ever reaches a page.
 * Plain text without tags comes out as the same text, escaped.
 *
 * Server-only: the sanitiser never reaches the browser's bundle.
 */
export const richTextHtml = memoizedByStoredText((stored) => {
  const tree = sanitize(fromHtml(stored, { fragment: true }), schema) as Root;
  tidy(tree);
  return toHtml(tree, { characterReferences: { useNamedReferences: true } }).trim();
});
