/**
 * A page's text as the console edits it (packages/shared/src/page-text-editing.ts): the stored Markdown as the
 * editor's HTML, each block named as staff know it ("Table: Age criteria"), and the editor's HTML back as Markdown,
 * kept only if it compiles for the page's template against everything the site has, as a render would compile it.
 */
import { editorHtmlToMarkdown, markdownToEditorHtml, type EditorVocabulary } from '@school/page-blocks/editor-html';
import { compilePage } from '@school/page-blocks/compile-page.server';
import { documentsNamed } from '@school/page-blocks/documents-named';
import { documentHref, documentKeyOf } from '@school/shared/asset-paths';
import { consoleMessages } from '@school/shared/console-messages';
import { keyInWords } from '@school/shared/content-keys';
import { blockNamed, editorBlockNames, textBlockKinds, type PageTextEditing } from '@school/shared/page-text-editing';
import { itemListPath, pageByPath, sitePages } from '../../site/navigation';
import { contentRegistry } from './markdown-blocks.server';
import { factLabel } from './school-facts';

const { yearSections, photoGroups, documents } = contentRegistry;

function titled(what: string, title: string | undefined, id: string | undefined): string {
  return blockNamed(what, title ?? id ?? 'none chosen');
}

const names = editorBlockNames;

const blockLabels: Record<string, (settings: Readonly<Record<string, string>>) => string> = {
  // A block that holds text shows its title (caption, label) as words staff edit, under the block's name.
  ...Object.fromEntries(textBlockKinds.map((kind) => [kind, () => names[kind]])),
  photos: ({ id }) => titled(names.photos, photoGroups.find((group) => group.id === id)?.title, id),
  carousel: ({ id }) => titled(names.carousel, photoGroups.find((group) => group.id === id)?.title, id),
  pdf: ({ id }) => titled(names.pdf, documents.get(id ?? '')?.title, id),
  sitemap: () => names.sitemap,
  years: ({ id }) => {
    const years = yearSections.find((section) => section.id === id)?.years.map((entry) => entry.year) ?? [];
    return titled(names.years, years.length > 0 ? years.join(', ') : undefined, id);
  },
  live: ({ feed = '', category }) => blockNamed(names.live, [keyInWords(feed), category].filter(Boolean).join(', ')),
};

const documentsPath = documentHref('').slice(0, -'.pdf'.length);

export const editorVocabulary: EditorVocabulary = {
  block: (name, settings) => blockLabels[name]?.(settings) ?? blockNamed('Block', keyInWords(name)),
  fact: (name) => factLabel(name) ?? name,
  // Staff read and type a link to a page or a document as its address on the site.
  linkToEditor(url) {
    const [scheme, id = ''] = url.split(':', 2);
    if (scheme === 'page') return sitePages.find((page) => page.id === id)?.path ?? url;
    return scheme === 'doc' ? documentHref(id) : url;
  },
  linkFromEditor(url) {
    if (!url.startsWith('/')) return url;
    const document = url.startsWith(documentsPath) ? documentKeyOf(url.slice(documentsPath.length)) : undefined;
    if (document) return `doc:${document}`;
    const page = pageByPath(url.split(/[?#]/, 1)[0]!);
    // A news item's or an event's address names the item, not a page the text could link by its id.
    return page && !itemListPath(page) ? `page:${page.id}` : url;
  },
};

export const pageTextEditing: PageTextEditing = {
  toEditor: (text) => markdownToEditorHtml(text, editorVocabulary),
  fromEditor(pageId, html, schoolDocuments) {
    const page = sitePages.find((candidate) => candidate.id === pageId);
    if (!page) return { ok: false, problems: [consoleMessages.noSuchPage] };
    const text = editorHtmlToMarkdown(html, editorVocabulary);
    const registry = {
      ...contentRegistry,
      documents: new Map(schoolDocuments.map((document) => [document.key, { title: document.title }])),
    };
    const compiled = compilePage(text, { source: '', template: page.template, registry });
    // Where a problem is in the Markdown means nothing to staff, who never see it: only what is wrong is said.
    return compiled.ok ? { ok: true, text } : { ok: false, problems: compiled.errors.map((error) => error.message) };
  },
  documentsNamed: (text) => [...documentsNamed(text, contentRegistry)],
};
