/**
 * The blocks whose components are chunks of their own: a page's loader loads them before the page is drawn, so its
 * blocks are drawn at once, and names them as the build does, for the scripts and stylesheets of its HTML.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContentBlocks } from '../views/content-blocks';
import { InformationBlock } from '../views/information-block';
import { onDemandNameOf } from '../views/on-demand-names';
import { informationBlockKinds, type ContentBlock } from './blocks';
import { livePageLoaders } from '../live/live-block';
import { blockModulesOf, loadBlockComponents } from './block-components';

const slides: ContentBlock = {
  kind: 'slides',
  title: 'Latest News',
  slides: ['<h3>Zonal title</h3>', '<h3>State skating</h3>'],
};

describe('the components of a page’s blocks', () => {
  it('names the feeds and the blocks other than text, as the build names their modules', async () => {
    const blocks: ContentBlock[] = [
      { kind: 'html', html: '<p>Circulars and results.</p>' },
      { kind: 'live', feed: { feed: 'news' } },
      slides,
      { kind: 'years', years: [] },
    ];
    expect(blockModulesOf(blocks)).toEqual(['news.feed', 'slides.block', 'years.block']);
    expect(await loadBlockComponents(blocks, livePageLoaders)).toEqual(['news.feed', 'slides.block', 'years.block']);
    // An information page's script has no live registry, and no feed to draw.
    await expect(loadBlockComponents(blocks)).rejects.toThrow('This page cannot load news.feed');
    expect(blockModulesOf([{ kind: 'html', html: '<p>Fees</p>' }])).toEqual([]);
  });

  it("names the blocks inside a page's tabs, which a visitor can open without another visit", () => {
    const blocks: ContentBlock[] = [
      { kind: 'html', html: '<p>How to use the portal.</p>' },
      { kind: 'tab', label: 'Fees', blocks: [{ kind: 'faq', items: [] }] },
      { kind: 'tab', label: 'Photos', blocks: [{ kind: 'photos', group: { id: 'portal', images: [] } }] },
    ];
    expect(blockModulesOf(blocks)).toEqual(['faq.block', 'photos.block']);
  });

  it('draws an information block at once once its page has loaded it', async () => {
    await loadBlockComponents([slides]);
    render(
      <MemoryRouter>
        <InformationBlock block={slides} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Latest News' })).toBeInTheDocument();
  });

  it('has a component file for every kind of block but text, tabs and live feeds, and no other', () => {
    const files = Object.keys(import.meta.glob('../views/kinds/*.block.tsx')).map(onDemandNameOf);
    expect(files.sort()).toEqual([...informationBlockKinds].sort());
  });

  it("draws a page's text itself and its other blocks by their components, in order", async () => {
    const blocks: ContentBlock[] = [
      { kind: 'html', html: '<p>Fees are paid each term.</p>' },
      { kind: 'table', caption: 'Term fees', columns: ['Class', 'Fee'], rows: [['I', '₹20,000']] },
    ];
    await loadBlockComponents(blocks);
    render(
      <MemoryRouter>
        <ContentBlocks blocks={blocks} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Fees are paid each term.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Term fees' })).toBeInTheDocument();
    expect(screen.getByText('Fees are paid each term.').compareDocumentPosition(screen.getByRole('table'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
