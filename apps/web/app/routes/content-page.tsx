import type { Route } from './+types/content-page';
import { ContentBlocks } from '../components/content/content-blocks';
import { metaWithBlockAssets } from '../content/block-assets';
import { clientLoaderWithBlocks } from '../content/block-components';
import { loadPageContent } from '../content/page-content.server';

/** The information pages: Markdown and the blocks it places, each kind's script loaded only where it is shown. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadPageContent(request, context);
}

export const clientLoader = clientLoaderWithBlocks;

export const meta = metaWithBlockAssets;

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentBlocks blocks={loaderData.blocks} />;
}
