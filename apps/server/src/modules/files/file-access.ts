/**
 * Who may fetch a stored file. A file staff uploaded is public only while an item the site shows at this moment
 * (content-lifecycle.ts, `isOnSite`) shows it in its published copy. Until then (a draft album's photos, a photo
 * waiting in a live album's draft, a scheduled item's files), and again once the item is unpublished or in the
 * bin, only staff who may edit content can fetch it. The demo's own files have no row and are always public.
 */
import { isOnSite } from '@school/shared/content-lifecycle';
import type { FilesRepository } from './repository';

/** `fixed`: a demo file, never hidden; `shown`: on the site now; `staff`: for staff who may edit content only. */
export type FileAccess = 'fixed' | 'shown' | 'staff';

export async function fileAccess(
  files: Pick<FilesRepository, 'usersOf'>,
  storagePath: string,
  now = new Date(),
): Promise<FileAccess> {
  const users = await files.usersOf(storagePath);
  if (users === undefined) return 'fixed';
  return users.some((user) => isOnSite(user, now) && user.shownPaths.includes(storagePath)) ? 'shown' : 'staff';
}
