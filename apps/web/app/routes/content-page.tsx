import type { Route } from './+types/content-page';
import { ContentBlocks } from '../blocks/views/content-blocks';
import { metaWithBlockAssets } from '../blocks/page/block-assets';
import { clientLoaderWithBlocks } from '../blocks/page/block-components';
import { loadPageContent } from '../blocks/page/page-content.server';

/** The information pages: Markdown and the blocks it places, each kind's script loaded only where it is shown. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadPageContent(request, context);
}

export const clientLoader = clientLoaderWithBlocks;

export const meta = metaWithBlockAssets;

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentBlocks blocks={loaderData.blocks} />;
}

/** A page the school has not published answers 404, drawn as the not-found page. */
export { PageTextErrorBoundary as ErrorBoundary } from '../components/layout/page-not-found';
