/**
 * A page's blocks link documents at `/documents/<key>.pdf` (`documentHref`), which serves a document only while the
 * school has it published with a file. The blocks are worked out once from the page's Markdown, but the school
 * publishes, replaces and withdraws its documents whenever it likes, so each render marks what links one the site
 * does not serve now (site/documents-on-site.ts): a link of a table or a list, a year section's card and a PDF block
 * get `missing: true`, and their components draw the document's name and "Not yet uploaded" instead of a link.
 *
 * In a page's prose, which is HTML by then, the compiled link is itself the mark: the compiler writes
 * `<a href="/documents/<key>.pdf" ...>` for a `doc:` link and for nothing else (it refuses any other address on this
 * site), so a render replaces the link of a document not on the site with its words and the message. A render that
 * did not would still link the document's one address, as before.
 */
import type { DocumentsOnSite } from '@school/shared/live-source';
import { messages } from '@school/shared/messages';
import { documentKeyAt, notUploadedClass } from '../../site/documents-on-site';

/** A document's link as the compiler writes it into a page's prose; the key is checked by `documentKeyAt`. */
const proseLinks = /<a href="(\/documents\/[^"]*)"[^>]*>([\s\S]*?)<\/a>/g;

/** What a link's words are followed by in a page's prose, when its document is not on the site. */
export const notUploadedHtml = ` <span class="${notUploadedClass}">${messages.notYetUploaded}</span>`;

function proseWithDocuments(html: string, onSite: DocumentsOnSite): string {
  return html.replace(proseLinks, (link, href: string, words: string) => {
    const key = documentKeyAt(href);
    return key === undefined || Object.hasOwn(onSite, key) ? link : `${words}${notUploadedHtml}`;
  });
}

/**
 * The blocks (or any loader data made of them: a page's, the home page's parts) as this render shows them: every
 * link to a document the site does not serve now marked, in every block they hold (tabs included).
 */
export function withDocumentsOnSite<Value>(value: Value, onSite: DocumentsOnSite): Value {
  if (typeof value === 'string') {
    return (value.includes('href="/documents/') ? proseWithDocuments(value, onSite) : value) as Value;
  }
  if (Array.isArray(value)) return value.map((entry: unknown) => withDocumentsOnSite(entry, onSite)) as Value;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([name, entry]) => [name, withDocumentsOnSite(entry, onSite)] as const);
  const { href } = value as { href?: unknown };
  const key = typeof href === 'string' ? documentKeyAt(href) : undefined;
  const missing = key !== undefined && !Object.hasOwn(onSite, key);
  return Object.fromEntries(missing ? [...entries, ['missing', true]] : entries) as Value;
}
