import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { blockAssets } from './block-assets';

/** A client manifest shaped like React Router's build: route entries carry a query, shared chunks a leading `_`. */
const manifest: Manifest = {
  'app/entry.client.tsx': { file: 'assets/entry.client.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'app/root.tsx?__react-router-build-client-route': {
    file: 'assets/root.js',
    isEntry: true,
    imports: ['_react.js', '_attachment-link.js'],
    css: ['assets/root.css'],
  },
  'app/routes/live-page.tsx?__react-router-build-client-route': {
    file: 'assets/live-page.js',
    isEntry: true,
    imports: ['_react.js', '_registries.js', '_content-blocks.js', '_filter-bar.js'],
    css: ['assets/live-page.css'],
  },
  'app/routes/content-page.tsx?__react-router-build-client-route': {
    file: 'assets/content-page.js',
    isEntry: true,
    imports: ['_react.js', '_registries.js', '_content-blocks.js'],
  },
  '_registries.js': {
    file: 'assets/registries.js',
    dynamicImports: ['app/features/news/news.feed.tsx', 'app/blocks/views/kinds/carousel.block.tsx'],
  },
  '_content-blocks.js': { file: 'assets/content-blocks.js', css: ['assets/content-blocks.css'] },
  '_filter-bar.js': { file: 'assets/filter-bar.js', css: ['assets/filter-bar.css'] },
  '_attachment-link.js': { file: 'assets/attachment-link.js', css: ['assets/attachment-link.css'] },
  '_carousel.js': { file: 'assets/carousel.js', imports: ['_react.js'], css: ['assets/carousel.css'] },
  '_rich-text.js': {
    file: 'assets/rich-text.js',
    imports: ['_attachment-link.js', '_content-blocks.js'],
    css: ['assets/rich-text.css'],
  },
  'app/features/news/news.feed.tsx': {
    file: 'assets/news.feed.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_rich-text.js', '_attachment-link.js', '_content-blocks.js', '_filter-bar.js'],
    css: ['assets/news.css'],
  },
  'app/blocks/views/kinds/carousel.block.tsx': {
    file: 'assets/carousel.block.js',
    isDynamicEntry: true,
    imports: ['_carousel.js'],
  },
};

describe('the assets of each on-demand block module', () => {
  it('names a module’s chunk and the chunks it imports, imports first, under the base', () => {
    expect(blockAssets(manifest, '/')).toEqual({
      'news.feed': {
        scripts: ['/assets/rich-text.js', '/assets/filter-bar.js', '/assets/news.feed.js'],
        stylesheets: ['/assets/rich-text.css', '/assets/filter-bar.css', '/assets/news.css'],
      },
      'carousel.block': {
        scripts: ['/assets/carousel.js', '/assets/carousel.block.js'],
        stylesheets: ['/assets/carousel.css'],
      },
    });
    expect(blockAssets(manifest, '/school/')['carousel.block']?.stylesheets).toEqual(['/school/assets/carousel.css']);
  });

  it('leaves out what the client entry and the root route name on every page', () => {
    const named = Object.values(blockAssets(manifest, '/')).flatMap((assets) => [
      ...assets.scripts,
      ...assets.stylesheets,
    ]);
    for (const file of ['entry.client.js', 'react.js', 'root.js', 'attachment-link.js', 'attachment-link.css']) {
      expect(named).not.toContain(`/assets/${file}`);
    }
  });

  it('leaves out what every route that can show the module names, and keeps what only some of them name', () => {
    const news = blockAssets(manifest, '/')['news.feed'];
    // Both the live and the content page import the content blocks; only the live page imports the filter bar.
    expect(news?.stylesheets).not.toContain('/assets/content-blocks.css');
    expect(news?.scripts).not.toContain('/assets/content-blocks.js');
    expect(news?.stylesheets).toContain('/assets/filter-bar.css');
  });
});
