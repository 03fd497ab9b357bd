import { useLocation } from 'react-router';
import { newsArticleData } from '@school/shared/structured-data';
import { newsItemHref } from '@school/content/item-pages.server';
import type { Route } from './+types/news-item';
import { liveCacheHeaders } from '../blocks/live/cache-headers';
import { metaWithBlockAssets } from '../blocks/page/block-assets';
import { ItemPage } from '../components/layout/item-page';
import { NewsDate } from '../features/news/news-date';
import { pageById } from '../site/navigation';
import { itemAt, itemDescription, itemView } from '../site/item-page.server';
import { useRootData } from '../site/school-profile';
import { StructuredData } from '../site/structured-data';

/**
 * One news item at `/news/<id>-<words of its title>`: its date, its text, its photos as pictures and its files, for a
 * parent who follows a link to it from a message, a search engine or the news feed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const item = await itemAt(request, context, 'allNews', newsItemHref);
  return {
    heading: item.title,
    title: item.title,
    description: itemDescription(item.description, item.title),
    fromDate: item.fromDate,
    ...itemView(item.title, item.description, item.attachments),
  };
}

export const meta = metaWithBlockAssets;

export const headers = liveCacheHeaders;

const list = pageById('news');

export default function NewsItemPage({ loaderData }: Route.ComponentProps) {
  const { fromDate, item, title } = loaderData;
  const { profile, origin } = useRootData()!;
  const { pathname } = useLocation();
  const onSite = { title, path: pathname, day: fromDate.slice(0, 10), photos: item.photos.map((photo) => photo.src) };
  return (
    <>
      <StructuredData data={newsArticleData(onSite, profile, origin)} />
      <ItemPage item={item} facts={<NewsDate fromDate={fromDate} />} list={list} />
    </>
  );
}

/** An address of no published news item answers 404, drawn as the not-found page. */
export { PageTextErrorBoundary as ErrorBoundary } from '../components/layout/page-not-found';
