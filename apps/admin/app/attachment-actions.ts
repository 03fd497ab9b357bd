/**
 * The edit screen's file buttons (attachment-list.tsx): each names the file
 * by its storage path and the list it is in, and becomes one `editAttachment`
 * call. They are sent without a page change, so the answer is a short reply
 * the row shows.
 */
import { data } from 'react-router';
import {
  asFileColumn,
  type AttachmentRole,
  type ConsoleKind,
  type ConsoleKindSlug,
  type FileColumn,
} from '@school/shared/console-kinds';
import type { AttachmentEdit, ConsoleSource } from '@school/shared/console-source';
import { attachmentWords } from './attachment-words';
import { attachmentIntents, type AttachmentIntent } from './components/attachment-list';

export const isAttachmentIntent = (value: unknown): value is AttachmentIntent =>
  typeof value === 'string' && (attachmentIntents as readonly string[]).includes(value);

function savedMessage(intent: AttachmentIntent, role: AttachmentRole): string {
  const words = attachmentWords[role];
  switch (intent) {
    case 'attachmentAlt':
      return 'Alt text saved.';
    case 'attachmentFirst':
      return words.madeFirst;
    case 'attachmentUp':
    case 'attachmentDown':
    case 'attachmentMove':
      return 'The new order is saved.';
    case 'attachmentDelete':
      return words.deleted;
  }
}

function editOf(
  intent: AttachmentIntent,
  path: string,
  column: FileColumn,
  formData: FormData,
): AttachmentEdit | undefined {
  switch (intent) {
    case 'attachmentAlt': {
      const alt = formData.get('alt');
      return typeof alt === 'string' ? { path, column, change: 'alt', alt } : undefined;
    }
    case 'attachmentFirst':
      return { path, column, change: 'move', to: 0 };
    case 'attachmentUp':
    case 'attachmentDown': {
      const position = Number(formData.get('position'));
      const to = position + (intent === 'attachmentUp' ? -1 : 1);
      return Number.isInteger(position) && to >= 0 ? { path, column, change: 'move', to } : undefined;
    }
    case 'attachmentMove': {
      const to = Number(formData.get('to'));
      return Number.isInteger(to) && to >= 0 ? { path, column, change: 'move', to } : undefined;
    }
    case 'attachmentDelete':
      return { path, column, change: 'remove' };
  }
}

/** The list a button names: the item's files unless it says the picture kept apart, which the kind must have. */
function columnOf(kind: ConsoleKind, formData: FormData): FileColumn | undefined {
  const column = asFileColumn(formData.get('column') ?? 'attachments');
  return column && kind[column] ? column : undefined;
}

/** A file button's refused change: the row shows the message. */
export const attachmentRefusal = (refusal: { status: number; message: string }) =>
  data({ ok: false, message: refusal.message }, refusal.status);

export async function attachmentAction(
  source: ConsoleSource,
  kind: ConsoleKind,
  id: string,
  intent: AttachmentIntent,
  formData: FormData,
) {
  const path = formData.get('path');
  const column = columnOf(kind, formData);
  const edit = typeof path === 'string' && column ? editOf(intent, path, column, formData) : undefined;
  if (!edit || !column)
    return attachmentRefusal({ status: 400, message: 'That change is not known. Reload the page and try again.' });
  const outcome = await source.editAttachment(kind.slug as ConsoleKindSlug, id, edit);
  if (!outcome.ok) return attachmentRefusal(outcome);
  return { ok: true, message: savedMessage(intent, kind[column]!.role) };
}
