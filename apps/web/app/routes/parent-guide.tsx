import type { Route } from './+types/parent-guide';
import { ContentBlocks } from '../blocks/views/content-blocks';
import { ContentTabs } from '../blocks/views/content-tabs';
import type { ContentBlock } from '../blocks/page/blocks';
import { metaWithBlockAssets } from '../blocks/page/block-assets';
import { clientLoaderWithBlocks } from '../blocks/page/block-components';
import { loadPageContent } from '../blocks/page/page-content.server';

/** The parent-portal guidelines: text before the tabs, then one tab per `:::tab` section. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadPageContent(request, context);
}

export const clientLoader = clientLoaderWithBlocks;

export const meta = metaWithBlockAssets;

export default function ParentGuide({ loaderData }: Route.ComponentProps) {
  const tabs = loaderData.blocks.filter(
    (block): block is Extract<ContentBlock, { kind: 'tab' }> => block.kind === 'tab',
  );
  const rest = loaderData.blocks.filter((block) => block.kind !== 'tab');
  return (
    <>
      <ContentBlocks blocks={rest} />
      <ContentTabs tabs={tabs} />
    </>
  );
}

/** A page the school has not published answers 404, drawn as the not-found page. */
export { PageTextErrorBoundary as ErrorBoundary } from '../components/layout/page-not-found';
