/**
 * The loaders of the page of one news item or event (`/news/<id>-<words>`): the item its address names, from the
 * list the site shows (published items only), sent on to its address now when the words have changed.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { imagePath } from '@school/shared/api-paths';
import { itemIdIn } from '@school/shared/item-address';
import type { LiveLists } from '@school/shared/live-source';
import { isPhotoPath } from '@school/shared/upload-rules';
import { liveSourceOf } from '../blocks/live/load-context';
import { htmlToPlainText, textOpening } from '../blocks/live/plain-text.server';
import { richTextHtml } from '../blocks/live/rich-text.server';
import { uploadedPhoto } from '../blocks/live/uploaded-photo';
import type { ItemView } from '../components/layout/item-page';
import { pageByPath } from './navigation';
import { pagesOnSite } from './pages-on-site.server';
import { requireProfile } from './school-profile';

/** As long as a search result's or a link preview's description is shown. */
const descriptionLength = 160;

type ItemList = 'allNews' | 'events';

/**
 * The item of `list` that the request's address names. 404 for an address that names none (or one not published), or
 * while the page that lists it is not on the site, as the item's page leads back there; 503 while either cannot be
 * read, which says nothing of whether the item exists; 301 from any other words of its title to its address now.
 */
export async function itemAt<List extends ItemList>(
  request: Request,
  context: AppLoadContext,
  list: List,
  hrefOf: (item: LiveLists[List][number]) => string,
): Promise<LiveLists[List][number]> {
  await requireProfile(context);
  const url = new URL(request.url);
  const lastSlash = url.pathname.lastIndexOf('/');
  const id = itemIdIn(url.pathname.slice(lastSlash + 1));
  if (!id) throw data(null, { status: 404 });
  const listPage = pageByPath(url.pathname.slice(0, lastSlash));
  const onSite = await pagesOnSite(context);
  if (!onSite) throw data(null, { status: 503 });
  if (!listPage || !Object.hasOwn(onSite, listPage.id)) throw data(null, { status: 404 });
  const live = liveSourceOf(context);
  let items: LiveLists[List];
  try {
    items = await live.list(list);
  } catch (error) {
    live.logError(`The ${list === 'events' ? 'events' : 'news'} could not be read for an item's page`, error);
    throw data(null, { status: 503 });
  }
  const item = (items as LiveLists[List][number][]).find((candidate) => candidate._id === id);
  if (!item) throw data(null, { status: 404 });
  const href = hrefOf(item);
  if (url.pathname !== href) throw redirect(`${href}${url.search}`, 301);
  return item;
}

/** An item's description for search engines and link previews: the opening of its text, or else `otherwise`. */
export function itemDescription(html: string, otherwise: string): string {
  return textOpening(htmlToPlainText(html), descriptionLength) || otherwise;
}

/**
 * What an item's page shows of it below its facts: its text made safe, its photos as pictures (alt text naming the
 * item and the photo's place, as staff write none for an item's photos) and its other files (PDFs) as links; and the
 * picture a link to it is shared with, its first photo.
 */
export function itemView(
  title: string,
  description: string,
  attachments: string[],
): { item: ItemView; image?: string } {
  const photoPaths = attachments.filter(isPhotoPath);
  const filePaths = attachments.filter((path) => !isPhotoPath(path));
  const photos = photoPaths.map((path, index) =>
    uploadedPhoto(path, photoPaths.length > 1 ? `${title}, photo ${index + 1} of ${photoPaths.length}` : title),
  );
  const files = filePaths.map((path, index) => ({
    href: imagePath(path),
    title: filePaths.length > 1 ? `${title} (${index + 1} of ${filePaths.length})` : title,
  }));
  return {
    item: { descriptionHtml: richTextHtml(description), photos, files },
    ...(photos[0] ? { image: photos[0].src } : {}),
  };
}
