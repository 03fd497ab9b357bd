/**
 * Staff's changes to an item's file lists, worked out on the list alone: a
 * description, a new position, a removal, an uploaded file added. The change
 * writer stores the list and its bookkeeping.
 */
import {
  attachmentAltMaxLength,
  asFileColumn,
  newFileGoesFirst,
  type ConsoleKind,
  type FileColumn,
} from '@school/shared/console-kinds';
import { consoleMessages } from '@school/shared/console-messages';
import type { Attachment, AttachmentEdit, Outcome } from '@school/shared/console-source';
import { ok, refuse } from '../../console/outcome';

/** The list an edit is for, if the kind has it and allows the edit. */
export function editedColumn(kind: ConsoleKind, edit: AttachmentEdit): Outcome<FileColumn> {
  const column = asFileColumn(edit.column ?? 'attachments');
  if (!column) return refuse(400, consoleMessages.noAttachments);
  // Only an album's photos are described by staff; the site describes any other picture by its item.
  if (edit.change === 'alt' && kind[column]?.role !== 'album') {
    return refuse(400, consoleMessages.noAltText, { alt: consoleMessages.noAltText });
  }
  if (edit.change === 'alt' && edit.alt.trim().length > attachmentAltMaxLength) {
    return refuse(400, consoleMessages.altTooLong, { alt: consoleMessages.altTooLong });
  }
  return ok(column);
}

/** The list after `edit`; refused when the list has no such file. */
export function editList(list: readonly Attachment[], edit: AttachmentEdit): Outcome<Attachment[]> {
  const index = list.findIndex((attachment) => attachment.path === edit.path);
  if (index === -1) return refuse(404, consoleMessages.noSuchAttachment);
  const next = [...list];
  switch (edit.change) {
    case 'alt':
      next[index] = { ...list[index]!, alt: edit.alt.trim() };
      break;
    case 'move': {
      const [moved] = next.splice(index, 1);
      next.splice(Math.max(0, Math.min(Math.floor(edit.to), next.length)), 0, moved!);
      break;
    }
    case 'remove':
      next.splice(index, 1);
      break;
  }
  return ok(next);
}

/**
 * The list with the file at `path` added: at the end, or first where the site shows the newest picture.
 * Undefined when the list has it already, so a file is never listed twice.
 */
export function withFile(kind: ConsoleKind, column: FileColumn, list: Attachment[], path: string) {
  if (list.some((attachment) => attachment.path === path)) return undefined;
  const field = kind[column];
  const attachment = { path, alt: '' };
  return field && newFileGoesFirst(field.role) ? [attachment, ...list] : [...list, attachment];
}
