/**
 * What the console asks of the site about a page's text, which only the site can answer: the blocks, tables, photos,
 * documents, feeds and facts a text may name are the site's. The site's build provides it (apps/web/app/entry.server.tsx
 * exports it under this name), and the server hands it to the console's services.
 */
export interface PageTextEditing {
  /** The stored text (Markdown with blocks) as the HTML the console's editor edits. */
  toEditor(text: string): string;
  /**
   * The editor's HTML as the text to store, when it is a text the page can show with the school's documents (every
   * one it has, on the site or not); each problem in words if not.
   */
  fromEditor(
    pageId: string,
    html: string,
    documents: readonly SchoolDocument[],
  ): { ok: true; text: string } | { ok: false; problems: string[] };
  /** The keys of the documents a stored text puts on its page, for the Documents screen's "Linked from". */
  documentsNamed(text: string): string[];
}

/** A document of the school, as a page's text may link it: by its key. */
export interface SchoolDocument {
  key: string;
  title: string;
}

export const pageTextEditingExport = 'pageTextEditing';

/**
 * What the console's editor calls each block, in words: the site names the blocks it sends with these (a block that
 * holds text above its title, another with what it shows: "PDF: Fee structure"), and the editor the blocks staff
 * insert.
 */
export const editorBlockNames = {
  table: 'Table',
  list: 'List',
  faq: 'Questions and answers',
  tab: 'Tab',
  slides: 'Slides',
  pdf: 'PDF',
  photos: 'Photos',
  carousel: 'Photo carousel',
  sitemap: 'Every page of the site',
  years: 'Year by year',
  live: 'Kept up to date',
} as const;

/** The blocks that hold text, which the editor shows by their names alone, above their titles and text. */
export const textBlockKinds = ['table', 'list', 'faq', 'tab', 'slides'] as const;

/** A block by its name and what it shows, as the editor names it: "PDF: Fee structure". */
export const blockNamed = (name: string, what: string) => `${name}: ${what}`;
