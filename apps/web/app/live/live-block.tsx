/**
 * The browser half of the live registry: each feed's component, from the
 * feature's `<feed>.feed.tsx`, found by that name (see README.md).
 *
 * Imported eagerly, so every live page's chunk carries all of them: React
 * Router names in its HTML only the scripts and stylesheets that route modules
 * import statically, so a component loaded on demand would reach a server-
 * rendered page without its stylesheet until its chunk arrived.
 */
import { createElement, type ComponentType } from 'react';
import { feedNameOf, type LiveView } from './live-feed';

const components = new Map(
  Object.entries(
    import.meta.glob<ComponentType<Record<string, unknown>>>('../features/*/*.feed.tsx', {
      eager: true,
      import: 'default',
    }),
  ).map(([path, component]) => [feedNameOf(path), component]),
);

/** Draws a loaded live block with the component of its feed. */
export function LiveBlock({ view: { feed, ...props } }: { view: LiveView }) {
  const Component = components.get(feed);
  // The page's Markdown was checked against the declared feeds when it was read (markdown-blocks.server.ts).
  if (!Component) throw new Error(`No feature draws the live feed "${feed}"`);
  // A feed's component is declared once in its feature, so React keeps its state between renders.
  return createElement(Component, props);
}
