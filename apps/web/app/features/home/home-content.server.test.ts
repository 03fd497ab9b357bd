/**
 * The home page's fixed parts carry only what the page draws: they reach the
 * browser twice, as HTML and as hydration data.
 */
import { describe, expect, it } from 'vitest';
import { demoPageBlocks } from '../../../test/demo-pages';
import { pageById } from '../../site/navigation';
import { homeContent } from './home-content.server';

const keys = (value: object) => Object.keys(value).sort();

describe('homeContent', () => {
  const content = homeContent(demoPageBlocks(pageById('home')));

  it('gives the tiles and campus logos their pictures without alt text, as each is drawn beside its name', () => {
    const tiles = [...content.quickTiles, ...content.quickLinks, ...content.cards];
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      expect(keys(tile)).toEqual(['image', 'link', 'text']);
      expect(keys(tile.image)).toEqual(['height', 'src', 'width']);
    }
    for (const logo of content.campusLogos) {
      expect(keys(logo)).toEqual(['image', 'label', 'url']);
      expect(keys(logo.image)).toEqual(['height', 'src', 'width']);
    }
  });

  it('gives the Pro-Vice Chairman’s slide its text, signature, portrait and link only', () => {
    const slide = content.proViceChairman;
    expect(keys(slide)).toEqual(['excerpt', 'href', 'image', 'name', 'title']);
    // The slide draws the portrait at its own size, so no width and height.
    expect(keys(slide.image)).toEqual(['alt', 'src']);
    expect(slide.href).toBe('/vice-chairmans-message');
  });

  it('keeps each banner slide’s picture, with its alt text and size, and its caption', () => {
    expect(content.banner).toHaveLength(4);
    for (const slide of content.banner) {
      expect(keys(slide)).toEqual(['heading', 'image', 'text']);
      expect(keys(slide.image)).toEqual(['alt', 'height', 'src', 'width']);
    }
  });
});
