/**
 * The documents a page's text puts on the page: its `doc:` links (in sentences, table cells and list items), its
 * `::pdf` frames, and the documents of the year sections it names. The console's Documents screen says from this which
 * pages link each document. Any text gives an answer: one that cannot be read names none.
 */
import { visit } from 'unist-util-visit';
import { parser, type PageRegistry } from './compile-page.server';

/** The document a year section's picture opens, if it opens one. */
const documentOf = (item: string | object) =>
  typeof item === 'object' && 'document' in item && typeof item.document === 'string' ? item.document : undefined;

export function documentsNamed(markdown: string, registry: Pick<PageRegistry, 'yearSections'>): Set<string> {
  const named = new Set<string>();
  const add = (id: string | null | undefined) => {
    if (id) named.add(id);
  };
  try {
    visit(parser.parse(markdown), (node) => {
      if (node.type === 'link' && node.url.startsWith('doc:')) add(node.url.slice('doc:'.length));
      if (node.type !== 'leafDirective') return;
      const id = node.attributes?.id;
      if (node.name === 'pdf') add(id);
      if (node.name === 'years') {
        const years = registry.yearSections.find((section) => section.id === id)?.years ?? [];
        years.forEach((year) =>
          year.columns.forEach((column) => column.items.forEach((item) => add(documentOf(item)))),
        );
      }
    });
  } catch {
    return new Set();
  }
  return named;
}
