/** The home page's fixed parts, with every picture and link resolved for rendering. */
import { school } from '@school/content/school';
import { home } from '@school/content/tables/home';
import { imageViewById } from '../../content/images.server';
import { pageContent } from '../../content/page-content.server';
import { pageById, resolveLink } from '../../site/navigation';

const source = 'content/tables/home.ts';

export function homeContent() {
  const tile = (entry: (typeof home.quickTiles)[number]) => ({
    link: resolveLink(entry.link),
    image: imageViewById(entry.image, source),
    text: entry.text,
  });
  return {
    welcome: pageContent(pageById('home')),
    banner: home.banner.map((slide) => ({ ...slide, image: imageViewById(slide.image, source) })),
    quickTiles: home.quickTiles.map(tile),
    campusLogos: home.campusLogos.map((logo) => ({ ...logo, image: imageViewById(logo.image, source) })),
    quickLinks: home.quickLinks.map(tile),
    cards: home.cards.map(tile),
    proViceChairman: {
      ...school.proViceChairman,
      excerpt: home.proViceChairmanSlide.excerpt,
      image: imageViewById(home.proViceChairmanSlide.image, source),
      href: pageById('vice-chairmans-message').path,
    },
  };
}

export type HomeContent = ReturnType<typeof homeContent>;
