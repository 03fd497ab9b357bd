/**
 * The blocks whose components are chunks of their own: a page's loader loads them before the page is drawn, so its
 * blocks are drawn at once, and names them as the build does, for the scripts and stylesheets of its HTML.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InformationBlock } from '../components/content/interactive-block';
import { onDemandNameOf } from '../components/content/on-demand-names';
import { informationBlockKinds, type ContentBlock } from './blocks';
import { blockModulesOf, loadBlockComponents } from './block-components';

const slides: ContentBlock = {
  kind: 'slides',
  title: 'Latest News',
  slides: ['<h3>Zonal title</h3>', '<h3>State skating</h3>'],
};

describe('the components of a page’s blocks', () => {
  it('names the feeds and the information blocks with a script, as the build names their modules', async () => {
    const blocks: ContentBlock[] = [
      { kind: 'html', html: '<p>Circulars and results.</p>' },
      { kind: 'live', feed: { feed: 'news' } },
      slides,
      { kind: 'years', years: [] },
    ];
    expect(blockModulesOf(blocks)).toEqual(['news.feed', 'slides.block', 'years.block']);
    expect(await loadBlockComponents(blocks)).toEqual(['news.feed', 'slides.block', 'years.block']);
    expect(blockModulesOf([{ kind: 'faq', items: [] }])).toEqual([]);
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

  it('has a component file for every kind of information block with a script, and no other', () => {
    const files = Object.keys(import.meta.glob('../components/content/blocks/*.block.tsx')).map(onDemandNameOf);
    expect(files.sort()).toEqual([...informationBlockKinds].sort());
  });

  it('draws nothing for a block without a script of its own', () => {
    const { container } = render(<InformationBlock block={{ kind: 'faq', items: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
