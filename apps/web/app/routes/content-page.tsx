import type { Route } from './+types/content-page';
import { ContentBlocks } from '../components/content/content-blocks';
import { loadPageContent } from '../content/page-content.server';

/** The information pages: Markdown and data blocks, with no script of their own. */
export function loader({ request }: Route.LoaderArgs) {
  return loadPageContent(request);
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentBlocks blocks={loaderData.blocks} />;
}
