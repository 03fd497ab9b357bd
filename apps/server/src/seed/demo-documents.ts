/**
 * The demo school's documents (content/documents): each a document item keyed by its id, so that
 * `/documents/<id>.pdf`, the address every page links, serves it, with its PDF on the letterhead as its one file.
 */
import { documents } from '@school/content/documents';
import { documentSchema } from '@school/shared/site-schema';
import type { DemoItem } from './demo-files';

export function demoDocuments(): DemoItem[] {
  return documentSchema
    .array()
    .parse(documents)
    .map((document) => ({
      id: crypto.randomUUID(),
      kind: 'document',
      key: document.id,
      title: document.title,
      attachments: [{ type: 'pdf', stem: `documents/${document.id}`, document }],
    }));
}
