/**
 * A page's text as its words alone, for the site search to find and quote: each heading, paragraph, list item and
 * table cell on a line of its own, a link as its words, a fact of the profile (`:school[phone]`) as the fact itself.
 * Blocks that hold no words of their own (photos, a PDF's frame, a feed) leave nothing.
 */
import type { Node, Root } from 'mdast';
import type { TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { parser } from './compile-page.server';

/** The block-level nodes whose words make one line each. */
const lines = new Set(['paragraph', 'heading', 'tableCell', 'code']);

export function pagePlainText(markdown: string, factText: (name: string) => string): string {
  const tree = parser.parse(markdown) as Root;
  visit(tree, 'textDirective', (node: TextDirective, index, parent) => {
    if (!parent || index === undefined) return;
    const fact = node.name === 'school' ? factText(toString(node)) : toString(node);
    parent.children.splice(index, 1, { type: 'text', value: fact });
    return SKIP;
  });
  const found: string[] = [];
  visit(tree, (node: Node) => {
    if (!lines.has(node.type)) return;
    const words = toString(node).replace(/\s+/g, ' ').trim();
    if (words) found.push(words);
    return SKIP;
  });
  return found.join('\n');
}
