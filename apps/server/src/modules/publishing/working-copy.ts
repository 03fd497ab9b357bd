/**
 * Where staff's edits land on an item's row. A live item keeps showing its
 * published copy, so its edits wait as a draft; any other item is edited in
 * place. Publishing or unpublishing makes the working copy the stored one.
 */
import type { Updateable } from 'kysely';
import type { ItemFields } from '@school/shared/console-kinds';
import { isLive } from '@school/shared/content-lifecycle';
import type { ContentItemsTable } from '../../db/schema';
import type { ContentRow } from '../content/repository';
import {
  draftJson,
  fileListColumns,
  sameFiles,
  storedFields,
  storedFiles,
  workingFields,
  workingFiles,
  type FileLists,
} from './item-view';

/** Changes to an item's stored columns. */
export type ItemColumns = Updateable<ContentItemsTable>;

/**
 * Saving fields (and files, when a change to them is being saved; else the item's working lists). A live
 * item's draft is dropped when it comes back to what the site shows.
 */
export function saveChanges(row: ContentRow, fields: ItemFields, files: FileLists = workingFiles(row)): ItemColumns {
  if (!isLive(row.status)) return { ...fields, ...fileListColumns(files), draft: null };
  const unchanged =
    Object.entries(fields).every(([column, value]) => storedFields(row)[column as keyof ItemFields] === value) &&
    sameFiles(files, storedFiles(row));
  return { draft: unchanged ? null : draftJson(fields, files) };
}

/** The working copy (`fields` when they are being saved with it) put on the stored columns, the draft gone. */
export const storeWorkingCopy = (row: ContentRow, fields: ItemFields = workingFields(row)): ItemColumns => ({
  ...fields,
  ...fileListColumns(workingFiles(row)),
  draft: null,
});
