import { imagePath } from '@school/shared/api-paths';

/** An uploaded picture, with resized variants for small screens. */
export interface PhotoView {
  src: string;
  srcSet: string;
  alt: string;
}

/**
 * The widths of the WebP variants a page offers for an uploaded picture
 * (a subset of the server's `imageVariantWidths`). The site shows uploads in
 * cards, grids and slides no wider than about 320 CSS pixels, so 640 covers
 * a phone's screen density; the photo viewer opens the original instead.
 */
export const listPhotoWidths = [320, 640] as const;

/** An uploaded picture with WebP variants, so a phone downloads a picture its own width. */
export function uploadedPhoto(storagePath: string, alt: string): PhotoView {
  const src = imagePath(storagePath);
  return {
    src,
    srcSet: listPhotoWidths.map((width) => `${src}?w=${width}&format=webp ${width}w`).join(', '),
    alt,
  };
}
