/** Looks up the pictures of `content/media/` by id, for loaders. */
import { imageSrc } from '@school/shared/asset-paths';
import type { SiteImage } from '@school/shared/site-schema';
import { photoGroups } from '@school/content/media';
import type { ImageView } from './blocks';

export function imageView(image: SiteImage): ImageView {
  return { src: imageSrc(image.id), alt: image.alt, width: image.width, height: image.height };
}

/** Every picture of `content/media/` as a page shows it, by id. */
export const imageViews: ReadonlyMap<string, ImageView> = new Map(
  photoGroups.flatMap((group) => group.images.map((image) => [image.id, imageView(image)])),
);

/** Throws for an unknown id, so a typo in the content fails the build. */
export function imageViewById(id: string, source: string): ImageView {
  const image = imageViews.get(id);
  if (!image) throw new Error(`${source}: no image with id "${id}"`);
  return { ...image };
}
