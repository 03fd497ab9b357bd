import type { Route } from './+types/rich-page';
import { ContentBlocks } from '../components/content/content-blocks';
import { InformationBlock } from '../components/content/interactive-block';
import { loadPageContent } from '../content/page-content.server';

/** Information pages with a carousel or a year switch. */
export function loader({ request }: Route.LoaderArgs) {
  return loadPageContent(request);
}

export default function RichPage({ loaderData }: Route.ComponentProps) {
  return <ContentBlocks blocks={loaderData.blocks} renderInteractive={(block) => <InformationBlock block={block} />} />;
}
