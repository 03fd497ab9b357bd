/**
 * Every page links a document at one address, `/documents/<key>.pdf`, which answers 404 until the school has
 * published the document with a file. Where a page would link one the site does not serve now, it shows the
 * document's name and "Not yet uploaded" instead (components/layout/not-uploaded.tsx), never a link to a 404.
 *
 * The menus, the footer and the site map page are drawn from the site map, not from a page's loader data, so the
 * root's loader says which of the documents they link are not on the site (documents-on-site.server.ts), and the
 * layout hands that on to every link they draw through this context. A page's own blocks are marked by its loader
 * (blocks/page/document-links.ts).
 */
import { createContext, useContext } from 'react';
import { documentKeyOf } from '@school/shared/asset-paths';
import type { ResolvedLink } from './navigation';

/** The class of the words "Not yet uploaded" (global.css), in a component and in a page's prose HTML alike. */
export const notUploadedClass = 'not-uploaded';

const documentsPath = '/documents/';

/** The key of the document an address links, or undefined for any other address. */
export function documentKeyAt(href: string): string | undefined {
  return href.startsWith(documentsPath) ? documentKeyOf(href.slice(documentsPath.length)) : undefined;
}

/** What a page's loader adds to a link, a card or a PDF block whose document the site does not serve now. */
export interface DocumentState {
  missing?: boolean;
}

/** The keys of the documents the layout links that are not on the site; none outside the site's layout. */
export const DocumentsNotUploaded = createContext<readonly string[]>([]);

/**
 * Whether a link goes to a document the site does not serve now: one a page's loader marked (`missing`), or one of
 * the layout's that the root's loader found missing.
 */
export function useNotUploaded(link: Pick<ResolvedLink, 'kind' | 'href'> & DocumentState): boolean {
  const notUploaded = useContext(DocumentsNotUploaded);
  if (link.kind !== 'document') return false;
  if (link.missing) return true;
  const key = documentKeyAt(link.href);
  return key !== undefined && notUploaded.includes(key);
}
