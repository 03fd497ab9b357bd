/**
 * Components that are chunks of their own, so that a page loads only those it
 * shows: the live feeds (live/live-block.tsx) and the information blocks with a
 * script (interactive-block.tsx). Their files are named `<name>.feed.tsx` and
 * `<kind>.block.tsx`, which is how the build finds the scripts and stylesheets
 * each page must name in its HTML (build-plugins/on-demand-assets.ts).
 *
 * A page's loader loads the components it shows before the page is drawn
 * (`load`), so the server's HTML never waits for one and a visit from another
 * page never draws a block empty. When a page is first hydrated, a block keeps
 * the server's HTML until its chunk has arrived.
 */
import { Suspense, createElement, use, type ComponentType, type ReactElement } from 'react';

export interface OnDemand<Props> {
  /** Loads the components named; a page's loader waits for this. */
  load(names: Iterable<string>): Promise<void>;
  /** Draws `props` with the component named `name`. */
  Draw(props: { name: string; props: Props }): ReactElement;
}

/** `chunks` loads each component by its name; `what` names the kind in an error ("live feed"). */
export function onDemand<Props extends object>(
  chunks: ReadonlyMap<string, () => Promise<ComponentType<Props>>>,
  what: string,
): OnDemand<Props> {
  const components = new Map<string, Promise<ComponentType<Props>>>();
  // The same components once loaded, so that a block whose component is ready draws at once.
  const loaded = new Map<string, ComponentType<Props>>();

  function component(name: string): Promise<ComponentType<Props>> {
    let promise = components.get(name);
    if (!promise) {
      const load = chunks.get(name);
      // A page's Markdown is checked against what exists when it is read (content/markdown-blocks.server.ts).
      if (!load) throw new Error(`No ${what} is named "${name}"`);
      promise = load().then((ready) => {
        loaded.set(name, ready);
        return ready;
      });
      components.set(name, promise);
    }
    return promise;
  }

  function Loaded({ name, props }: { name: string; props: Props }) {
    // Each component is declared once in its own module, so React keeps its state between renders.
    return createElement(loaded.get(name) ?? use(component(name)), props);
  }

  return {
    async load(names) {
      await Promise.all(Array.from(new Set(names), component));
    },
    Draw: ({ name, props }) => (
      <Suspense>
        <Loaded name={name} props={props} />
      </Suspense>
    ),
  };
}

/** The name a module is found by: `news` for `.../news.feed.tsx`, `carousel` for `.../carousel.block.tsx`. */
export function onDemandNameOf(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return file.slice(0, file.indexOf('.'));
}

/** The loaders of a glob of on-demand modules' default exports, by name. */
export function byName<Component>(
  glob: Record<string, () => Promise<Component>>,
): Map<string, () => Promise<Component>> {
  return new Map(Object.entries(glob).map(([path, load]) => [onDemandNameOf(path), load]));
}
