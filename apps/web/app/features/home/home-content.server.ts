/**
 * The home page's fixed parts, with every picture and link resolved for
 * rendering. Like the live blocks, each part carries only what the page draws:
 * a picture whose alt text the page does not use goes without it, and the
 * leader's portrait, drawn at the slide's own size, without its width and height.
 */
import { school } from '@school/content/school';
import { home } from '@school/content/tables/home';
import type { ContentBlock, ImageView } from '../../blocks/page/blocks';
import { imageViewById } from '../../blocks/page/images.server';
import { pageById, resolveLink } from '../../site/navigation';
import type { Picture } from './home-views';
import type { Tile } from './tile-grid';

const source = 'content/tables/home.ts';

/** A picture drawn next to the words that name it (a tile's link, a campus logo's label): no alt text. */
function namedImage(id: string): Omit<ImageView, 'alt'> {
  const { src, width, height } = imageViewById(id, source);
  return { src, width, height };
}

function portrait(id: string): Picture {
  const { src, alt } = imageViewById(id, source);
  return { src, alt };
}

/** The welcome's text: `blocks/page/blocks.ts` allows the home page's Markdown nothing else. */
function welcomeHtml(welcome: ContentBlock[]): string {
  return welcome
    .map((block) => {
      if (block.kind !== 'html') throw new Error(`The home page's welcome cannot hold a ${block.kind} block`);
      return block.html;
    })
    .join('');
}

/** The home page's parts, with the welcome the school wrote (none yet: no welcome). */
export function homeContent(welcome: ContentBlock[]) {
  const tile = (entry: (typeof home.quickTiles)[number]): Tile => ({
    link: resolveLink(entry.link),
    image: namedImage(entry.image),
    text: entry.text,
  });
  return {
    welcomeHtml: welcomeHtml(welcome),
    banner: home.banner.map((slide) => ({ ...slide, image: imageViewById(slide.image, source) })),
    quickTiles: home.quickTiles.map(tile),
    campusLogos: home.campusLogos.map((logo) => ({ ...logo, image: namedImage(logo.image) })),
    quickLinks: home.quickLinks.map(tile),
    cards: home.cards.map(tile),
    proViceChairman: {
      ...school.proViceChairman,
      excerpt: home.proViceChairmanSlide.excerpt,
      image: portrait(home.proViceChairmanSlide.image),
      href: pageById('vice-chairmans-message').path,
    },
  };
}

export type HomeContent = ReturnType<typeof homeContent>;
