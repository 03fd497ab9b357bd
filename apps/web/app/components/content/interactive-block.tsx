import { carouselSettings } from '@school/shared/carousel-settings';
import { PhotoCarousel } from '../media/photo-carousel';
import { TextSlides } from '../media/text-slides';
import type { InteractiveBlock } from './content-blocks';
import { YearSections } from './year-sections';

/** The blocks with a script of their own that information pages may hold: carousels, slides and year switches. */
export function InformationBlock({ block }: { block: InteractiveBlock }) {
  switch (block.kind) {
    case 'carousel':
      return <PhotoCarousel group={block.group} settings={carouselSettings[block.settings]} />;
    case 'slides':
      return <TextSlides title={block.title} slides={block.slides} />;
    case 'years':
      return <YearSections years={block.years} />;
    default:
      return null;
  }
}
