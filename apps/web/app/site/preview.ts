/**
 * A staff member's preview of a draft (served by apps/server/src/web/preview.ts):
 * the server renders the page the item appears on, with the draft in its
 * lists, and says so in the load context so the page can be marked as a preview.
 */
import type { AppLoadContext } from 'react-router';

export interface PreviewNote {
  /** The draft's heading. */
  heading: string;
  /** Back to the item in the console. */
  editPath: string;
}

declare module 'react-router' {
  interface AppLoadContext {
    preview?: PreviewNote;
  }
}

export function previewOf(context: AppLoadContext): PreviewNote | null {
  return context.preview ?? null;
}
