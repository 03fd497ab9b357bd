/** What a `::carousel` block draws (information-block.tsx loads it on the pages that show one). */
import { carouselSettings } from '@school/shared/carousel-settings';
import type { ContentBlock } from '../../page/blocks';
import { PhotoCarousel } from '../../../components/media/photo-carousel';

export default function CarouselBlock({ group, settings }: Extract<ContentBlock, { kind: 'carousel' }>) {
  return <PhotoCarousel group={group} settings={carouselSettings[settings]} />;
}
