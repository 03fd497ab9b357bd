import { photoSrcSet, type PhotoView } from '../../blocks/live/uploaded-photo';
import type { LightboxPhoto } from './lightbox';

/**
 * The `src`, `srcset` and `sizes` of a picture for an `<img>`. A picture without resized copies (one of the site's
 * own drawings standing in) gets neither `srcset` nor `sizes`.
 */
export function photoSource(photo: Pick<PhotoView, 'src'> & { resized?: boolean }, sizes: string) {
  return photo.resized ? { src: photo.src, srcSet: photoSrcSet(photo.src), sizes } : { src: photo.src };
}

/** A picture as the photo viewer shows it, with its copies' `srcSet`. */
export function viewerPhoto({ src, alt, resized }: PhotoView): LightboxPhoto {
  return resized ? { src, alt, srcSet: photoSrcSet(src) } : { src, alt };
}
