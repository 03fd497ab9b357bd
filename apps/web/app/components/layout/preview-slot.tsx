import { lazy, Suspense } from 'react';
import type { PreviewNote } from '../../site/preview';

// Only staff previews draw the banner, so visitors never download it: it is a chunk of its own.
const PreviewBanner = lazy(() => import('./preview-banner'));

/** Where a page shows the preview banner, when the server renders it as a staff preview. */
export function PreviewSlot({ preview }: { preview: PreviewNote | null }) {
  if (!preview) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBanner preview={preview} />
    </Suspense>
  );
}
