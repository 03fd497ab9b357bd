import { imagePath, imageVariantWidths } from '@school/shared/api-paths';
import type { PhotoView } from './views';

/** An uploaded picture with WebP variants, so a phone downloads a picture its own width. */
export function uploadedPhoto(storagePath: string, alt: string): PhotoView {
  const src = imagePath(storagePath);
  return {
    src,
    srcSet: imageVariantWidths.map((width) => `${src}?w=${width}&format=webp ${width}w`).join(', '),
    alt,
  };
}
