import { useLocation } from 'react-router';
import type { Route } from './+types/live-page';
import { ContentBlocks } from '../blocks/views/content-blocks';
import { PreviewSlot } from '../components/layout/preview-slot';
import { pageAt, withSchoolData } from '../blocks/page/page-content.server';
import { feedPageMeta, loadFeed } from '../blocks/live/feeds.server';
import { metaWithBlockAssets } from '../blocks/page/block-assets';
import { loadBlockAssets } from '../blocks/page/block-assets.server';
import { withBlockComponents } from '../blocks/page/block-components';
import { LiveBlock, livePageLoaders } from '../blocks/live/live-block';
import { liveCacheHeaders } from '../blocks/live/cache-headers';
import { liveSourceOf } from '../blocks/live/load-context';
import { previewOf } from '../site/preview';

/**
 * Pages that show stored content (news, events, galleries, videos, magazines,
 * messages, testimonials, awards, admission downloads): rendered on every
 * request, so the first HTML already holds the content.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { blocks: marked, heading, description } = await pageAt(request, context);
  const blocks = await withSchoolData(marked, context);
  const url = new URL(request.url);
  const live = liveSourceOf(context);
  // The lists open on the current year and month, and events list what is coming up: the page is of this day.
  const today = live.today();
  const loaded = await Promise.all(
    blocks.map(async (block) =>
      block.kind === 'live' ? { ...block, view: await loadFeed(block.feed, live, url, today) } : block,
    ),
  );
  // A block whose content is the page (an album) names it for the tab; otherwise the page's title and description stand.
  const own = loaded.map((block) => (block.kind === 'live' ? feedPageMeta(block.view) : undefined)).find(Boolean);
  return {
    heading,
    description: own?.description ?? description,
    ...(own ? { title: own.title } : {}),
    ...(own?.image ? { image: own.image } : {}),
    preview: previewOf(context),
    blocks: loaded,
    blockAssets: await loadBlockAssets(blocks),
  };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  withBlockComponents(serverLoader(), request, livePageLoaders);

export const meta = metaWithBlockAssets;

export const headers = liveCacheHeaders;

export default function LivePage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <>
      <PreviewSlot preview={loaderData.preview} />
      <ContentBlocks
        // A new page or album starts with its own filters and viewer, not the last page's.
        key={`${location.pathname}${location.search}`}
        blocks={loaderData.blocks}
        renderLive={(block) => block.view && <LiveBlock view={block.view} />}
      />
    </>
  );
}

/** A page the school has not published answers 404, drawn as the not-found page. */
export { PageTextErrorBoundary as ErrorBoundary } from '../components/layout/page-not-found';
