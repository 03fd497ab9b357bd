import type { PhotoView } from '../../live/uploaded-photo';

/**
 * The `src`, `srcset` and `sizes` of an uploaded picture for an `<img>`. A
 * picture without variants (one of the site's own drawings standing in) gets
 * neither `srcset` nor `sizes`.
 */
export function photoSource(photo: Pick<PhotoView, 'src'> & { srcSet?: string }, sizes: string) {
  return photo.srcSet ? { src: photo.src, srcSet: photo.srcSet, sizes } : { src: photo.src };
}
