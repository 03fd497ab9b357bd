/**
 * Components that are chunks of their own, so that a page loads only those it
 * shows: the live feeds (../live/live-block.tsx) and every block but a page's text
 * (information-block.tsx), named as on-demand-names.ts says. The build
 * finds by those names the scripts and stylesheets each page must name in its
 * HTML (build-plugins/block-assets.ts).
 *
 * A page's loader loads them on the server, and its `clientLoader` on a visit
 * from another page, so there a block never waits. On the first visit the
 * starter (decision 016) has preloaded their scripts with the page's others,
 * and a block suspends the page's hydration (`use`) until its chunk has
 * arrived. There is no Suspense boundary around a block: React would hydrate
 * it in a later pass than the page, and a press the starter held until the
 * page had hydrated would reach a block not yet hydrated and be lost. A block
 * whose chunk cannot be loaded leaves the page as the server drew it, whole
 * and readable, instead of an error page; it is not hydrated, so its buttons
 * do nothing, but its links and forms work.
 */
import { createElement, use, type ComponentType, type ReactElement } from 'react';
import { onDemandNameOf } from './on-demand-names';

export interface OnDemand<Props> {
  /** Loads the components named, and rejects if one cannot be loaded; the next call asks for it again. */
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
  // Those whose chunk failed (a dropped connection, a deployment since): `load` asks again, a render does not.
  const failed = new Set<string>();
  // What a block draws with: its component, or, if its chunk failed, a wait that never ends, so that the page
  // keeps the server's HTML rather than fail. Only a first hydration gets here: loaders load before anything else.
  const drawn = new Map<string, Promise<ComponentType<Props>>>();

  function drawnComponent(name: string): Promise<ComponentType<Props>> {
    let promise = drawn.get(name);
    if (!promise) {
      promise = component(name).catch((error: unknown) => {
        console.error(`The page stays as it was drawn: the script of its ${what} "${name}" did not load.`, error);
        return new Promise<never>(() => {});
      });
      drawn.set(name, promise);
    }
    return promise;
  }

  function component(name: string, again = false): Promise<ComponentType<Props>> {
    let promise = components.get(name);
    if (!promise || (again && failed.delete(name))) {
      const load = chunks.get(name);
      // A page's Markdown is checked against what exists when it is read (../page/markdown-blocks.server.ts).
      if (!load) throw new Error(`No ${what} is named "${name}"`);
      promise = load().then(
        (ready) => {
          loaded.set(name, ready);
          return ready;
        },
        (error: unknown) => {
          failed.add(name);
          throw error;
        },
      );
      components.set(name, promise);
    }
    return promise;
  }

  return {
    async load(names) {
      await Promise.all(Array.from(new Set(names), (name) => component(name, true)));
    },
    // Each component is declared once in its own module, so React keeps its state between renders.
    Draw: ({ name, props }) => createElement(loaded.get(name) ?? use(drawnComponent(name)), props),
  };
}

/** The loaders of a glob of on-demand modules' default exports, by name. */
export function byName<Component>(
  glob: Record<string, () => Promise<Component>>,
): Map<string, () => Promise<Component>> {
  return new Map(Object.entries(glob).map(([path, load]) => [onDemandNameOf(path), load]));
}
