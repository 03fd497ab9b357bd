import { imagePath, listPhotoWidths } from '@school/shared/api-paths';

/** An uploaded picture, with resized variants for small screens. */
export interface PhotoView {
  src: string;
  srcSet: string;
  alt: string;
}

/** An uploaded picture with WebP variants, so a phone downloads a picture its own width. */
export function uploadedPhoto(storagePath: string, alt: string): PhotoView {
  const src = imagePath(storagePath);
  return {
    src,
    srcSet: listPhotoWidths.map((width) => `${src}?w=${width}&format=webp ${width}w`).join(', '),
    alt,
  };
}
