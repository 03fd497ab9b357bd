import type { Route } from './+types/rich-page';
import { carouselSettings } from '@school/shared/carousel-settings';
import { ContentBlocks, type InteractiveBlock } from '../components/content/content-blocks';
import { YearSections } from '../components/content/year-sections';
import { PhotoCarousel } from '../components/media/photo-carousel';
import { loadPageContent } from '../content/page-content.server';

/** Information pages with a carousel or a year switch. */
export function loader({ request }: Route.LoaderArgs) {
  return loadPageContent(request);
}

function renderInteractive(block: InteractiveBlock) {
  switch (block.kind) {
    case 'carousel':
      return <PhotoCarousel group={block.group} settings={carouselSettings[block.settings]} />;
    case 'years':
      return <YearSections years={block.years} />;
    default:
      return null;
  }
}

export default function RichPage({ loaderData }: Route.ComponentProps) {
  return <ContentBlocks blocks={loaderData.blocks} renderInteractive={renderInteractive} />;
}
