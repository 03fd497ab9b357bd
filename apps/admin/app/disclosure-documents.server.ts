/**
 * The documents the disclosure's rows link, as the Disclosure screen names them: each with its item on the Documents
 * screen, where it is uploaded and replaced, and whether the site serves a file for it now.
 */
import type { ConsoleSource } from '@school/shared/console-source';
import { disclosureDocumentKeys } from '@school/shared/disclosure';
import { schoolDay } from '@school/shared/school-time';
import type { DisclosureDocument } from './components/disclosure-field';

export async function disclosureDocuments(source: ConsoleSource): Promise<DisclosureDocument[]> {
  const { items } = await source.list('documents', {});
  const byKey = new Map(items.flatMap((item) => (item.keyed ? [[item.keyed.key, item] as const] : [])));
  return disclosureDocumentKeys.map((key) => {
    const item = byKey.get(key);
    return item
      ? {
          key,
          id: item.id,
          title: item.heading,
          served: item.keyed?.served ?? false,
          updatedOn: schoolDay(source.timeZone, Date.parse(item.updatedAt)).iso,
        }
      : { key, title: key, served: false, updatedOn: '' };
  });
}
