/**
 * The edit screen's photo buttons (album-photo-list.tsx): each names the photo
 * by its storage path and becomes one `editAttachment` call. They are sent
 * without a page change, so the answer is a short reply the card shows.
 */
import { data } from 'react-router';
import type { ConsoleKindSlug } from '@school/shared/console-kinds';
import type { AttachmentEdit, ConsoleSource } from '@school/shared/console-source';
import { photoIntents, type PhotoIntent } from './components/album-photo-list';

export const isPhotoIntent = (value: unknown): value is PhotoIntent =>
  typeof value === 'string' && (photoIntents as readonly string[]).includes(value);

const savedMessages: Record<PhotoIntent, string> = {
  photoAlt: 'Alt text saved.',
  photoCover: 'This photo is now the cover.',
  photoMove: 'The new order is saved.',
  photoDelete: 'The photo is deleted.',
};

function editOf(intent: PhotoIntent, path: string, formData: FormData): AttachmentEdit | undefined {
  switch (intent) {
    case 'photoAlt': {
      const alt = formData.get('alt');
      return typeof alt === 'string' ? { path, change: 'alt', alt } : undefined;
    }
    case 'photoCover':
      return { path, change: 'move', to: 0 };
    case 'photoMove': {
      const to = Number(formData.get('to'));
      return Number.isInteger(to) && to >= 0 ? { path, change: 'move', to } : undefined;
    }
    case 'photoDelete':
      return { path, change: 'remove' };
  }
}

export async function photoAction(
  source: ConsoleSource,
  kind: ConsoleKindSlug,
  id: string,
  intent: PhotoIntent,
  formData: FormData,
) {
  const path = formData.get('path');
  const edit = typeof path === 'string' ? editOf(intent, path, formData) : undefined;
  if (!edit) return data({ ok: false, message: 'That photo change is not known. Reload the page and try again.' }, 400);
  const outcome = await source.editAttachment(kind, id, edit);
  if (!outcome.ok) return data({ ok: false, message: outcome.message }, outcome.status);
  return { ok: true, message: savedMessages[intent] };
}
