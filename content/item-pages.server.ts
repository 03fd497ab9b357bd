/**
 * The address of each news item's and event's own page: the path of its list, then its id and its title's words
 * (`/news/<id>-class-ix-wins-the-science-quiz`). The site's lists, its search, its feeds and sitemap.xml link there.
 */
import { itemSegment } from '@school/shared/item-address.server';
import { itemListPath, pageById } from './site-pages';

interface Item {
  _id: string;
  title: string;
}

function itemHref(pageId: string): (item: Item) => string {
  const list = itemListPath(pageById(pageId));
  if (!list) throw new Error(`The site map's page "${pageId}" is not the page of one item`);
  return (item) => `${list}/${itemSegment(item._id, item.title)}`;
}

export const newsItemHref = itemHref('news-item');
export const eventHref = itemHref('event-item');
