/**
 * What the formatted-text editor can hold: paragraphs, bold, italic, lists and links, as the site's formatted text
 * may; a page's text also has its headings, its blocks and facts (page-text-nodes.ts) and its tables (page-table.ts).
 */
import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { safeLinkHref } from '@school/shared/link-safety';
import { pageTableNodes } from './page-table';
import { pageTextNodes } from './page-text-nodes';

export function editorExtensions(pageText: boolean): Extensions {
  return [
    StarterKit.configure({
      heading: pageText ? { levels: [2, 3] } : false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url, { defaultValidate }) => safeLinkHref(url) !== undefined && defaultValidate(url),
      },
    }),
    ...(pageText ? [...pageTextNodes, ...pageTableNodes] : []),
  ];
}
