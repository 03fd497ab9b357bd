import type { Route } from './+types/rich-page';
import { ContentBlocks } from '../components/content/content-blocks';
import { InformationBlock } from '../components/content/interactive-block';
import { headWithBlockAssets } from '../content/block-assets';
import { assetsOfModules } from '../content/block-assets.server';
import { loadBlockComponents, withBlockComponents } from '../content/block-components';
import { loadPageContent } from '../content/page-content.server';

/** Information pages with a carousel, slides or a year switch. */
export async function loader({ request }: Route.LoaderArgs) {
  const content = loadPageContent(request);
  return { ...content, blockAssets: assetsOfModules(await loadBlockComponents(content.blocks)) };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  withBlockComponents(serverLoader(), request);

export const meta: Route.MetaFunction = ({ data, matches }) => headWithBlockAssets(matches[0]?.meta, data?.blockAssets);

export default function RichPage({ loaderData }: Route.ComponentProps) {
  return <ContentBlocks blocks={loaderData.blocks} renderInteractive={(block) => <InformationBlock block={block} />} />;
}
