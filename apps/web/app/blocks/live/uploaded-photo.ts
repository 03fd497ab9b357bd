import { imagePath, listPhotoWidths } from '@school/shared/api-paths';

/** A picture to draw: an uploaded photo, which has resized copies, or one of the site's own drawings. */
export interface PhotoView {
  src: string;
  alt: string;
  /** WebP copies at `listPhotoWidths` exist (photoSrcSet); the page's data need not spell out their addresses. */
  resized: boolean;
}

/** An uploaded picture with WebP copies, so a phone downloads a picture its own width. */
export function uploadedPhoto(storagePath: string, alt: string): PhotoView {
  return { src: imagePath(storagePath), alt, resized: true };
}

/** The `srcset` of an uploaded picture's copies, worked out where it is drawn from its `src`. */
export function photoSrcSet(src: string): string {
  return listPhotoWidths.map((width) => `${src}?w=${width}&format=webp ${width}w`).join(', ');
}
